import { brotliCompressSync, brotliDecompressSync, deflateSync, gzipSync, gunzipSync, inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { bootAfterPaint, bootLoader } from "./boot-after-paint.mjs";
import { rewriteHtmlBody } from "./page-policy.mjs";
import { inlineScriptHashes } from "./page-policy.mjs";

const page = (head: string) =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"/><link rel="stylesheet" href="/_next/static/chunks/a.css"/>${head}<script>self.__next_f=[]</script></head><body><p>Hi</p><script src="/_next/static/chunks/polyfill.js" noModule=""></script></body></html>`;
const boot = ["/_next/static/chunks/react.js", "/_next/static/chunks/next.js", "/_next/static/chunks/page.js"];
const tags = boot.map((src) => `<script src="${src}" async=""></script>`).join("");

/** Runs the loader as a browser would and reports what it appended, when it was asked to, and its queued tasks. */
function runLoader(html: string, { noFrames = false, noChannel = false } = {}) {
  const code = /<script>(\(function\(\)\{var s=.*?)<\/script>/.exec(html)![1];
  const appended: { src: string; async: boolean }[] = [];
  const frames: (() => void)[] = [];
  const timers: { ms: number; run: () => void }[] = [];
  /** Messages posted to a channel: each runs as a task of its own. */
  const tasks: (() => void)[] = [];
  const document = { createElement: () => ({ src: "", async: false }), head: { appendChild: (element: { src: string; async: boolean }) => appended.push(element) } };
  const requestFrame = (run: () => void) => {
    if (noFrames) throw new Error("requestAnimationFrame is not available");
    frames.push(run);
  };
  class Channel {
    port1: { onmessage: (() => void) | null } = { onmessage: null };
    port2 = { postMessage: () => tasks.push(() => this.port1.onmessage?.()) };
  }
  const setTimer = (run: () => void, ms: number) => timers.push({ run, ms });
  try {
    new Function("document", "requestAnimationFrame", "setTimeout", "MessageChannel", code)(document, requestFrame, setTimer, noChannel ? undefined : Channel);
  } catch {
    // a browser without frames: the fallback must already be scheduled
  }
  /** Runs the queued channel tasks in order until none is left; how many ran. */
  const drain = () => {
    let ran = 0;
    for (let task = tasks.shift(); task; task = tasks.shift(), ran++) task();
    return ran;
  };
  return { appended, frames, timers, tasks, drain };
}

describe("bootAfterPaint", () => {
  it("replaces Next's bootstrap scripts by one loader at the first one's place, in their order", () => {
    const html = bootAfterPaint(page(tags));
    expect(html).not.toContain('async=""');
    expect(html.indexOf("<script>(function(){var s=")).toBeLessThan(html.indexOf("self.__next_f"));
    expect(html).toContain(JSON.stringify(boot));
    // Everything else is as it was: the inline data, the stylesheet, the no-module polyfill.
    expect(html.replace(bootLoader(boot), tags)).toBe(page(tags));
  });

  it("starts the scripts in the frame after the first paint, once, or after the fallback when no frame runs", () => {
    const painted = runLoader(bootAfterPaint(page(tags)));
    expect(painted.appended).toEqual([]);
    painted.frames[0]();
    const afterFrame = painted.timers.find((timer) => timer.ms === 0)!;
    afterFrame.run();
    // One script per task: the first at once, each next one in a task of its own, in their order.
    expect(painted.appended.map((script) => script.src)).toEqual(boot.slice(0, 1));
    expect(painted.drain()).toBe(boot.length - 1);
    expect(painted.appended.map((script) => script.src)).toEqual(boot);
    expect(painted.appended.every((script) => script.async)).toBe(true);
    painted.timers.find((timer) => timer.ms > 0)!.run();
    expect(painted.appended).toHaveLength(3);

    const hidden = runLoader(bootAfterPaint(page(tags)));
    hidden.timers.find((timer) => timer.ms > 0)!.run();
    hidden.drain();
    expect(hidden.appended.map((script) => script.src)).toEqual(boot);

    const frameless = runLoader(bootAfterPaint(page(tags)), { noFrames: true });
    frameless.timers.find((timer) => timer.ms > 0)!.run();
    frameless.drain();
    expect(frameless.appended.map((script) => script.src)).toEqual(boot);
  });

  it("adds the scripts one per timer task where a browser has no MessageChannel", () => {
    const old = runLoader(bootAfterPaint(page(tags)), { noChannel: true });
    old.timers.find((timer) => timer.ms > 0)!.run();
    expect(old.appended).toHaveLength(1);
    for (let step = 1; step < boot.length; step++) old.timers.filter((timer) => timer.ms === 0).at(-1)!.run();
    expect(old.appended.map((script) => script.src)).toEqual(boot);
  });

  it("leaves a page alone without bootstrap scripts, with the same one twice, or with a character reference in a source", () => {
    expect(bootAfterPaint(page(""))).toBe(page(""));
    const referenced = page('<script src="/_next/static/chunks/a.js?v=1&amp;w=2" async=""></script>');
    expect(bootAfterPaint(referenced)).toBe(referenced);
    const twice = page(tags + `<script src="${boot[0]}" async=""></script>`);
    expect(bootAfterPaint(twice)).toBe(twice);
  });

  it("never lets a source close the loader's script element", () => {
    const loader = bootLoader(["/x</script><script>alert(1)//.js"]);
    expect(loader.indexOf("</script>")).toBe(loader.length - "</script>".length);
  });
});

describe("rewriteHtmlBody", () => {
  it("keeps the body's encoding and gives the text whose inline scripts the CSP lists", () => {
    const rewritten = rewriteHtmlBody(gzipSync(page(tags)), "gzip")!;
    const sent = gunzipSync(rewritten.body).toString("utf8");
    expect(sent).toBe(rewritten.html);
    expect(sent).toBe(bootAfterPaint(page(tags)));
    expect(inlineScriptHashes(sent)).toHaveLength(inlineScriptHashes(page(tags)).length + 1);
  });

  it("returns an untouched body as it came, and nothing for an encoding it cannot read", () => {
    const plain = Buffer.from(page(""));
    expect(rewriteHtmlBody(plain, undefined)!.body).toBe(plain);
    expect(rewriteHtmlBody(Buffer.from("x"), "zstd")).toBeNull();
    expect(rewriteHtmlBody(Buffer.from("x"), "constructor")).toBeNull();
  });

  it("writes each encoding it reads back in that encoding", () => {
    const asIs = (body: Buffer) => body;
    // Each encoding with its encoder (how the page was sent) and decoder (how the browser reads the rewrite).
    const codings = { " GZIP ": [gzipSync, gunzipSync], br: [brotliCompressSync, brotliDecompressSync], deflate: [deflateSync, inflateSync], identity: [asIs, asIs] } as const;
    for (const [encoding, [encode, decode]] of Object.entries(codings)) {
      const sent = encode(Buffer.from(page(tags)));
      expect(decode(rewriteHtmlBody(sent, encoding)!.body).toString("utf8"), encoding).toBe(bootAfterPaint(page(tags)));
    }
  });
});
