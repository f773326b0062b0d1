// The contract: every query method and every filter of the real @prismicio/client, run against the embedded
// repository, answers as the Content API would. A method or filter that a new client version adds fails the
// first test until it is covered here.
import * as prismic from "@prismicio/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEmbeddedFetch, EMBEDDED_PRISMIC_ENDPOINT } from "./fetch";
import { EmbeddedRepository } from "./repository";
import { ARTICLE_COUNT, createFixtureRepository, fixtureRoutes, TRANSLATED_ARTICLES, type FixtureRepository } from "./test-fixtures";

let fixture: FixtureRepository;
let client: prismic.Client;

beforeAll(async () => {
  fixture = await createFixtureRepository();
  const repository = new EmbeddedRepository({ roots: [fixture.root], strict: true });
  client = prismic.createClient("embedded", { documentAPIEndpoint: EMBEDDED_PRISMIC_ENDPOINT, fetch: createEmbeddedFetch({ repository }), routes: fixtureRoutes });
});

afterAll(async () => {
  await fixture.remove();
});

const ids = (documents: prismic.PrismicDocument[]) => documents.map((document) => document.id);
const englishArticles = ARTICLE_COUNT;

/** Points the shared client at another ref for one check, then back at the latest content. */
async function readingFrom(select: () => void, check: () => Promise<void>): Promise<void> {
  select();
  try {
    await check();
  } finally {
    client.queryLatestContent();
  }
}

/** The embedded repository publishes directly: a release it does not have is an error, as on Prismic. */
const noSuchRelease = () => expect(client.getByType("author")).rejects.toBeInstanceOf(prismic.PrismicError);

/** Each public method of the client, and what the embedded repository answers to it. */
const methods: Record<string, () => Promise<void>> = {
  async get() {
    const page = await client.get({ filters: [prismic.filter.at("document.type", "blog_article")], pageSize: 10, page: 2 });
    expect(page).toMatchObject({ page: 2, results_per_page: 10, results_size: 10, total_results_size: englishArticles });
    expect(page.next_page).toMatch(/page=3/);
    expect(page.prev_page).toMatch(/page=1/);
  },
  async getFirst() {
    const first = await client.getFirst({ filters: [prismic.filter.at("document.type", "author")], orderings: { field: "my.author.name", direction: "desc" } });
    expect(first.data.name).toBe("Author 2");
    await expect(client.getFirst({ filters: [prismic.filter.at("document.type", "nothing")] })).rejects.toBeInstanceOf(prismic.NotFoundError);
  },
  async dangerouslyGetAll() {
    expect(await client.dangerouslyGetAll({ filters: [prismic.filter.at("document.type", "blog_article")] })).toHaveLength(englishArticles);
  },
  async getByID() {
    expect((await client.getByID("article-001-de", { lang: "de-de" })).uid).toBe("article-001-de");
  },
  async getByIDs() {
    expect(ids((await client.getByIDs(["article-002", "article-001"])).results).sort()).toEqual(["article-001", "article-002"]);
  },
  async getAllByIDs() {
    const wanted = Array.from({ length: 120 }, (_, i) => `article-${String(i + 1).padStart(3, "0")}`);
    expect(await client.getAllByIDs(wanted)).toHaveLength(120);
  },
  async getByUID() {
    const article = await client.getByUID("blog_article", "article-005");
    expect(article.url).toBe("/blog/article-005");
    await expect(client.getByUID("blog_article", "no-such-uid")).rejects.toBeInstanceOf(prismic.NotFoundError);
  },
  async getByUIDs() {
    expect((await client.getByUIDs("blog_article", ["article-003", "article-004"])).results).toHaveLength(2);
  },
  async getAllByUIDs() {
    expect(await client.getAllByUIDs("author", ["author-0", "author-1", "author-2"])).toHaveLength(3);
  },
  async getSingle() {
    expect((await client.getSingle("home_page", { lang: "fr-fr" })).data.title).toBe("Bienvenue");
  },
  async getByType() {
    expect((await client.getByType("author")).total_results_size).toBe(3);
  },
  async getAllByType() {
    expect(await client.getAllByType("blog_article", { lang: "de-de" })).toHaveLength(TRANSLATED_ARTICLES);
  },
  async getByTag() {
    expect((await client.getByTag("featured")).total_results_size).toBe(englishArticles / 10);
  },
  async getAllByTag() {
    expect(await client.getAllByTag("people", { lang: "*" })).toHaveLength(6);
  },
  async getByEveryTag() {
    expect((await client.getByEveryTag(["even", "featured"])).total_results_size).toBe(englishArticles / 10);
  },
  async getAllByEveryTag() {
    expect(await client.getAllByEveryTag(["odd", "featured"])).toHaveLength(0);
  },
  async getBySomeTags() {
    expect((await client.getBySomeTags(["odd", "people"])).total_results_size).toBe(englishArticles / 2 + 3);
  },
  async getAllBySomeTags() {
    expect(await client.getAllBySomeTags(["featured", "people"])).toHaveLength(englishArticles / 10 + 3);
  },
  async getRepository() {
    const repository = await client.getRepository();
    expect(repository.languages.map((language) => language.id)).toEqual(["en-us", "de-de", "fr-fr"]);
    expect(repository.forms.everything.action).toBe(`${EMBEDDED_PRISMIC_ENDPOINT}/documents/search`);
  },
  async getRefs() {
    expect(await client.getRefs()).toEqual([expect.objectContaining({ id: "master", isMasterRef: true })]);
  },
  async getRefByID() {
    expect((await client.getRefByID("master")).isMasterRef).toBe(true);
  },
  async getRefByLabel() {
    expect((await client.getRefByLabel("Master")).id).toBe("master");
  },
  async getMasterRef() {
    expect((await client.getMasterRef()).ref).toMatch(/\S+/);
  },
  async getReleases() {
    // The embedded repository publishes directly: no releases.
    expect(await client.getReleases()).toEqual([]);
  },
  async getReleaseByID() {
    await expect(client.getReleaseByID("some-release")).rejects.toBeInstanceOf(prismic.PrismicError);
  },
  async getReleaseByLabel() {
    await expect(client.getReleaseByLabel("Spring")).rejects.toBeInstanceOf(prismic.PrismicError);
  },
  async getTags() {
    expect((await client.getTags()).sort()).toEqual(["even", "featured", "odd", "people"]);
  },
  async buildQueryURL() {
    const url = new URL(await client.buildQueryURL({ filters: [prismic.filter.at("document.type", "author")], lang: "*" }));
    expect(url.origin + url.pathname).toBe(`${EMBEDDED_PRISMIC_ENDPOINT}/documents/search`);
    expect(url.searchParams.get("ref")).toBe((await client.getMasterRef()).ref);
  },
  async resolvePreviewURL() {
    expect(await client.resolvePreviewURL({ defaultURL: "/" })).toBe("/");
    const masterRef = (await client.getMasterRef()).ref;
    expect(await client.resolvePreviewURL({ documentID: "article-009", previewToken: masterRef, defaultURL: "/" })).toBe("/blog/article-009");
  },
  async queryLatestContent() {
    client.queryLatestContent();
    expect((await client.getByType("author")).total_results_size).toBe(3);
  },
  async queryContentFromRef() {
    const masterRef = (await client.getMasterRef()).ref;
    await readingFrom(
      () => client.queryContentFromRef(masterRef),
      async () => expect((await client.getByUID("author", "author-1")).data.name).toBe("Author 1"),
    );
  },
  async queryContentFromReleaseByID() {
    await readingFrom(() => client.queryContentFromReleaseByID("no-such-release"), noSuchRelease);
  },
  async queryContentFromReleaseByLabel() {
    await readingFrom(() => client.queryContentFromReleaseByLabel("no-such-release"), noSuchRelease);
  },
  async enableAutoPreviews() {
    client.enableAutoPreviews();
    expect((await client.getByType("author")).total_results_size).toBe(3);
  },
  async enableAutoPreviewsFromReq() {
    // A request without a preview cookie reads the master ref.
    client.enableAutoPreviewsFromReq({ headers: { cookie: "" } });
    try {
      expect((await client.getByType("author")).total_results_size).toBe(3);
    } finally {
      client.disableAutoPreviews();
    }
  },
  async disableAutoPreviews() {
    client.disableAutoPreviews();
    expect((await client.getByType("author")).total_results_size).toBe(3);
  },
  async graphQLFetch() {
    // Prismic's GraphQL API is a separate service the embedded repository does not offer: a clear error, not a crash.
    const graphql = `${EMBEDDED_PRISMIC_ENDPOINT.replace(/\/api\/v2$/, "")}/graphql?query=${encodeURIComponent("{ allAuthors { totalCount } }")}`;
    await expect(client.graphQLFetch(graphql)).rejects.toThrow(/is not the embedded Prismic repository/);
  },
};

/** Each filter helper, a query using it, and the documents it must select (English articles unless said). */
const filters: Record<string, [string, (documents: prismic.PrismicDocument[]) => void]> = {
  at: [prismic.filter.at("my.blog_article.uid", "article-010"), (found) => expect(ids(found)).toEqual(["article-010"])],
  not: [prismic.filter.not("document.tags", ["odd"]), (found) => expect(found).toHaveLength(englishArticles / 2)],
  any: [prismic.filter.any("my.blog_article.uid", ["article-001", "article-002", "nope"]), (found) => expect(found).toHaveLength(2)],
  in: [prismic.filter.in("document.id", ["article-001", "article-130"]), (found) => expect(found).toHaveLength(2)],
  fulltext: [prismic.filter.fulltext("document", "café"), (found) => expect(ids(found)).toEqual(["article-007"])],
  // Every fourth article links a category; the others' link is empty.
  has: [prismic.filter.has("my.blog_article.category"), (found) => expect(found).toHaveLength(Math.floor(englishArticles / 4))],
  missing: [prismic.filter.missing("my.blog_article.category"), (found) => expect(found).toHaveLength(englishArticles - Math.floor(englishArticles / 4))],
  similar: [
    prismic.filter.similar("article-001", 5),
    (found) => {
      expect(found.length).toBeGreaterThan(0);
      expect(ids(found)).not.toContain("article-001");
    },
  ],
  geopointNear: [prismic.filter.geopointNear("my.blog_article.location", 48.85, 2.35, 10), (found) => expect(found).toEqual([])],
  numberLessThan: [prismic.filter.numberLessThan("my.blog_article.rating", 1), (found) => expect(found.every((document) => document.data.rating === 0)).toBe(true)],
  numberGreaterThan: [prismic.filter.numberGreaterThan("my.blog_article.rating", 3), (found) => expect(found.every((document) => document.data.rating === 4)).toBe(true)],
  numberInRange: [prismic.filter.numberInRange("my.blog_article.rating", 1, 2), (found) => expect(found.every((document) => [1, 2].includes(document.data.rating as number))).toBe(true)],
  dateAfter: [prismic.filter.dateAfter("document.first_publication_date", "2024-05-01"), (found) => expect(found.length).toBeGreaterThan(0)],
  dateBefore: [prismic.filter.dateBefore("document.first_publication_date", "2024-01-05"), (found) => expect(ids(found).sort()).toEqual(["article-001", "article-002", "article-003"])],
  dateBetween: [prismic.filter.dateBetween("document.first_publication_date", "2024-01-02", "2024-01-04"), (found) => expect(ids(found).sort()).toEqual(["article-001", "article-002"])],
  dateDayOfMonth: [prismic.filter.dateDayOfMonth("document.first_publication_date", 2), (found) => expect(found.every((document) => new Date(document.first_publication_date).getUTCDate() === 2)).toBe(true)],
  dateDayOfMonthAfter: [prismic.filter.dateDayOfMonthAfter("document.first_publication_date", 28), (found) => expect(found.every((document) => new Date(document.first_publication_date).getUTCDate() > 28)).toBe(true)],
  dateDayOfMonthBefore: [prismic.filter.dateDayOfMonthBefore("document.first_publication_date", 3), (found) => expect(found.every((document) => new Date(document.first_publication_date).getUTCDate() < 3)).toBe(true)],
  dateDayOfWeek: [prismic.filter.dateDayOfWeek("document.first_publication_date", "monday"), (found) => expect(found.every((document) => new Date(document.first_publication_date).getUTCDay() === 1)).toBe(true)],
  dateDayOfWeekAfter: [prismic.filter.dateDayOfWeekAfter("document.first_publication_date", "friday"), (found) => expect(found.every((document) => [0, 6].includes(new Date(document.first_publication_date).getUTCDay()))).toBe(true)],
  dateDayOfWeekBefore: [prismic.filter.dateDayOfWeekBefore("document.first_publication_date", "tuesday"), (found) => expect(found.every((document) => [0, 1].includes(new Date(document.first_publication_date).getUTCDay()))).toBe(true)],
  dateMonth: [prismic.filter.dateMonth("document.first_publication_date", "february"), (found) => expect(found.every((document) => new Date(document.first_publication_date).getUTCMonth() === 1)).toBe(true)],
  dateMonthAfter: [prismic.filter.dateMonthAfter("document.first_publication_date", "april"), (found) => expect(found.every((document) => new Date(document.first_publication_date).getUTCMonth() > 3)).toBe(true)],
  dateMonthBefore: [prismic.filter.dateMonthBefore("document.first_publication_date", "february"), (found) => expect(found.every((document) => new Date(document.first_publication_date).getUTCMonth() === 0)).toBe(true)],
  dateYear: [prismic.filter.dateYear("document.first_publication_date", 2024), (found) => expect(found.length).toBeGreaterThan(100)],
  dateHour: [prismic.filter.dateHour("document.first_publication_date", 9), (found) => expect(found).toHaveLength(englishArticles)],
  dateHourAfter: [prismic.filter.dateHourAfter("document.first_publication_date", 9), (found) => expect(found).toEqual([])],
  dateHourBefore: [prismic.filter.dateHourBefore("document.first_publication_date", 10), (found) => expect(found).toHaveLength(englishArticles)],
};

describe("contract of the embedded Content API with @prismicio/client", () => {
  it("covers every public method of the client and every filter", () => {
    const names = new Set<string>();
    for (let proto = Object.getPrototypeOf(client); proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
      for (const name of Object.getOwnPropertyNames(proto)) {
        if (name !== "constructor" && !name.startsWith("_") && typeof (client as unknown as Record<string, unknown>)[name] === "function") names.add(name);
      }
    }
    expect([...names].filter((name) => !(name in methods)).sort()).toEqual([]);
    expect(Object.keys(prismic.filter).filter((name) => !(name in filters)).sort()).toEqual([]);
  });

  for (const [name, run] of Object.entries(methods)) it(`client.${name}`, run);

  for (const [name, [filter, check]] of Object.entries(filters)) {
    it(`filter.${name}`, async () => {
      check(await client.dangerouslyGetAll({ filters: [prismic.filter.at("document.type", "blog_article"), filter] }));
    });
  }

  it("answers errors in the Content API's shapes, which the client turns into its own errors", async () => {
    const parsing = await client.get({ filters: ["[at(document.type, "] }).catch((error: unknown) => error);
    expect(parsing).toBeInstanceOf(prismic.ParsingError);
    expect((parsing as prismic.ParsingError).response).toMatchObject({ type: "parsing-error", message: expect.any(String), pos: { line: 1, column: expect.any(Number) } });
    // An unknown ref: the API's 404 body, on which the client retries with the master ref.
    const fetchApi = createEmbeddedFetch({ repository: new EmbeddedRepository({ roots: [fixture.root], strict: true }) });
    const unknownRef = await fetchApi(`${EMBEDDED_PRISMIC_ENDPOINT}/documents/search?ref=no-such-ref`);
    expect(unknownRef.status).toBe(404);
    expect(await unknownRef.json()).toEqual({ type: "api_notfound_error", message: expect.stringMatching(/^Ref not found\. .*Master ref is: \S+$/) });
    expect((await client.get({ ref: "no-such-ref" })).total_results_size).toBeGreaterThan(0);
    const missingRef = await fetchApi(`${EMBEDDED_PRISMIC_ENDPOINT}/documents/search`);
    expect(missingRef.status).toBe(400);
    expect(await missingRef.json()).toMatchObject({ type: "api_validation_error" });
  });
});
