import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import * as prismic from "@prismicio/client";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as assetRoute } from "@/app/content-assets/[...path]/route";
import { GET as apiRoute } from "@/app/embedded-prismic/api/v2/[[...path]]/route";
import { serveContentAsset } from "./assets";
import { createEmbeddedHandler } from "./handler";
import { ContentFileError, defaultRoots, EmbeddedRepository, loadEmbeddedContent } from "./repository";
import { createFixtureRepository, fixtureRoutes, type FixtureRepository } from "./test-fixtures";
import { testSeal } from "@/server/testing/seal";

const SITE = "http://localhost:3000";

describe("the HTTP route /embedded-prismic/api/v2", () => {
  it("serves the repository with URLs on the host the request came to", async () => {
    const response = await apiRoute(new Request(`${SITE}/embedded-prismic/api/v2`));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    const api = (await response.json()) as prismic.Repository;
    expect(api.forms.everything.action).toBe(`${SITE}/embedded-prismic/api/v2/documents/search`);
    expect(api.refs[0]).toMatchObject({ isMasterRef: true, label: "Master" });
  });

  it("answers a Prismic client pointed at it", async () => {
    // Created from an endpoint that is not on prismic.io, the client warns that it has no repository name.
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const client = prismic.createClient(`${SITE}/embedded-prismic/api/v2`, {
      fetch: (url: string) => apiRoute(new Request(url)),
    });
    warn.mockRestore();
    const query = await client.get({ lang: "*", pageSize: 5 });
    expect(query.page).toBe(1);
    for (const document of query.results) expect(document.href.startsWith(`${SITE}/embedded-prismic/api/v2/documents/search`)).toBe(true);
  });

  it("builds its absolute URLs on the public origin the server vouches for, never on an arbitrary Host", async () => {
    const request = (headers: Record<string, string>, query = "") =>
      apiRoute(new Request(`${SITE}/embedded-prismic/api/v2${query}`, { headers }));
    // Next hands the handler its own listening address; another Host is any client's word (issue 25, finding 6).
    const direct = (await (await request({ host: "cms.example:8080" })).json()) as prismic.Repository;
    expect(direct.forms.everything.action).toBe(`${SITE}/embedded-prismic/api/v2/documents/search`);
    // A development server reached under another loopback name links to that name.
    const loopback = (await (await request({ host: "localhost:8080" })).json()) as prismic.Repository;
    expect(loopback.forms.everything.action).toBe("http://localhost:8080/embedded-prismic/api/v2/documents/search");
    // Behind a trusted proxy the server's request hook sets x-public-origin, sealed (src/server/security/node-requests.mjs).
    const proxied = (await (await request({ host: "10.0.0.5:3000", "x-public-origin": "https://www.quillio.example", "x-request-seal": testSeal() })).json()) as prismic.Repository;
    expect(proxied.forms.everything.action).toBe("https://www.quillio.example/embedded-prismic/api/v2/documents/search");
    // A client's own x-public-origin (no seal) changes nothing.
    const forged = (await (await request({ host: "localhost:8080", "x-public-origin": "https://evil.example" })).json()) as prismic.Repository;
    expect(forged.forms.everything.action).toBe("http://localhost:8080/embedded-prismic/api/v2/documents/search");
    // A malformed Host changes nothing.
    const odd = (await (await request({ host: "evil.example/<x>" })).json()) as prismic.Repository;
    expect(odd.forms.everything.action).toBe(`${SITE}/embedded-prismic/api/v2/documents/search`);
    const ref = direct.refs[0].ref;
    const page = await (await request({ "x-public-origin": "https://www.quillio.example", "x-request-seal": testSeal() }, `/documents/search?ref=${ref}&lang=*&pageSize=1`)).json();
    expect(page.next_page).toMatch(/^https:\/\/www\.quillio\.example\/embedded-prismic\/api\/v2\/documents\/search\?.*page=2/);
    expect(page.results[0].href).toMatch(/^https:\/\/www\.quillio\.example\//);
  });

  it("answers unknown paths with a JSON 404", async () => {
    const response = await apiRoute(new Request(`${SITE}/embedded-prismic/api/v2/nothing-here`));
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ type: "not_found" });
  });
});

describe("the handler", () => {
  let fixture: FixtureRepository;
  let handler: ReturnType<typeof createEmbeddedHandler>;
  let ref: string;

  beforeAll(async () => {
    fixture = await createFixtureRepository();
    const repository = new EmbeddedRepository({ roots: [fixture.root], strict: true });
    handler = createEmbeddedHandler({ repository });
    ref = (await repository.content()).masterRef;
  });
  afterAll(() => fixture.remove());

  const search = (params: Record<string, string>) =>
    handler(new Request(`https://cms.example/prefix/api/v2/documents/search?${new URLSearchParams({ ref, ...params })}`));

  it("accepts orderings with or without brackets", async () => {
    for (const orderings of ["[my.author.name desc]", "my.author.name desc"]) {
      const body = await (await search({ q: '[[at(document.type, "author")]]', orderings })).json();
      expect(body.results.map((document: prismic.PrismicDocument) => document.data.name)).toEqual(["Author 2", "Author 1", "Author 0"]);
    }
  });

  it("computes urls from the routes parameter and links next pages on the same host", async () => {
    const body = await (await search({ q: '[[at(document.type, "blog_article")]]', routes: JSON.stringify(fixtureRoutes), pageSize: "2" })).json();
    expect(body.results[0].url).toMatch(/^\/(blog\/article-\d+|first-article)$/);
    expect(body.next_page).toMatch(/^https:\/\/cms\.example\/prefix\/api\/v2\/documents\/search\?.*page=2/);
  });

  it("refuses malformed parameters with 400, never 500", async () => {
    const cases: Record<string, string>[] = [
      { q: "[[at(document.type, " },
      { q: "not a query" },
      { q: '[[at(document.type, "a")] trailing]' },
      { q: '[[date.after(document.first_publication_date, "not a date")]]' },
      { q: "[[has(document.type, 3)]]" },
      { routes: "{not json" },
      { routes: '[{"type": 3}]' },
      { page: "0" },
      { page: "two" },
      { pageSize: "-5" },
    ];
    for (const params of cases) {
      const response = await search(params);
      expect(response.status, JSON.stringify(params)).toBe(400);
      expect(await response.json()).toHaveProperty("message");
    }
  });

  it("answers a missing ref with 400 and an unknown ref like the real API", async () => {
    expect((await handler(new Request("https://cms.example/api/v2/documents/search"))).status).toBe(400);
    const unknown = await handler(new Request("https://cms.example/api/v2/documents/search?ref=nope"));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ type: "api_notfound_error", message: expect.stringMatching(new RegExp(`Master ref is: ${ref}$`)) });
  });

  it("refuses other methods", async () => {
    expect((await handler(new Request("https://cms.example/api/v2", { method: "POST" }))).status).toBe(405);
  });
});

describe("loading content", () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "embedded-invalid-"));
    const valid = {
      id: "ok",
      uid: "ok",
      type: "author",
      lang: "en-us",
      first_publication_date: "2024-01-01T00:00:00+0000",
      data: { name: "Valid" },
    };
    await writeFile(path.join(root, "a-valid.json"), JSON.stringify(valid));
    await writeFile(path.join(root, "broken.json"), "{ not json");
    await writeFile(path.join(root, "no-type.json"), JSON.stringify({ ...valid, id: "no-type", type: undefined }));
    await writeFile(path.join(root, "z-duplicate.json"), JSON.stringify({ ...valid, id: "other" }));
    await writeFile(path.join(root, "lang.json"), JSON.stringify({ ...valid, id: "lang", uid: "lang", lang: "it-it" }));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it("skips an invalid file with an error naming it, and keeps the others", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const content = await loadEmbeddedContent({ roots: [root] });
    expect(content.documents.map((document) => document.id)).toEqual(["ok"]);
    const messages = error.mock.calls.map((call) => String(call[0])).join("\n");
    for (const file of ["broken.json", "no-type.json", "z-duplicate.json", "lang.json"]) expect(messages).toContain(file);
    expect(messages).toContain("type");
    error.mockRestore();
  });

  it("serves the languages of the repository's configuration file, not only the site's", async () => {
    const config = path.join(root, "..", `repository-${path.basename(root)}.json`);
    await writeFile(config, JSON.stringify({ languages: [{ id: "en-us", name: "English", is_master: true }, { id: "it-it", name: "Italiano" }] }));
    try {
      const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
      const content = await loadEmbeddedContent({ roots: [root], configFile: config });
      error.mockRestore();
      expect(content.languages.map((language) => language.id)).toEqual(["en-us", "it-it"]);
      expect(content.documents.map((document) => document.id).sort()).toEqual(["lang", "ok"]);
      // A broken configuration falls back to the site's languages (strict mode refuses it).
      await writeFile(config, JSON.stringify({ languages: [{ id: "Not A Lang", name: "x" }] }));
      const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
      expect((await loadEmbeddedContent({ roots: [root], configFile: config })).languages.map((language) => language.id)).toEqual(["en-us", "de-de", "fr-fr"]);
      expect(logged.mock.calls.map((call) => String(call[0])).join("\n")).toContain("the site's languages are used");
      logged.mockRestore();
      await expect(loadEmbeddedContent({ roots: [root], configFile: config, strict: true })).rejects.toBeInstanceOf(ContentFileError);
    } finally {
      await rm(config, { force: true });
    }
  });

  it("throws in strict mode", async () => {
    await expect(loadEmbeddedContent({ roots: [root], strict: true })).rejects.toBeInstanceOf(ContentFileError);
  });

  it("re-reads changed files at every query under next dev", async () => {
    const watched = await mkdtemp(path.join(tmpdir(), "embedded-watch-"));
    const document = { id: "w", uid: "w", type: "author", lang: "en-us", first_publication_date: "2024-01-01T00:00:00+0000", data: { name: "One" } };
    await writeFile(path.join(watched, "w.json"), JSON.stringify(document));
    const repository = new EmbeddedRepository({ roots: [watched], recheckMs: 0, strict: true });
    const before = await repository.content();
    expect(await repository.content()).toBe(before);
    await writeFile(path.join(watched, "w.json"), JSON.stringify({ ...document, data: { name: "Two, longer" } }));
    const after = await repository.content();
    expect(after.byId.get("w")?.data.name).toBe("Two, longer");
    expect(repository.isExpiredRef(before.masterRef)).toBe(true);
    await rm(watched, { recursive: true, force: true });
  });

  it("while serving, sees a changed file within the recheck interval and answers it under a new master ref", async () => {
    const folder = await mkdtemp(path.join(tmpdir(), "embedded-recheck-"));
    const document = { id: "r", uid: "r", type: "author", lang: "en-us", first_publication_date: "2024-01-01T00:00:00+0000", data: { name: "One" } };
    await writeFile(path.join(folder, "r.json"), JSON.stringify(document));
    vi.useFakeTimers({ now: Date.parse("2026-12-01T00:00:00Z"), toFake: ["Date"] });
    try {
      const repository = new EmbeddedRepository({ roots: [folder], configFile: path.join(folder, "none.json"), recheckMs: 5_000, strict: true });
      const before = await repository.content();
      await writeFile(path.join(folder, "r.json"), JSON.stringify({ ...document, data: { name: "Two, longer" } }));
      // Within the interval the files are not looked at: the same content, the same ref.
      vi.advanceTimersByTime(4_000);
      expect(await repository.content()).toBe(before);
      vi.advanceTimersByTime(1_000);
      const after = await repository.content();
      expect(after.byId.get("r")?.data.name).toBe("Two, longer");
      expect(after.masterRef).not.toBe(before.masterRef);
      expect(repository.isExpiredRef(before.masterRef)).toBe(true);
      // Nothing changed since: no new read, the same ref.
      vi.advanceTimersByTime(5_000);
      expect(await repository.content()).toBe(after);
    } finally {
      vi.useRealTimers();
      await rm(folder, { recursive: true, force: true });
    }
  });

  it("gives the content a new master ref when any file it is read from changes, the configuration included", async () => {
    const folder = await mkdtemp(path.join(tmpdir(), "embedded-ref-"));
    const config = path.join(folder, "repository.json");
    const document = { id: "c", uid: "c", type: "author", lang: "en-us", first_publication_date: "2024-01-01T00:00:00+0000", data: { name: "One" } };
    await mkdir(path.join(folder, "documents"));
    await writeFile(path.join(folder, "documents", "c.json"), JSON.stringify(document));
    await writeFile(config, JSON.stringify({ languages: [{ id: "en-us", name: "English", is_master: true }] }));
    try {
      const load = () => loadEmbeddedContent({ roots: [path.join(folder, "documents")], configFile: config, strict: true });
      const first = (await load()).masterRef;
      expect((await load()).masterRef).toBe(first);
      await writeFile(config, JSON.stringify({ languages: [{ id: "en-us", name: "English", is_master: true }], datesAsOf: "2026-11-23T00:00:00+0000" }));
      const configured = (await load()).masterRef;
      expect(configured).not.toBe(first);
      await writeFile(path.join(folder, "documents", "c.json"), JSON.stringify({ ...document, data: { name: "Two" } }));
      expect((await load()).masterRef).not.toBe(configured);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it("reads the site's content/ without a single invalid document", async () => {
    const content = await loadEmbeddedContent({ roots: defaultRoots(), strict: true });
    for (const document of content.documents) expect(["en-us", "de-de", "fr-fr"]).toContain(document.lang);
  });
});

describe("content assets", () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "content-assets-"));
    await mkdir(path.join(root, "images"));
    await writeFile(path.join(root, "images", "logo.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    await writeFile(path.join(root, "guide.pdf"), "%PDF-1.4");
    await writeFile(path.join(tmpdir(), "outside-secret.txt"), "secret");
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it("serves a file with its content type, kept as long as a page and revalidated by its ETag (names are stable)", async () => {
    const svg = await serveContentAsset(["images", "logo.svg"], root);
    expect(svg.status).toBe(200);
    expect(svg.headers.get("content-type")).toBe("image/svg+xml");
    // A file keeps its name when it changes: never `immutable` for a year.
    expect(svg.headers.get("cache-control")).toBe("public, max-age=300, must-revalidate");
    expect(await svg.text()).toContain("<svg");
    const etag = svg.headers.get("etag")!;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const unchanged = await serveContentAsset(["images", "logo.svg"], root, {}, etag);
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get("etag")).toBe(etag);
    await writeFile(path.join(root, "images", "logo.svg"), "<svg xmlns='http://www.w3.org/2000/svg'><title>new</title></svg>");
    const changed = await serveContentAsset(["images", "logo.svg"], root, {}, etag);
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain("new");
    expect(svg.headers.get("content-security-policy")).toContain("sandbox");
    expect((await serveContentAsset(["guide.pdf"], root)).headers.get("content-type")).toBe("application/pdf");
  });

  it("refuses paths that leave the folder and answers 404 for missing files", async () => {
    for (const segments of [["..", "outside-secret.txt"], ["images", "..", "..", "outside-secret.txt"], ["a/../../x"], [".env"], []]) {
      expect((await serveContentAsset(segments, root)).status, segments.join("/")).toBe(400);
    }
    expect((await serveContentAsset(["missing.png"], root)).status).toBe(404);
    expect((await serveContentAsset(["images"], root)).status).toBe(404);
  });

  it("is wired to the route", async () => {
    const response = await assetRoute(new Request(`${SITE}/content-assets/nope.png`), { params: Promise.resolve({ path: ["nope.png"] }) });
    expect(response.status).toBe(404);
  });
});
