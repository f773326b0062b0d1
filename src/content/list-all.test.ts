import type * as prismic from "@prismicio/client";
import { describe, expect, it } from "vitest";
import { listAll, listAllByIDs } from "./list-all";

/** A client whose `get` answers pages of `total` numbered documents and records what it was asked. */
function fakeClient(total: number, { failing, moved }: { failing?: number; moved?: number } = {}) {
  const asked: { page: number; pageSize: number; filters?: unknown }[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const client = {
    async get(params: { page: number; pageSize: number; filters?: unknown }) {
      asked.push(params);
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      // Later pages answer sooner: the result must still be in the query's order.
      await new Promise((resolve) => setTimeout(resolve, 20 - Math.min(params.page, 19)));
      inFlight -= 1;
      if (params.page === failing) throw new Error("503 from the Content API");
      const start = (params.page - 1) * params.pageSize;
      const results = Array.from({ length: Math.max(0, Math.min(params.pageSize, total - start)) }, (_, index) => ({ id: `doc-${start + index}` }));
      // A publication between two pages: the next page starts with the previous page's last document again.
      if (moved !== undefined && params.page === moved) results.unshift({ id: `doc-${start - 1}` });
      return { page: params.page, total_pages: Math.ceil(total / params.pageSize), results };
    },
  } as unknown as prismic.Client;
  return { client, asked, mostInFlight: () => mostInFlight };
}

describe("listAll", () => {
  it("returns every document in the query's order, asking for the pages after the first a few at a time", async () => {
    const fake = fakeClient(1_234);
    const documents = await listAll(fake.client, { lang: "*" });
    expect(documents.map((document) => document.id)).toEqual(Array.from({ length: 1_234 }, (_, index) => `doc-${index}`));
    expect(fake.asked.map((params) => params.page).sort((a, b) => a - b)).toEqual(Array.from({ length: 13 }, (_, index) => index + 1));
    expect(fake.asked.every((params) => params.pageSize === 100)).toBe(true);
    // Side by side (the client's dangerouslyGetAll asks one page at a time, half a second apart), a few at once.
    expect(fake.mostInFlight()).toBeGreaterThan(1);
    expect(fake.mostInFlight()).toBeLessThanOrEqual(4);
  });

  it("asks once for an empty or single-page answer and keeps a smaller page size", async () => {
    const empty = fakeClient(0);
    expect(await listAll(empty.client)).toEqual([]);
    expect(empty.asked).toHaveLength(1);
    const small = fakeClient(30);
    expect(await listAll(small.client, { pageSize: 10 })).toHaveLength(30);
    expect(small.asked.map((params) => params.pageSize)).toEqual([10, 10, 10]);
  });

  it("fails as a whole when a page fails, and then asks for no further page", async () => {
    const fake = fakeClient(4_000, { failing: 3 });
    await expect(listAll(fake.client)).rejects.toThrow("503");
    // Readers still running after the rejection would go on asking (each page takes up to 20 ms here).
    await new Promise((resolve) => setTimeout(resolve, 300));
    // A few pages were asked for while page 3 was on its way (at most four at once); none of the ~30 others.
    expect(fake.asked.length).toBeLessThan(10);
  });

  it("lists a document a publication moved between two pages once", async () => {
    const fake = fakeClient(250, { moved: 2 });
    const ids = (await listAll(fake.client)).map((document) => document.id);
    expect(ids).toEqual(Array.from({ length: 250 }, (_, index) => `doc-${index}`));
  });

  it("by ids, adds the id filter to the query's own", async () => {
    const fake = fakeClient(3);
    await listAllByIDs(fake.client, ["a", "b"], { filters: ["[at(document.type, \"page\")]"] });
    expect(fake.asked[0].filters).toEqual(['[at(document.type, "page")]', '[in(document.id, ["a", "b"])]']);
    // A single filter given as a string stays one filter.
    const single = fakeClient(3);
    await listAllByIDs(single.client, ["a"], { filters: '[at(document.type, "page")]' });
    expect(single.asked[0].filters).toEqual(['[at(document.type, "page")]', '[in(document.id, ["a"])]']);
  });
});
