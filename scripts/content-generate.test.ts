import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { isValidParam } from "../src/routing/routes";
import { generateArticles } from "./content-generate";

const ROOT = path.resolve(__dirname, "..");
const out = mkdtempSync(path.join(tmpdir(), "content-generate-"));
afterAll(() => rmSync(out, { recursive: true, force: true }));

function seedIds(): Set<string> {
  const ids = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else for (const doc of JSON.parse(readFileSync(full, "utf8")) as { id: string }[]) ids.add(doc.id);
    }
  };
  walk(path.join(ROOT, "content/documents"));
  return ids;
}

describe("content:generate", () => {
  it("writes linked, translated articles to its own folder", async () => {
    const documents = await generateArticles(12, out);
    const files = readdirSync(path.join(out, "blog_article"));
    expect(files).toHaveLength(12);
    const groups = files.map((file) => JSON.parse(readFileSync(path.join(out, "blog_article", file), "utf8")) as {
      id: string;
      uid: string;
      lang: string;
      alternate_languages: { id: string }[];
      data: { author: { id: string }; category: { id: string }; tags: { tag: { id: string } }[] };
    }[]);
    expect(groups.flat()).toHaveLength(documents);
    // Every article in English, most also in German and French.
    expect(groups.every((group) => group.some((doc) => doc.lang === "en-us"))).toBe(true);
    expect(groups.some((group) => group.length === 3)).toBe(true);
    expect(groups.some((group) => group.length === 1)).toBe(true);

    const seed = seedIds();
    const uids = new Set<string>();
    for (const group of groups) {
      for (const doc of group) {
        expect(isValidParam(doc.uid)).toBe(true);
        expect(uids.has(`${doc.lang}/${doc.uid}`)).toBe(false);
        uids.add(`${doc.lang}/${doc.uid}`);
        expect(seed.has(doc.id)).toBe(false);
        for (const link of [doc.data.author, doc.data.category, ...doc.data.tags.map((t) => t.tag)]) expect(seed.has(link.id)).toBe(true);
        expect(doc.alternate_languages.map((a) => a.id).sort()).toEqual(group.filter((o) => o !== doc).map((o) => o.id).sort());
      }
    }
  });

  it("is deterministic", async () => {
    await generateArticles(3, out);
    const first = readFileSync(path.join(out, "blog_article", "generated-000002.json"), "utf8");
    await generateArticles(3, out);
    expect(readFileSync(path.join(out, "blog_article", "generated-000002.json"), "utf8")).toBe(first);
  });

  it("rejects an invalid count", async () => {
    await expect(generateArticles(0, out)).rejects.toThrow(RangeError);
    await expect(generateArticles(Number.NaN, out)).rejects.toThrow(RangeError);
  });
});
