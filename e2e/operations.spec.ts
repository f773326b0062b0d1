import { createServer, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { buildPath, formPageUids } from "../src/routing/routes";
import { checkDrain } from "../scripts/drain-check.mjs";
import { startBareServer } from "./support/bare-server";
import { fillForm, formDefinitions, uniqueEmail, validAnswers } from "./support/forms";
import { gotoHydrated } from "./support/navigation";
import { startSiteServer, type SiteServer } from "./support/site-server";

// The production server as a team runs it: deploys, restarts, logs, traces, settings. Each test has its own server.
const basePort = Number(process.env.E2E_PORT || 3100);
const ports = { drain: basePort + 21, reset: basePort + 22, logs: basePort + 23, config: basePort + 24, hangUp: basePort + 25 };

let server: SiteServer | undefined;
test.afterEach(async () => {
  await server?.stop();
  server = undefined;
});

const contactPage = buildPath("form_page", "en", { uid: formPageUids.contact.en })!;

test("a deploy's SIGTERM drops nothing: requests in flight are answered, leads stored, readiness fails, the process exits 0", async () => {
  test.setTimeout(120_000);
  server = await startSiteServer(ports.drain, { TRUSTED_PROXY_HOPS: "1", FORM_CHALLENGE_THRESHOLD: "0" });
  const running = server;
  const checks = await checkDrain({
    base: running.url,
    terminate: () => running.child.kill("SIGTERM"),
    exited: running.exited,
    storedLeads: async (emails: string[]) => {
      const rows = await running.query<{ n: number }>(`select count(*) as n from submissions where email in (${emails.map(() => "?").join(", ")})`, emails);
      return Number(rows[0]?.n ?? 0);
    },
  });
  expect(checks.filter((check) => !check.ok).map((check) => check.what)).toEqual([]);
  expect(checks).toHaveLength(7);
  // Its last lines say what it did.
  const stopped = running.lines().map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => line.msg === "stopped");
  expect(stopped).toMatchObject({ requestsDone: true, outbox: "done", database: "done" });
});

test("a visitor who submits while the server is killed and restarted sees success, and the team sees one lead", async ({ page }) => {
  test.setTimeout(120_000);
  server = await startSiteServer(ports.reset, { TRUSTED_PROXY_HOPS: "1" });
  const email = uniqueEmail("restart");
  let attempts = 0;
  let restarted: Promise<SiteServer> | undefined;
  await page.route("**/api/forms/submit", async (route) => {
    attempts += 1;
    if (attempts > 1) return route.continue();
    // The first attempt reaches the server and is stored; then the server dies before its answer gets out.
    await route.fetch();
    server!.child.kill("SIGKILL");
    await server!.exited;
    restarted = startSiteServer(ports.reset, { TRUSTED_PROXY_HOPS: "1" }, { keepData: true });
    return route.abort("connectionreset");
  });
  await gotoHydrated(page, `${server.url}${contactPage}`);
  await fillForm(page, "[data-testid=form-page-form] form", validAnswers(formDefinitions.contact, email));
  await page.locator("[data-testid=form-page-form] button[type=submit]").click();
  await expect(page.getByTestId("form-completion")).toBeVisible({ timeout: 60_000 });
  server = await restarted!;
  expect(attempts).toBeGreaterThan(1);
  expect(await server.query("select id from submissions where email = ?", [email])).toHaveLength(1);
  expect(await server.query("select o.id from outbox o join submissions s on s.id = o.submission_id where s.email = ?", [email])).toHaveLength(1);
});

/** An OTLP/HTTP receiver (JSON) that keeps the spans' names and attributes and the metrics' names. */
async function otlpReceiver(): Promise<{ url: string; spans: { name: string; attributes: Record<string, unknown> }[]; metrics: Set<string>; close(): Promise<void> }> {
  const spans: { name: string; attributes: Record<string, unknown> }[] = [];
  const metrics = new Set<string>();
  type Attribute = { key: string; value: Record<string, unknown> };
  const receiver: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      const data = JSON.parse(body || "{}");
      for (const resource of data.resourceSpans ?? []) {
        for (const scope of resource.scopeSpans ?? []) {
          for (const span of scope.spans ?? []) {
            spans.push({ name: span.name, attributes: Object.fromEntries((span.attributes ?? []).map((a: Attribute) => [a.key, Object.values(a.value)[0]])) });
          }
        }
      }
      for (const resource of data.resourceMetrics ?? []) for (const scope of resource.scopeMetrics ?? []) for (const metric of scope.metrics ?? []) metrics.add(metric.name);
      res.setHeader("content-type", "application/json");
      res.end("{}");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`, spans, metrics, close: () => new Promise((resolve) => receiver.close(() => resolve())) };
}

/** Sends the head of a request declaring a body of 100 bytes, a few of them, and hangs up. */
function hangUpMidBody(port: number, method: string, path: string): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1", () => {
      socket.write(`${method} ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":`);
      setTimeout(() => socket.destroy(), 50);
    });
    socket.on("error", () => undefined);
    socket.on("close", () => resolve());
  });
}

test("clients that hang up mid-body leave the server serving: the fuzz's aborted uploads once stopped npm start", async () => {
  test.setTimeout(120_000);
  server = await startSiteServer(ports.hangUp, { TRUSTED_PROXY_HOPS: "1" });
  const port = Number(new URL(server.url).port);
  // Route handlers with and without the method, an endpoint, a page: Next reads each body through a stream.
  for (const [method, path] of [["OPTIONS", "/embedded-prismic/api/v2/"], ["PUT", "/embedded-prismic/api/v2/x"], ["POST", "/api/forms/submit"], ["POST", "/api/analytics"], ["OPTIONS", "/"]]) {
    for (let i = 0; i < 5; i += 1) await hangUpMidBody(port, method!, path!);
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(server.child.exitCode).toBeNull();
  expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  const lines = server.lines().map((line) => JSON.parse(line) as Record<string, unknown>);
  expect(lines.filter((line) => line.level === "fatal")).toEqual([]);
});

test("operators see what happens: JSON lines, an access line per request with its id, a 500 reported under the same id, spans and metrics over OTLP", async () => {
  test.setTimeout(120_000);
  const otlp = await otlpReceiver();
  const faultPath = "/blog/managers-as-coaches/";
  try {
    server = await startSiteServer(ports.logs, {
      TRUSTED_PROXY_HOPS: "1",
      OTEL_EXPORTER_OTLP_ENDPOINT: otlp.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: "http/json",
      OTEL_BSP_SCHEDULE_DELAY: "200",
      OTEL_METRIC_EXPORT_INTERVAL: "1000",
      // A fault in the page's rendering, for this one path (e2e/support/render-fault.mjs).
      RENDER_FAULT_PATH: faultPath,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import ./e2e/support/render-fault.mjs`.trim(),
    });
    const page = await fetch(`${server.url}/pricing/`);
    expect(page.status).toBe(200);
    const pageId = page.headers.get("x-request-id");
    const post = await fetch(`${server.url}/api/forms/submit`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.77" },
      body: JSON.stringify({ formType: "contact", locale: "en", fields: { firstName: "Ada", lastName: "Ops", email: uniqueEmail("ops"), company: "Analytical", country: "GB", message: "Hello" } }),
    });
    expect(post.status).toBe(201);
    const postId = post.headers.get("x-request-id");
    const failed = await fetch(`${server.url}${faultPath}`);
    expect(failed.status).toBe(500);
    const failedId = failed.headers.get("x-request-id");
    for (const id of [pageId, postId, failedId]) expect(id).toMatch(/^[0-9a-f-]{36}$/);

    await expect.poll(() => otlp.spans.filter((span) => span.attributes["http.request.id"] === postId).length, { timeout: 15_000 }).toBeGreaterThan(0);
    await expect.poll(() => otlp.metrics.has("http.server.request.duration"), { timeout: 15_000 }).toBe(true);
    const running = server;
    await expect.poll(() => running.lines().some((line) => line.includes(`"requestId":"${failedId}"`) && line.includes('"component":"request"')), { timeout: 10_000 }).toBe(true);
    await server.stop();

    const lines = server.lines().filter((line) => line.trim() !== "");
    const records = lines.map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        throw new Error(`Not a JSON line: ${line}`);
      }
    });
    for (const record of records) expect(Object.keys(record)).toEqual(expect.arrayContaining(["level", "time", "msg"]));
    const access = (id: string | null) => records.filter((record) => record.msg === "request" && record.requestId === id);
    expect(access(pageId)).toEqual([expect.objectContaining({ method: "GET", route: "/pricing/", status: 200, durationMs: expect.any(Number) })]);
    expect(access(postId)).toEqual([expect.objectContaining({ method: "POST", route: "/api/forms/submit", status: 201 })]);
    expect(access(failedId)).toEqual([expect.objectContaining({ route: faultPath, status: 500 })]);
    // Next's report of the failure (instrumentation's onRequestError) carries the id the client got, and the error.
    expect(records.find((record) => record.component === "request" && record.requestId === failedId)).toMatchObject({
      level: "error",
      msg: "the request failed",
      route: expect.stringMatching(/^\/\[locale\]\/blog_article\/\[uid\]/),
      err: expect.objectContaining({ message: expect.stringContaining("injected fault") }),
    });
    // Spans: the page and the form post, each with its request id; the failed render is marked as an error.
    expect(otlp.spans.some((span) => span.attributes["http.request.id"] === pageId && span.attributes["http.route"] === "/[locale]/pricing")).toBe(true);
    expect(otlp.spans.some((span) => span.attributes["http.request.id"] === postId && span.attributes["http.route"] === "/api/forms/submit")).toBe(true);
  } finally {
    await otlp.close();
  }
});

test.describe("a bad setting stops the start and names itself", () => {
  for (const [name, value] of [
    ["SITE_URL", "not a url"],
    ["SITE_URL", "https://www.example.com/blog"],
    ["RATE_LIMIT_STORE", "disk"],
  ] as const) {
    test(`npm start with ${name}=${value} exits non-zero naming ${name}, before it listens`, async () => {
      test.setTimeout(90_000);
      const start = startSiteServer(ports.config, { [name]: value });
      await expect(start).rejects.toThrow(new RegExp(`stopped \\(exit [1-9]\\d*\\)[\\s\\S]*${name}`));
      // It never listened.
      await expect(fetch(`http://localhost:${ports.config}/api/health`)).rejects.toThrow();
    });

    test(`next start with ${name}=${value} exits non-zero naming ${name}`, async () => {
      test.setTimeout(90_000);
      const bare = startBareServer({ DATA_DIR: ".data/e2e-bad-config", SITE_URL: "http://localhost:3000", [name]: value });
      try {
        void bare.ready.then((origin) => fetch(`${origin}/robots.txt`)).catch(() => {});
        expect(await bare.exited).not.toBe(0);
        expect(bare.output()).toContain(name);
      } finally {
        await bare.stop();
      }
    });
  }
});

test("a server started with another SITE_URL than its build names only its own address", async () => {
  test.setTimeout(120_000);
  // The browser tests' build was made for another address (E2E: http://localhost:<E2E_PORT>); this server is told a public one.
  const publicOrigin = "https://www.quillio-e2e.example";
  server = await startSiteServer(ports.config, { SITE_URL: publicOrigin });
  const buildOrigin = /http:\/\/localhost:\d+/;
  for (const path of ["/blog/managers-as-coaches/", "/de/blog/", "/pricing/", "/sitemap.xml", "/robots.txt", "/blog/feed.xml"]) {
    const response = await fetch(`${server.url}${path}`);
    const text = await response.text();
    expect(response.status, path).toBe(200);
    expect(text, path).toContain(publicOrigin);
    expect(text.match(buildOrigin)?.[0], path).toBeUndefined();
  }
  const start = server.lines().map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => typeof line.msg === "string" && line.msg.startsWith("serving"));
  expect(start).toMatchObject({ siteUrl: publicOrigin, msg: `serving ${publicOrigin}` });
});
