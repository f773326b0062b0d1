import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { directFetch } from "./direct-fetch";
import { createEmbeddedHandler } from "./embedded/handler";
import { EmbeddedRepository } from "./embedded/repository";
import { createFixtureRepository, type FixtureRepository } from "./embedded/test-fixtures";

/** A content server over HTTP: the embedded Content API over a fixture repository (as another instance serves it). */
describe("the content version of a repository over HTTP", () => {
  let fixture: FixtureRepository;
  let server: Server;
  let endpoint: string;
  let masterRef: string;
  const requested: string[] = [];

  beforeAll(async () => {
    fixture = await createFixtureRepository();
    const repository = new EmbeddedRepository({ roots: [fixture.root], strict: true });
    masterRef = (await repository.content()).masterRef;
    const handler = createEmbeddedHandler({ repository });
    server = createServer(async (request, response) => {
      requested.push(request.url ?? "");
      if (request.url === "/not-modified") {
        response.writeHead(304).end();
        return;
      }
      const answer = await handler(new Request(`http://${request.headers.host}${request.url}`));
      response.writeHead(answer.status, Object.fromEntries(answer.headers)).end(Buffer.from(await answer.arrayBuffer()));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/embedded-prismic/api/v2`;
  });

  afterAll(async () => {
    vi.unstubAllEnvs();
    await new Promise((resolve) => server.close(resolve));
    await fixture.remove();
  });

  it("is the master ref its root answers, asked over Node's own HTTP", async () => {
    vi.stubEnv("PRISMIC_API_ENDPOINT", endpoint);
    delete (globalThis as Record<symbol, unknown>)[Symbol.for("quillio.content-version")];
    vi.resetModules();
    const { currentContentVersion } = await import("./content-version");
    expect(await currentContentVersion()).toBe(masterRef);
    expect(requested).toContain("/embedded-prismic/api/v2");
  });

  it("answers like fetch: status, headers, body; none for 304", async () => {
    const answer = await directFetch(endpoint, { headers: { accept: "application/json" } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toContain("application/json");
    expect(((await answer.json()) as { refs: { ref: string }[] }).refs[0].ref).toBe(masterRef);
    const notModified = await directFetch(new URL("/not-modified", endpoint));
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe("");
    await expect(directFetch("http://127.0.0.1:1/api/v2")).rejects.toThrow(/ECONNREFUSED/);
  });
});
