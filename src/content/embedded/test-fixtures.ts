import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

/** Test helper: a repository of documents written to a temporary folder. */

export const ARTICLE_COUNT = 130;
export const TRANSLATED_ARTICLES = 10;

const paragraph = (text: string, spans: unknown[] = []) => ({ type: "paragraph", text, spans });
const heading = (text: string) => ({ type: "heading1", text, spans: [] });
const docLink = (id: string) => ({ link_type: "Document", id });
const pad = (n: number) => String(n).padStart(3, "0");

function date(day: number): string {
  return new Date(Date.UTC(2024, 0, 1 + day, 9, 30)).toISOString().replace(".000Z", "+0000");
}

function article(n: number, lang: string, extra: Record<string, unknown> = {}) {
  const suffix = lang === "en-us" ? "" : `-${lang.slice(0, 2)}`;
  return {
    id: `article-${pad(n)}${suffix}`,
    uid: `article-${pad(n)}${suffix}`,
    type: "blog_article",
    lang,
    tags: [n % 2 === 0 ? "even" : "odd", ...(n % 10 === 0 ? ["featured"] : [])],
    first_publication_date: date(n),
    last_publication_date: date(n + 1),
    slugs: [`article-${n}`],
    linked_documents: [],
    alternate_languages: [],
    data: {
      title: [heading(n === 7 ? "Learning with \"quotes\" and café culture" : `Article number ${n}`)],
      publication_date: `2024-${String((n % 12) + 1).padStart(2, "0")}-${String((n % 28) + 1).padStart(2, "0")}`,
      rating: n % 5,
      featured: n % 10 === 0,
      author: docLink(`author-${n % 3}`),
      category: n % 4 === 0 ? docLink("category-skills") : { link_type: "Any" },
      highlights: [
        { label: `Highlight ${n}`, link: docLink(n === 3 ? "does-not-exist" : `author-${(n + 1) % 3}`) },
      ],
      slices: [
        {
          slice_type: "text",
          variation: "default",
          primary: { text: [paragraph("Read the guide", [{ type: "hyperlink", start: 9, end: 14, data: docLink("author-0") }])] },
          items: [],
        },
      ],
      ...extra,
    },
  };
}

function author(n: number, lang: string) {
  const suffix = lang === "en-us" ? "" : `-${lang.slice(0, 2)}`;
  return {
    id: `author-${n}${suffix}`,
    uid: `author-${n}`,
    type: "author",
    lang,
    tags: ["people"],
    first_publication_date: date(0),
    last_publication_date: date(0),
    slugs: [],
    linked_documents: [],
    alternate_languages: [],
    data: { name: `Author ${n}`, role: n === 0 ? "Editor" : "Writer", bio: [paragraph(`Author ${n} writes about learning.`)] },
  };
}

export interface FixtureRepository {
  root: string;
  remove(): Promise<void>;
  write(relative: string, content: unknown): Promise<void>;
}

/** Writes the fixture set: 130 en-us articles (10 of them also in de-de and fr-fr), authors, categories, a home page. */
export async function createFixtureRepository(): Promise<FixtureRepository> {
  const root = await mkdtemp(path.join(tmpdir(), "embedded-prismic-"));
  const write = async (relative: string, content: unknown) => {
    const file = path.join(root, relative);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, typeof content === "string" ? content : JSON.stringify(content, null, 2));
  };
  const files: Promise<void>[] = [];
  for (let n = 1; n <= ARTICLE_COUNT; n++) {
    const documents =
      n <= TRANSLATED_ARTICLES ? [article(n, "en-us"), article(n, "de-de"), article(n, "fr-fr")] : article(n, "en-us");
    files.push(write(`blog_article/article-${pad(n)}.json`, documents));
  }
  for (let n = 0; n < 3; n++) files.push(write(`author/author-${n}.json`, [author(n, "en-us"), author(n, "de-de")]));
  files.push(
    write("category/categories.json", [
      {
        ...author(9, "en-us"),
        id: "category-learning",
        uid: "learning",
        type: "category",
        tags: [],
        data: { name: "Learning", parent: { link_type: "Any" } },
      },
    ]),
    write("category/skills.json", {
      ...author(9, "en-us"),
      id: "category-skills",
      uid: "skills",
      type: "category",
      tags: [],
      data: { name: "Skills", parent: docLink("category-learning") },
    }),
    write("home_page/home.json", [
      { ...author(0, "en-us"), id: "home-en", uid: null, type: "home_page", tags: [], data: { title: "Welcome" } },
      { ...author(0, "de-de"), id: "home-de", uid: null, type: "home_page", tags: [], data: { title: "Willkommen" } },
      { ...author(0, "fr-fr"), id: "home-fr", uid: null, type: "home_page", tags: [], data: { title: "Bienvenue" } },
    ]),
  );
  await Promise.all(files);
  return { root, write, remove: () => rm(root, { recursive: true, force: true }) };
}

/** Routes as the site sends them: per type and language, with an optional language prefix and a resolver. */
export const fixtureRoutes = [
  { type: "blog_article", path: "/blog/:uid" },
  { type: "blog_article", lang: "de-de", path: "/de/blog/:uid" },
  { type: "blog_article", uid: "article-001", path: "/first-article" },
  { type: "author", path: "/:lang?/authors/:uid" },
  { type: "home_page", path: "/:lang?" },
  { type: "category", path: "/topics/:parent?/:uid", resolvers: { parent: "parent" } },
];
