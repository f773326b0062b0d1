import type { ChildProcess } from "node:child_process";
import type { Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { logger } from "@/lib/log";
import { reportError } from "@/lib/errors";
import { captureLogLines } from "./capture";
import { captureConsole, log, logAccess, logLevel, withRequestContext } from "./log.mjs";

let capture: Awaited<ReturnType<typeof captureLogLines>> | undefined;
afterEach(() => capture?.restore());

const logModule = fileURLToPath(new URL("./log.mjs", import.meta.url));
const serverEnv: NodeJS.ProcessEnv = { ...process.env, VITEST: "", LOG_LEVEL: "info", NODE_ENV: "production" };

function collect(stream: Readable): { text: string } {
  const collected = { text: "" };
  stream.setEncoding("utf8");
  stream.on("data", (chunk: string) => (collected.text += chunk));
  return collected;
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

/** The child's exit code, or "still running" (and the child killed) after `ms`. */
async function exitCode(child: ChildProcess, ms: number): Promise<number | null | "still running"> {
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const code = await Promise.race([exited, new Promise<"still running">((resolve) => setTimeout(() => resolve("still running"), ms))]);
  if (code === "still running") child.kill("SIGKILL");
  return code;
}

describe("the server's logger", () => {
  it("writes one JSON line per event: time, level, component, message and the fields given", async () => {
    capture = await captureLogLines();
    logger("outbox").warn("marketo.lead delivery failed", { outboxId: "o-1", attempts: 2 });
    expect(capture.lines).toEqual([
      { level: "warn", time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/), pid: process.pid, component: "outbox", msg: "marketo.lead delivery failed", outboxId: "o-1", attempts: 2 },
    ]);
  });

  it("writes the access line as the logger would, its time read from the clock", async () => {
    capture = await captureLogLines();
    const fields = { requestId: "req-7", method: "GET", route: "/blog/", status: 200, durationMs: 1.25 };
    const before = Date.now();
    logAccess(fields);
    log.info(fields, "request");
    const after = Date.now();
    const [access, general] = capture.lines as Record<string, unknown>[];
    expect(Object.keys(access)).toEqual(Object.keys(general));
    expect({ ...access, time: undefined }).toEqual({ ...general, time: undefined });
    expect(access.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Date.parse(access.time as string)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(access.time as string)).toBeLessThanOrEqual(after);
  });

  it("writes a path with quotes, backslashes, control or other characters as valid JSON, the same as the logger", async () => {
    capture = await captureLogLines();
    for (const route of ['/a"b\\c/', "/tab\there/", "/caf\u00e9/\u2028", "/\ud800/", ""]) {
      const fields = { requestId: "req-8", method: "GET", route, status: 404, durationMs: 0.5 };
      logAccess(fields);
      log.info(fields, "request");
    }
    const lines = capture.lines as Record<string, unknown>[];
    expect(lines).toHaveLength(10);
    for (let index = 0; index < lines.length; index += 2) expect({ ...lines[index], time: undefined }).toEqual({ ...lines[index + 1], time: undefined });
    expect(lines[0].route).toBe('/a"b\\c/');
  });

  it("puts the request's id and route on every line logged while it is handled, however deep", async () => {
    capture = await captureLogLines();
    await withRequestContext({ requestId: "req-42", method: "POST", route: "/api/forms/submit" }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      logger("api").error("/api/forms/submit failed", { err: new Error("database is locked") });
    });
    logger("outbox").info("outside any request");
    expect(capture.lines[0]).toMatchObject({ level: "error", requestId: "req-42", route: "/api/forms/submit", err: { type: "Error", message: "database is locked", stack: expect.any(String) } });
    expect(capture.lines[1]).not.toHaveProperty("requestId");
  });

  it("logs a catalogued error with its code, which an alerting rule can match", async () => {
    capture = await captureLogLines();
    reportError({ code: "MARKETO_SUBMIT_FAILED", message: "marketo answered 401", context: { outboxId: "o-7" } });
    expect(capture.lines).toEqual([expect.objectContaining({ level: "error", component: "errors", code: "MARKETO_SUBMIT_FAILED", outboxId: "o-7", msg: "[MARKETO_SUBMIT_FAILED] marketo answered 401" })]);
  });

  it("routes console lines (Next's own, a dependency's) into JSON, an Error as the line's err", async () => {
    capture = await captureLogLines();
    const original = { ...console };
    try {
      captureConsole();
      console.warn("⚠ %s is deprecated", "images.domains");
      console.error("render failed", new TypeError("x is undefined"));
    } finally {
      Object.assign(console, original);
      delete (globalThis as Record<symbol, unknown>)[Symbol.for("quillio.console-captured")];
    }
    expect(capture.lines).toEqual([
      expect.objectContaining({ level: "warn", component: "console", msg: "⚠ images.domains is deprecated" }),
      expect.objectContaining({ level: "error", component: "console", msg: "render failed", err: expect.objectContaining({ type: "TypeError", message: "x is undefined" }) }),
    ]);
  });

  it("takes its level from LOG_LEVEL, info by default, silent under the unit tests", () => {
    expect(logLevel({ LOG_LEVEL: "debug" })).toBe("debug");
    expect(logLevel({})).toBe("info");
    expect(logLevel({ LOG_LEVEL: "loud" })).toBe("info");
    expect(logLevel({ VITEST: "true" })).toBe("silent");
  });
});

describe("a log output that goes away", () => {
  it("drops lines instead of failing: a server whose log reader died still logs nothing that throws, and SIGTERM ends it", async () => {
    const { spawn } = await import("node:child_process");
    // A server-like process: a line every millisecond, and on SIGTERM a last line, a flush and exit 0 (as scripts/start.mjs).
    const script = `
      const { log, flushLogs } = await import(${JSON.stringify(logModule)});
      setInterval(() => log.info({ n: Date.now() }, "tick"), 1);
      process.on("uncaughtException", (error) => { process.stderr.write("uncaught " + error.message + "\\n"); });
      process.on("SIGTERM", () => { log.info("stopping"); flushLogs(); process.exit(0); });
      process.stderr.write("ready\\n");
    `;
    const child = spawn(process.execPath, ["--input-type=module", "-e", script], { env: serverEnv, stdio: ["ignore", "pipe", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk));
    // The reader takes a few lines, then goes away (a log shipper that crashed).
    await new Promise<void>((resolve) => child.stdout.once("data", () => resolve()));
    child.stdout.destroy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    child.kill("SIGTERM");
    const code = await Promise.race([exited, new Promise<string>((resolve) => setTimeout(() => resolve("still running"), 5_000))]);
    if (code === "still running") child.kill("SIGKILL");
    expect(code).toBe(0);
    expect(stderr).toContain("log lines are dropped from now on");
    expect(stderr).not.toContain("uncaught");
  }, 15_000);

  it("does not hold the exit when the reader goes while a write is in flight (issue 33's server that outlived its SIGTERM)", async () => {
    const { spawn } = await import("node:child_process");
    // The process's main thread waits on its standard input, so the first line's write has not reported back when the
    // reader is gone and the exit flushes: the flush meets EPIPE first (SonicBoom retried it every 100 ms for ever).
    const script = `
      const { readSync } = await import("node:fs");
      const { log, flushLogs } = await import(${JSON.stringify(logModule)});
      // Longer than lines wait to be written together: its write starts at once.
      log.info({ padding: "x".repeat(70_000) }, "first");
      process.stderr.write("ready\\n");
      readSync(0, Buffer.alloc(1));
      log.info("stopped");
      flushLogs();
      process.exit(0);
    `;
    const child = spawn(process.execPath, ["--input-type=module", "-e", script], { env: serverEnv, stdio: ["pipe", "pipe", "pipe"] });
    const stderr = collect(child.stderr);
    await Promise.all([new Promise((resolve) => child.stdout.once("data", resolve)), until(() => stderr.text.includes("ready"))]);
    child.stdout.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    child.stdin.write("x");
    expect(await exitCode(child, 5_000)).toBe(0);
    expect(stderr.text).toContain("log lines are dropped from now on");
  }, 15_000);
});

describe("a log output in a function runtime", () => {
  it("writes each line at once where the process is frozen after its answer (Netlify's server function); a server waits for more", async () => {
    const { spawn } = await import("node:child_process");
    // Killed right after logging, as a frozen function that is never thawed: only a line already written survives.
    const script = (netlify: boolean) => `
      ${netlify ? "globalThis.Netlify = { env: {} };" : ""}
      const { log } = await import(${JSON.stringify(logModule)});
      log.info("answered");
      process.kill(process.pid, "SIGKILL");
    `;
    const lines: Record<string, string> = {};
    for (const netlify of [true, false]) {
      const child = spawn(process.execPath, ["--input-type=module", "-e", script(netlify)], { env: serverEnv, stdio: ["ignore", "pipe", "inherit"] });
      const stdout = collect(child.stdout);
      const read = new Promise((resolve) => child.stdout.once("close", resolve));
      await exitCode(child, 10_000);
      await read;
      lines[netlify ? "function" : "server"] = stdout.text;
    }
    expect(JSON.parse(lines.function)).toMatchObject({ level: "info", msg: "answered" });
    expect(lines.server).toBe("");
  }, 15_000);
});

describe("a log output that cannot keep up", () => {
  it("gets every line, whole and in order, before an exit that waits for them (endLogs)", async () => {
    const { spawn } = await import("node:child_process");
    // Bursts far larger than a pipe holds, and lines with multi-byte characters, so that writes are partial.
    const script = `
      const { log, endLogs } = await import(${JSON.stringify(logModule)});
      const text = "é".repeat(300);
      let n = 0;
      for (let burst = 0; burst < 5; burst++) {
        for (let i = 0; i < 1000; i++) log.info({ n: n++, text }, "line");
        await new Promise((resolve) => setImmediate(resolve));
      }
      log.info({ n }, "stopped");
      await endLogs();
      process.exit(0);
    `;
    const child = spawn(process.execPath, ["--input-type=module", "-e", script], { env: serverEnv, stdio: ["ignore", "pipe", "inherit"] });
    const stdout = collect(child.stdout);
    const read = new Promise((resolve) => child.stdout.once("close", resolve));
    expect(await exitCode(child, 10_000)).toBe(0);
    await read;
    const lines = stdout.text.trim().split("\n").map((line) => JSON.parse(line) as { n: number; msg: string });
    expect(lines.map((line) => line.n)).toEqual(Array.from({ length: 5001 }, (_, i) => i));
    expect(lines.at(-1)?.msg).toBe("stopped");
  }, 15_000);
});
