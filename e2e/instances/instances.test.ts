// Two production instances of one build behind a shared Redis and PostgreSQL, reading their content from a
// third instance's Content API (as they would from Prismic). Run by scripts/ci-instances.sh, which starts
// Redis and PostgreSQL and sets TEST_REDIS_URL and TEST_DATABASE_URL; needs a build in E2E_DIST_DIR (.next-e2e).
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { createClient } from "@redis/client";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumFlags, testChromiumPath } from "../../scripts/chromium.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const distDir = process.env.E2E_DIST_DIR || ".next-e2e";
const redisUrl = process.env.TEST_REDIS_URL;
const databaseUrl = process.env.TEST_DATABASE_URL;
const SECRET = "instances-test-secret";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

interface Instance {
  name: string;
  url: string;
  process: ChildProcess;
  log: string[];
}

async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const log: string[] = [];
  const child = spawn(process.execPath, ["scripts/start.mjs", "-p", String(port)], {
    cwd: root,
    // LOG_LEVEL: a server started from a Vitest process inherits VITEST, which silences the logger (tests read these lines).
    env: { ...process.env, LOG_LEVEL: "info", SKIP_BUILD: "1", NEXT_DIST_DIR: distDir, PRISMIC_WEBHOOK_SECRET: SECRET, SITE_URL: `http://localhost:${port}`, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk: Buffer) => log.push(chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => log.push(chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited: ${log.join("")}`);
    try {
      if ((await fetch(`${url}/robots.txt`)).ok) return { name, url, process: child, log };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${name} did not start: ${log.join("")}`);
}

async function stop(instance: Instance | undefined): Promise<void> {
  if (!instance || instance.process.exitCode !== null) return;
  const exited = new Promise((resolve) => instance.process.once("exit", resolve));
  instance.process.kill("SIGTERM");
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  if (instance.process.exitCode === null) instance.process.kill("SIGKILL");
}

const page = (instance: Instance, pathname: string) => fetch(`${instance.url}${pathname}`, { redirect: "manual" });
const text = async (instance: Instance, pathname: string) => (await page(instance, pathname)).text();

/** Retries until the condition holds (another instance's cache entry may be mid-regeneration), at most 20 s. */
async function eventually<T>(read: () => Promise<T>, holds: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 20_000;
  let value = await read();
  while (!holds(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    value = await read();
  }
  return value;
}

interface StoredDocument {
  id: string;
  uid: string;
  lang: string;
  data: Record<string, unknown>;
}

/** Edits one document of a content file in place (what a publication in Prismic does). */
function editDocument(contentDir: string, file: string, id: string, edit: (document: StoredDocument) => void): void {
  const full = path.join(contentDir, "documents", file);
  const parsed = JSON.parse(readFileSync(full, "utf8")) as StoredDocument | StoredDocument[];
  const documents = Array.isArray(parsed) ? parsed : [parsed];
  const document = documents.find((candidate) => candidate.id === id);
  if (!document) throw new Error(`${id} is not in ${file}`);
  edit(document);
  writeFileSync(full, JSON.stringify(Array.isArray(parsed) ? documents : documents[0], null, 2));
}

async function publish(instance: Instance, documents: string[]): Promise<Record<string, unknown>> {
  const response = await fetch(`${instance.url}/api/revalidate/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ type: "api-update", secret: SECRET, documents }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

describe.runIf(redisUrl && databaseUrl)("two instances sharing Redis and PostgreSQL", () => {
  let work: string;
  let contentDir: string;
  let content: Instance | undefined;
  let one: Instance | undefined;
  let two: Instance | undefined;

  beforeAll(async () => {
    if (!existsSync(path.join(root, distDir, "BUILD_ID"))) throw new Error(`No build in ${distDir}: run the browser tests (or next build) first`);
    work = mkdtempSync(path.join(tmpdir(), "instances-"));
    contentDir = path.join(work, "content");
    cpSync(path.join(root, "content"), contentDir, { recursive: true });
    // The content server: the embedded repository over a copy of content/ that the test edits.
    content = await startInstance("content", { CONTENT_DIR: contentDir, DATA_DIR: path.join(work, "content-data"), OUTBOX_WORKER: "off" });
    const shared = {
      PRISMIC_API_ENDPOINT: `${content.url}/embedded-prismic/api/v2`,
      REDIS_URL: redisUrl!,
      REDIS_CACHE_PREFIX: `instances-test:${Date.now()}:`,
      DATABASE_URL: databaseUrl!,
      RATE_LIMIT_MAX: "4",
    };
    // One instance forwards the outbox; the other only stores (its worker runs elsewhere: `npm run outbox:work`).
    [one, two] = await Promise.all([
      startInstance("one", { ...shared, DATA_DIR: path.join(work, "one-data") }),
      startInstance("two", { ...shared, DATA_DIR: path.join(work, "two-data"), OUTBOX_WORKER: "off" }),
    ]);
  });

  afterAll(async () => {
    await Promise.all([stop(one), stop(two), stop(content)]);
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it("a publication received by one instance shows on the other, and only the changed page is rendered again", async () => {
    const about = "/company/about-us/";
    const article = "/blog/employee-onboarding-checklist/";
    // Both pages in the shared cache, served from it (the front's memory answers the second request).
    expect(await text(two!, about)).toContain("About Quillio");
    await page(two!, article);
    const cached = await page(two!, article);
    expect(cached.headers.get("x-cache") ?? cached.headers.get("x-nextjs-cache")).toBe("HIT");

    editDocument(contentDir, "page/about-us.json", "0KClHV1tGWYLEn", (document) => {
      document.data.title = "About Quillio, published on instance one";
    });
    await publish(content!, ["0KClHV1tGWYLEn"]);
    const answer = await publish(one!, ["0KClHV1tGWYLEn"]);
    expect(answer.everything).toBeNull();
    expect(answer.tags).toContain("prismic:doc:page:en-us:about-us");
    expect(answer.tags).not.toContain("prismic");

    const updated = await eventually(() => text(two!, about), (html) => html.includes("published on instance one"));
    expect(updated).toContain("About Quillio, published on instance one");
    // The unrelated article was not rendered again: still Next's cached entry (the publication emptied the
    // front's memory, so this request reaches Next).
    const untouched = await page(two!, article);
    expect(untouched.headers.get("x-nextjs-cache")).toBe("HIT");
    expect(await text(one!, about)).toContain("published on instance one");
  });

  it("a page whose uid changed redirects from its old path, on every instance", async () => {
    // Instance one lists its route index at start, in the background: let it finish before the content changes.
    expect((await page(one!, "/blog/compliance-training-that-works/")).status).toBe(200);
    editDocument(contentDir, "blog_article/compliance-training-that-works.json", "No6JmMrPBdPCEn", (document) => {
      document.uid = "compliance-training-that-sticks";
    });
    await publish(content!, ["No6JmMrPBdPCEn"]);
    const answer = await publish(one!, ["No6JmMrPBdPCEn"]);
    expect(answer.moved).toEqual([{ from: "/blog/compliance-training-that-works/", to: "/blog/compliance-training-that-sticks/", documentId: "No6JmMrPBdPCEn" }]);

    const moved = await eventually(() => page(two!, "/blog/compliance-training-that-works/"), (response) => response.status === 301);
    expect(moved.status).toBe(301);
    expect(new URL(moved.headers.get("location")!, two!.url).pathname).toBe("/blog/compliance-training-that-sticks/");
    const renamed = await eventually(() => page(two!, "/blog/compliance-training-that-sticks/"), (response) => response.status === 200);
    expect(renamed.status).toBe(200);

    // A new article published at the old path takes it back: no redirect hides it.
    const source = JSON.parse(readFileSync(path.join(contentDir, "documents", "blog_article", "compliance-training-that-works.json"), "utf8")) as StoredDocument[];
    const newcomer = { ...source.find((document) => document.id === "No6JmMrPBdPCEn")!, id: "InstancesTestNewEn", uid: "compliance-training-that-works", alternate_languages: [] };
    newcomer.data = { ...newcomer.data, title: "A new article at an old address" };
    writeFileSync(path.join(contentDir, "documents", "blog_article", "instances-test-new.json"), JSON.stringify([newcomer]));
    await publish(content!, ["InstancesTestNewEn"]);
    await publish(one!, ["InstancesTestNewEn"]);
    const reclaimed = await eventually(() => page(two!, "/blog/compliance-training-that-works/"), (response) => response.status === 200);
    expect(reclaimed.status).toBe(200);
    expect(await reclaimed.text()).toContain("A new article at an old address");
  });

  it("rate limits count across instances: alternating between them does not pass the limit", async () => {
    // The limits live in Redis, which outlives one run on a developer's machine: start from none.
    const redis = await createClient({ url: redisUrl }).connect();
    const counters = await redis.keys("quillio:rate:*");
    if (counters.length > 0) await redis.del(counters);
    await redis.quit();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await fetch(`${[one!, two!][i % 2].url}/api/newsletter/subscribe`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.23" },
        body: "{}",
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 4)).not.toContain(429);
    expect(statuses.slice(4)).toEqual([429, 429]);
  });

  // Last: it stops the content server.
  it("with the content system down, a page not rendered yet shows the 404 page with the error; a bot gets no error page", async () => {
    // The 404 page's cards are in the shared data cache once an instance has shown them.
    const notFound = (await (await fetch(`${one!.url}/_i18n/de/not-found.json`)).json()) as { cards: { label: string }[] };
    const labels = notFound.cards.map((card) => card.label);
    expect(labels.length).toBeGreaterThan(0);
    await stop(content);
    const article = "/de/blog/ki-kurserstellung-leitfaden/";
    expect((await page(two!, article)).status).toBe(500);

    const browser = await chromium.launch({ executablePath: testChromiumPath, args: chromiumFlags });
    try {
      const visitor = await browser.newPage();
      await visitor.goto(`${two!.url}${article}`);
      const main = visitor.locator("main[data-fatal-error]");
      await main.waitFor();
      await expect.poll(() => main.locator("h1").innerText()).toBe("Etwas ist schiefgelaufen");
      expect(await main.innerText()).toMatch(/Referenz: \w+/);
      // The 404 document's redirection cards, in the page's language, from the cache the other instance filled.
      await expect.poll(() => main.locator("li a").allInnerTexts()).toEqual(labels);
      expect(await main.getByRole("button", { name: "Erneut versuchen" }).isVisible()).toBe(true);

      const bot = await browser.newPage({ userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });
      const response = await bot.goto(`${two!.url}${article}`);
      expect(response?.status()).toBe(500);
      await bot.waitForLoadState("networkidle");
      expect(await bot.locator("main[data-fatal-error]").count()).toBe(0);
    } finally {
      await browser.close();
    }
  });
});

/** A throw-away Redis of this test's own (Debian's redis-server, which scripts/ci-instances.sh installs), to stop. */
async function startRedis(dir: string): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", dir], { stdio: "ignore" });
  const url = `redis://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    try {
      const client = await createClient({ url }).connect();
      await client.quit();
      return { url, process: child };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error("redis-server did not start");
}

describe.runIf(databaseUrl)("two instances sharing PostgreSQL, with their Redis stopped (issue 35, item 5)", () => {
  let work: string;
  let redis: { url: string; process: ChildProcess } | undefined;
  let one: Instance | undefined;
  let two: Instance | undefined;

  beforeAll(async () => {
    if (!existsSync(path.join(root, distDir, "BUILD_ID"))) throw new Error(`No build in ${distDir}: run the browser tests (or next build) first`);
    work = mkdtempSync(path.join(tmpdir(), "instances-redis-down-"));
    redis = await startRedis(work);
    const shared = {
      REDIS_URL: redis.url,
      REDIS_CACHE_PREFIX: `redis-down-test:${Date.now()}:`,
      DATABASE_URL: databaseUrl!,
      // One key on every instance, as the README asks: a challenge made by one is checked by the other.
      ALTCHA_HMAC_KEY: "instances-test-altcha-key-0123456789abcdef",
      ALTCHA_MAX_NUMBER: "50",
      // The test stands in for the proxy that appends each client's address.
      TRUSTED_PROXY_HOPS: "1",
      OUTBOX_WORKER: "off",
    };
    [one, two] = await Promise.all([
      startInstance("one", { ...shared, DATA_DIR: path.join(work, "one-data") }),
      startInstance("two", { ...shared, DATA_DIR: path.join(work, "two-data") }),
    ]);
    // Redis stops while both instances run.
    const exited = new Promise((resolve) => redis!.process.once("exit", resolve));
    redis.process.kill("SIGTERM");
    await exited;
  });

  afterAll(async () => {
    await Promise.all([stop(one), stop(two)]);
    if (redis?.process.exitCode === null) redis.process.kill("SIGKILL");
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it("refuse the 21st POST in a minute from one client, alternating between them (30 of 30 passed before)", async () => {
    const client = `198.51.100.${100 + (Date.now() % 100)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const response = await fetch(`${[one!, two!][i % 2].url}/api/newsletter/subscribe`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": client },
        body: "{}",
      });
      statuses.push(response.status);
    }
    // The default limit, 20 POSTs a minute: counted in the database both instances share.
    expect(statuses.slice(0, 20)).not.toContain(429);
    expect(statuses.slice(20)).toEqual(Array(10).fill(429));
    expect(one!.log.join("") + two!.log.join("")).toMatch(/limits are counted in the database/);
  });

  it("accept a solved proof of work once: replayed on the other instance, it is refused", async () => {
    const answer = await fetch(`${one!.url}/api/challenge?purpose=redemption&campaign=kestrel-pharma`, { headers: { "x-forwarded-for": "198.51.100.61" } });
    expect(answer.status).toBe(200);
    const challenge = (await answer.json()) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
    const proof = Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
    const claim = (instance: Instance, client: string) =>
      fetch(`${instance.url}/api/redemption/code`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": client, "x-altcha": proof },
        body: JSON.stringify({ campaign: "kestrel-pharma", locale: "en" }),
      });
    expect((await claim(one!, "198.51.100.61")).status).toBe(201);
    const replay = await claim(two!, "198.51.100.62");
    expect(replay.status).toBe(403);
    expect(((await replay.json()) as { error: { code: string } }).error.code).toBe("challenge_used");
  });
});
