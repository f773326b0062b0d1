import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { serveThroughHook, type NodeTestServer } from "@/server/testing/node-server";
import { createFrontHandler } from "./front.mjs";

describe("createFrontHandler", () => {
  let server: Server | undefined;
  let hooked: NodeTestServer | undefined;
  afterEach(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await hooked?.close();
    server = hooked = undefined;
  });

  it("answers 503 without details when the handler throws", async () => {
    server = createServer(
      createFrontHandler(
        async () => {
          throw new Error("/secret/path.ts exploded");
        },
        { env: {}, log: { error: () => undefined }, cache: null },
      ),
    );
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const response = await fetch(`http://127.0.0.1:${(server!.address() as AddressInfo).port}/`);
    expect(response.status).toBe(503);
    expect(await response.text()).not.toContain("secret");
  });

  it("applies the page policy after its cache: a page is hashed as sent, the first time and from the cache", async () => {
    let rendered = 0;
    hooked = await serveThroughHook(
      (_req, res) => {
        rendered += 1;
        res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "s-maxage=60", "x-front-vary": "" });
        res.end('<html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body><script>boot(1)</script></body></html>');
      },
      { front: true, cache: (await import("./response-cache.mjs")).createResponseCache() },
    );
    const answers = [];
    for (let i = 0; i < 2; i += 1) {
      const response = await fetch(`${hooked.base}/blog/`);
      answers.push({ body: await response.text(), policy: response.headers.get("content-security-policy") });
    }
    expect(rendered).toBe(1);
    expect(answers[0].body).not.toContain('async=""');
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[0].policy).toMatch(/script-src 'self' 'sha256-/);
  });
});
