import * as prismic from "@prismicio/client";
import { describe, expect, it, vi } from "vitest";
import { prismicRoutes } from "@/routing/link-resolver";
import { createPrismicClient, hasRealRepository, prismicSettings, refreshEmbeddedContent } from "./client";
import { getEmbeddedRepository } from "./embedded/repository";
import { EMBEDDED_PRISMIC_ENDPOINT } from "./embedded/fetch";

describe("prismicSettings", () => {
  it("uses the embedded repository without PRISMIC_REPOSITORY_NAME", () => {
    expect(prismicSettings({})).toEqual({ repositoryName: null, endpoint: EMBEDDED_PRISMIC_ENDPOINT });
    expect(prismicSettings({ PRISMIC_REPOSITORY_NAME: "" }).repositoryName).toBeNull();
    expect(hasRealRepository({})).toBe(false);
  });

  it("uses the real repository when configured", () => {
    expect(prismicSettings({ PRISMIC_REPOSITORY_NAME: "quillio", PRISMIC_ACCESS_TOKEN: "secret" })).toEqual({
      repositoryName: "quillio",
      accessToken: "secret",
      endpoint: "https://quillio.cdn.prismic.io/api/v2",
    });
    expect(hasRealRepository({ PRISMIC_REPOSITORY_NAME: "quillio" })).toBe(true);
  });

  it("talks to another instance's Content API when PRISMIC_API_ENDPOINT names one", () => {
    const endpoint = "http://content.internal:3000/embedded-prismic/api/v2";
    expect(prismicSettings({ PRISMIC_API_ENDPOINT: endpoint })).toEqual({ repositoryName: null, endpoint, accessToken: undefined, remote: true });
    expect(hasRealRepository({ PRISMIC_API_ENDPOINT: endpoint })).toBe(false);
    expect(createPrismicClient({}, { PRISMIC_API_ENDPOINT: endpoint }).documentAPIEndpoint).toBe(endpoint);
    expect(() => prismicSettings({ PRISMIC_API_ENDPOINT: "ftp://content/api/v2" })).toThrow(/PRISMIC_API_ENDPOINT/);
    expect(() => prismicSettings({ PRISMIC_API_ENDPOINT: "https://content.example/" })).toThrow(/PRISMIC_API_ENDPOINT/);
  });

  it("refuses an invalid repository name with a clear message", () => {
    expect(() => prismicSettings({ PRISMIC_REPOSITORY_NAME: "not a name!" })).toThrow(/PRISMIC_REPOSITORY_NAME/);
  });
});

describe("createPrismicClient", () => {
  it("answers from content/ in-process, with the site's routes", async () => {
    const network = vi.spyOn(globalThis, "fetch");
    const client = createPrismicClient({}, {});
    expect(client.documentAPIEndpoint).toBe(EMBEDDED_PRISMIC_ENDPOINT);
    const repository = await client.getRepository();
    expect(repository.languages.map((language) => language.id)).toEqual(["en-us", "de-de", "fr-fr"]);
    const url = new URL(await client.buildQueryURL());
    expect(JSON.parse(url.searchParams.get("routes")!)).toEqual(prismicRoutes());
    await client.get({ lang: "*", pageSize: 1 });
    expect(network).not.toHaveBeenCalled();
    network.mockRestore();
  });

  it("talks to the real repository when configured", async () => {
    const client = createPrismicClient({ fetch: async () => Response.json({}, { status: 404 }) }, { PRISMIC_REPOSITORY_NAME: "quillio" });
    expect(client.documentAPIEndpoint).toBe("https://quillio.cdn.prismic.io/api/v2");
    expect(client.routes).toEqual(prismicRoutes());
    const production = createPrismicClient({}, { PRISMIC_REPOSITORY_NAME: "quillio", NODE_ENV: "production" });
    // The tagged data cache around each query keeps the answers; the requests are not cached twice.
    expect(production.fetchOptions).toEqual({ cache: "no-store" });
    await expect(client.getRepository()).rejects.toBeInstanceOf(prismic.RepositoryNotFoundError);
  });
});

describe("refreshEmbeddedContent", () => {
  it("re-reads content/ only when the embedded repository serves it", async () => {
    const reload = vi.spyOn(getEmbeddedRepository(), "reload");
    await refreshEmbeddedContent({ PRISMIC_REPOSITORY_NAME: "quillio" });
    expect(reload).not.toHaveBeenCalled();
    await refreshEmbeddedContent({});
    expect(reload).toHaveBeenCalledOnce();
    reload.mockRestore();
  });
});
