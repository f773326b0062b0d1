/**
 * Generates blog articles for scale tests into content/generated/ (git-ignored), linked to the
 * seed's authors, categories and tags. The seed in content/documents/ is never touched.
 *
 *   npm run content:generate -- --articles 5000
 *
 * Every article exists in English; two in three also in German, one in two also in French.
 * Output is deterministic: the same count always writes the same documents.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { registerExistingAssets } from "./seed/assets";
import { AUTHORS, CATEGORIES, TAGS, type AuthorKey, type CategoryKey, type TagKey } from "./seed/content/blog";
import { ARTICLE_THUMBS } from "./seed/content/media";
import { defineGroup, docLink, image, ROOT, type Lang, type PerLang } from "./seed/lib";

const OUT_DIR = path.join(ROOT, "content/generated");
const MAX_ARTICLES = 100_000;

const topics: PerLang<string>[] = [
  { en: "peer feedback", de: "Peer-Feedback", fr: "retours entre pairs" },
  { en: "onboarding", de: "Onboarding", fr: "intégration" },
  { en: "compliance training", de: "Compliance-Schulungen", fr: "formations réglementaires" },
  { en: "skills mapping", de: "Kompetenzmanagement", fr: "cartographie des compétences" },
  { en: "manager coaching", de: "Coaching durch Führungskräfte", fr: "coaching managérial" },
  { en: "microlearning", de: "Microlearning", fr: "microlearning" },
  { en: "AI course authoring", de: "KI-Kurserstellung", fr: "création de cours par IA" },
  { en: "learning paths", de: "Lernpfade", fr: "parcours d'apprentissage" },
  { en: "sales enablement", de: "Sales Enablement", fr: "formation commerciale" },
  { en: "knowledge sharing", de: "Wissensaustausch", fr: "partage de connaissances" },
];
const audiences: PerLang<string>[] = [
  { en: "retail teams", de: "Teams im Handel", fr: "les équipes en magasin" },
  { en: "hybrid teams", de: "hybride Teams", fr: "les équipes hybrides" },
  { en: "engineering teams", de: "Engineering-Teams", fr: "les équipes techniques" },
  { en: "customer support", de: "den Kundenservice", fr: "le support client" },
  { en: "frontline workers", de: "Beschäftigte an der Front", fr: "les équipes terrain" },
  { en: "new managers", de: "neue Führungskräfte", fr: "les nouveaux managers" },
];
const angles: { title: PerLang<(topic: string, audience: string, n: number) => string> }[] = [
  { title: { en: (t, a, n) => `${n} lessons on ${t} for ${a}`, de: (t, a, n) => `${n} Lektionen zu ${t} für ${a}`, fr: (t, a, n) => `${n} leçons sur ${t} pour ${a}` } },
  { title: { en: (t, a) => `How to start with ${t} for ${a}`, de: (t, a) => `So starten Sie mit ${t} für ${a}`, fr: (t, a) => `Comment démarrer ${t} pour ${a}` } },
  { title: { en: (t, a) => `${cap(t)} for ${a}: common mistakes`, de: (t, a) => `${cap(t)} für ${a}: häufige Fehler`, fr: (t, a) => `${cap(t)} pour ${a} : les erreurs fréquentes` } },
  { title: { en: (t, a, n) => `Measuring ${t} with ${a} in ${n} weeks`, de: (t, a, n) => `${cap(t)} mit ${a} in ${n} Wochen messen`, fr: (t, a, n) => `Mesurer ${t} avec ${a} en ${n} semaines` } },
];
const paragraphs: PerLang<(topic: string, audience: string) => string>[] = [
  {
    en: (t, a) => `Most companies treat ${t} as a project. The ones that succeed with ${a} treat it as a habit, repeated every week.`,
    de: (t, a) => `Die meisten Unternehmen behandeln ${t} als Projekt. Wer bei ${a} Erfolg hat, macht daraus eine Gewohnheit, jede Woche wiederholt.`,
    fr: (t, a) => `La plupart des entreprises traitent ${t} comme un projet. Celles qui réussissent avec ${a} en font une habitude, répétée chaque semaine.`,
  },
  {
    en: (t) => `Start small: one team, one question, one short course about ${t}. Then let the people who answered it teach the next team.`,
    de: (t) => `Fangen Sie klein an: ein Team, eine Frage, ein kurzer Kurs zu ${t}. Dann lassen Sie diejenigen, die sie beantwortet haben, das nächste Team schulen.`,
    fr: (t) => `Commencez petit : une équipe, une question, un cours court sur ${t}. Puis laissez celles et ceux qui y ont répondu former l'équipe suivante.`,
  },
  {
    en: (_, a) => `Measure what ${a} feel, not what the platform counts: time saved, questions that stop being asked, confidence.`,
    de: (_, a) => `Messen Sie, was ${a} spüren, nicht was die Plattform zählt: gesparte Zeit, Fragen, die nicht mehr gestellt werden, Sicherheit.`,
    fr: (_, a) => `Mesurez ce que ressentent ${a}, pas ce que compte la plateforme : le temps gagné, les questions qui disparaissent, la confiance.`,
  },
];
const headings: PerLang<string>[] = [
  { en: "Why it matters", de: "Warum es wichtig ist", fr: "Pourquoi c'est important" },
  { en: "Where to start", de: "Wo Sie anfangen", fr: "Par où commencer" },
  { en: "How to measure it", de: "Wie Sie es messen", fr: "Comment le mesurer" },
];

function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
}

function languagesOf(index: number): Lang[] {
  return ["en", ...(index % 3 !== 2 ? (["de"] as const) : []), ...(index % 2 === 0 ? (["fr"] as const) : [])];
}

/** Writes `count` generated articles to `outDir` (emptied first); returns the number of documents. */
export async function generateArticles(count: number, outDir = OUT_DIR): Promise<number> {
  if (!Number.isInteger(count) || count < 1 || count > MAX_ARTICLES) {
    throw new RangeError(`--articles must be a whole number between 1 and ${MAX_ARTICLES}`);
  }
  await registerExistingAssets();
  rmSync(outDir, { recursive: true, force: true });
  const dir = path.join(outDir, "blog_article");
  mkdirSync(dir, { recursive: true });
  const authors = Object.keys(AUTHORS) as AuthorKey[];
  const categories = Object.keys(CATEGORIES) as CategoryKey[];
  const tags = Object.keys(TAGS) as TagKey[];
  const start = Date.UTC(2020, 0, 1);
  const span = Date.UTC(2026, 0, 1) - start;
  let documents = 0;
  for (let i = 0; i < count; i++) {
    const topic = topics[i % topics.length];
    const audience = audiences[Math.floor(i / topics.length) % audiences.length];
    const angle = angles[i % angles.length];
    const n = 3 + (i % 9);
    const published = new Date(start + Math.floor((span * i) / count)).toISOString().replace(/\.\d{3}Z$/, "+0000");
    const name = `generated-${String(i + 1).padStart(6, "0")}`;
    const title = (lang: Lang) => cap(angle.title[lang](topic[lang], audience[lang], n));
    const langs = languagesOf(i);
    const group = defineGroup({
      type: "blog_article",
      name,
      langs: Object.fromEntries(langs.map((lang) => [lang, { uid: `${slugify(title(lang))}-${i + 1}`, published }])),
      data: (lang, tr, r) => ({
        thumbnail: image(`thumb-${ARTICLE_THUMBS[i % ARTICLE_THUMBS.length]}.webp`, title(lang)),
        title: title(lang),
        short_title: cap(topic[lang]),
        description: paragraphs[0][lang](topic[lang], audience[lang]),
        author: docLink("author", authors[i % authors.length], lang),
        category: docLink("category", categories[i % categories.length], lang),
        article_type: "article",
        publication_datetime: published,
        duration: 3 + (i % 10),
        tags: [tags[i % tags.length], tags[(i + 2) % tags.length]].map((tag) => ({ tag: docLink("tag", tag, lang) })),
        content: [
          r.p(paragraphs[0][lang](topic[lang], audience[lang])),
          ...headings.flatMap((heading, h) => [r.h2(tr(heading)), r.p(paragraphs[h % paragraphs.length][lang](topic[lang], audience[lang]))]),
        ],
        meta_title: `${title(lang)} | Quillio`,
        meta_description: paragraphs[0][lang](topic[lang], audience[lang]),
      }),
    });
    writeFileSync(path.join(dir, `${name}.json`), `${JSON.stringify(group.documents)}\n`);
    documents += group.documents.length;
  }
  return documents;
}

async function main() {
  const { values } = parseArgs({ options: { articles: { type: "string", default: "1000" } } });
  const count = Number(values.articles);
  try {
    const documents = await generateArticles(count);
    console.log(`Generated ${count} articles (${documents} documents) in ${path.relative(ROOT, OUT_DIR)}/`);
  } catch (error) {
    if (error instanceof RangeError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
}

// Run only as a script, not when a test imports generateArticles.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
