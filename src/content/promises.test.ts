/**
 * Every word true (issue 36): what the seed's pages promise is what they deliver. A gated page hands out the document
 * its words name, with as many pages as it says; every call to action of the seed leads where its label says, by the
 * list below (each label reviewed in its language: a label missing from the list fails until someone reviews it).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { DEFAULT_OUTSIDE_HOSTS } from "@/config/hosts";
import { validTimeZone } from "@/content/calendar/time-zone";
import { findGatedDelivery } from "@/content/queries/gated";
import { formPageUids } from "@/routing/routes";

type Lang = "en" | "de" | "fr";
interface Doc {
  id: string;
  uid: string | null;
  type: string;
  lang: string;
  data: Record<string, unknown>;
}
type Link = { link_type?: string; id?: string; url?: string; kind?: string; name?: string };

const ROOT = path.resolve(__dirname, "../..");
const documents: Doc[] = readdirSync(path.join(ROOT, "content/documents"), { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".json"))
  .flatMap((file) => JSON.parse(readFileSync(path.join(ROOT, "content/documents", file), "utf8")) as Doc[]);
const byId = new Map(documents.map((doc) => [doc.id, doc]));
const langOf = (doc: Doc) => doc.lang.slice(0, 2) as Lang;

/** Plain text of a field: a string, or rich text's blocks. */
const text = (value: unknown): string =>
  typeof value === "string" ? value : Array.isArray(value) ? value.map((block) => (block as { text?: string }).text ?? "").join(" ") : "";
/** The words of a document, every field and slice. */
const wordsOf = (value: unknown): string =>
  typeof value === "string" ? value : Array.isArray(value) ? value.map(wordsOf).join(" ") : value && typeof value === "object" ? Object.values(value).map(wordsOf).join(" ") : "";
/** Titles as the PDF's metadata holds them (WinAnsi: typographic quotes become plain ones). */
const comparable = (value: string) => value.replace(/[’‘]/g, "'").replace(/\s+/g, " ").trim();

async function pdf(url: string): Promise<{ title: string; pages: number }> {
  const file = readFileSync(path.join(ROOT, "content/assets", decodeURIComponent(url.replace(/^\/content-assets\//, ""))));
  const document = await PDFDocument.load(file, { updateMetadata: false });
  return { title: document.getTitle() ?? "", pages: document.getPageCount() };
}

/** Every "12 pages" / "12 Seiten" a text states. */
const statedPageCounts = (words: string) => [...words.matchAll(/(\d+)\s+(?:pages|Seiten)\b/g)].map((match) => Number(match[1]));

describe("a gated page delivers what it says", () => {
  const gatedPages = documents.filter(
    (doc) => doc.type === "gated_ebook_lp" || (doc.type === "collaborative_learning_book" && (doc.data.form as Link | undefined)?.link_type === "Document"),
  );

  it("covers every gated ebook and the book, in every language", () => {
    expect(gatedPages.filter((doc) => doc.type === "collaborative_learning_book").map(langOf).sort()).toEqual(["de", "en", "fr"]);
    expect(gatedPages.filter((doc) => doc.type === "gated_ebook_lp").length).toBeGreaterThanOrEqual(5);
  });

  it.each(gatedPages.map((doc) => [`${doc.type}/${doc.uid ?? doc.id} (${doc.lang})`, doc] as const))("%s: the file's title is the page's and its page count the one the page states", async (_name, doc) => {
    const delivery = await findGatedDelivery(doc.id);
    expect(delivery, "the page hands out a file").not.toBeNull();
    const file = await pdf(delivery!.url);
    const title = text(doc.data.title);
    expect(comparable(file.title)).toBe(comparable(title));
    expect(delivery!.title).toBe(title);
    for (const stated of statedPageCounts(wordsOf(doc.data))) expect(stated, `${doc.type} (${doc.lang}) says ${stated} pages`).toBe(file.pages);
  });

  it("the book's pages say how long the book is, and the download is that book", async () => {
    for (const doc of gatedPages.filter((candidate) => candidate.type === "collaborative_learning_book")) {
      const file = await pdf((await findGatedDelivery(doc.id))!.url);
      expect(statedPageCounts(wordsOf(doc.data.subtitle))).toEqual([file.pages]);
    }
  });
});

describe("an event held in person is told in its own time", () => {
  it("names a zone Intl knows for every live event with a place", () => {
    const events = documents.filter((doc) => doc.type === "live_event" && text(doc.data.location));
    expect(events.length).toBeGreaterThanOrEqual(4);
    expect(events.filter((doc) => !validTimeZone(doc.data.time_zone)).map((doc) => `${doc.uid} (${doc.lang})`)).toEqual([]);
  });
});

// ------------------------------------------------------------------------------------------------ calls to action

type Destination = { kind: "document"; doc: Doc } | { kind: "media"; url: string } | { kind: "web"; url: URL } | { kind: "broken" };

function destination(link: Link): Destination {
  if (link.link_type === "Document" && link.id) {
    const doc = byId.get(link.id);
    return doc ? { kind: "document", doc } : { kind: "broken" };
  }
  if (link.link_type === "Media" && link.url) return { kind: "media", url: link.url };
  if (link.link_type === "Web" && link.url && URL.canParse(link.url)) return { kind: "web", url: new URL(link.url) };
  return { kind: "broken" };
}

const isDoc = (target: Destination, type: string): target is { kind: "document"; doc: Doc } => target.kind === "document" && target.doc.type === type;
const formType = (target: Destination) => (isDoc(target, "form_config") ? target.doc.data.form_type : null);
const linkedForm = (doc: Doc, field: string) => {
  const form = destination((doc.data[field] ?? {}) as Link);
  return isDoc(form, "form_config") ? form.doc : null;
};
const formPage = (key: keyof typeof formPageUids) => (target: Destination, lang: Lang) => isDoc(target, "form_page") && target.doc.uid === formPageUids[key][lang];
const page = (type: string) => (target: Destination) => isDoc(target, type);
const anyOf =
  (...checks: ((target: Destination, lang: Lang) => boolean)[]) =>
  (target: Destination, lang: Lang) =>
    checks.some((check) => check(target, lang));
const learningApp = (pathname: string) => (target: Destination) =>
  target.kind === "web" && target.url.origin === DEFAULT_OUTSIDE_HOSTS.learningApp && target.url.pathname === pathname;
/** A PDF whose file says what it is. */
const pdfNamed = (name: RegExp) => (target: Destination) => target.kind === "media" && target.url.endsWith(".pdf") && name.test(target.url);
/** A page offering that PDF through a call to action of its own. */
const pageOffering = (name: RegExp) => (target: Destination) =>
  target.kind === "document" && callsToAction(target.doc).some((cta) => pdfNamed(name)(destination(cta.link)));

/** What each label promises, reviewed per language; a label the seed uses must be here. */
const intents: { promise: string; labels: Record<Lang, string[]>; leadsTo: (target: Destination, lang: Lang) => boolean }[] = [
  {
    promise: "a demo",
    labels: { en: ["Book a demo", "Discuss your numbers with us"], de: ["Demo buchen", "Ihre Zahlen mit uns besprechen"], fr: ["Demander une démo", "Réserver une démo", "Discuter de vos chiffres avec nous"] },
    leadsTo: anyOf(formPage("demo"), (target) => formType(target) === "demo"),
  },
  {
    promise: "the contact form",
    labels: { en: ["Contact sales", "Contact us"], de: ["Vertrieb kontaktieren", "Kontakt", "Kontakt aufnehmen"], fr: ["Contacter les ventes", "Nous contacter"] },
    leadsTo: anyOf(formPage("contact"), (target) => formType(target) === "contact" && !/Collective/.test(wordsOf((target as { doc: Doc }).doc.data))),
  },
  {
    promise: "the free trial",
    labels: {
      en: ["Start a free trial", "Try for free", "Start free", "Start your free trial", "Rather try it yourself?"],
      de: ["Kostenlos testen", "Kostenlos starten", "Lieber selbst ausprobieren?"],
      fr: ["Essai gratuit", "Commencer gratuitement", "Démarrer l'essai gratuit", "Plutôt essayer par vous-même ?"],
    },
    leadsTo: formPage("freeTrial"),
  },
  { promise: "the partner application", labels: { en: ["Become a partner"], de: ["Partner werden"], fr: ["Devenir partenaire"] }, leadsTo: formPage("partners") },
  { promise: "the newsletter", labels: { en: ["Subscribe"], de: ["Abonnieren"], fr: ["S'abonner"] }, leadsTo: page("newsletter_page") },
  {
    promise: "a ticket: the registration of a dated event",
    labels: { en: ["Get your ticket"], de: ["Ticket sichern"], fr: ["Réserver ma place"] },
    leadsTo: (target) => isDoc(target, "live_event") && Boolean(target.doc.data.date) && linkedForm(target.doc, "form")?.data.form_type === "course_registration",
  },
  {
    promise: "the Learning Week kit (a PDF, or the page that offers it)",
    labels: { en: ["Get the kit", "Download the kit"], de: ["Zum Kit", "Kit herunterladen"], fr: ["Recevoir le kit", "Télécharger le kit"] },
    leadsTo: anyOf(pdfNamed(/learning-week-kit/), pageOffering(/learning-week-kit/)),
  },
  { promise: "the press kit", labels: { en: ["Download the press kit"], de: ["Pressemappe herunterladen"], fr: ["Télécharger le kit presse"] }, leadsTo: pdfNamed(/press-kit/) },
  {
    promise: "an enrolment: a course registration",
    labels: { en: ["Enrol for free"], de: ["Kostenlos anmelden"], fr: ["S'inscrire gratuitement"] },
    leadsTo: (target) => formType(target) === "course_registration",
  },
  { promise: "the manifesto's signature form", labels: { en: ["Sign the manifesto"], de: ["Manifest unterzeichnen"], fr: ["Signer le manifeste"] }, leadsTo: (target) => formType(target) === "manifesto" },
  {
    promise: "the movement, whose page takes signatures",
    labels: { en: ["Join the movement"], de: ["Der Bewegung beitreten"], fr: ["Rejoindre le mouvement"] },
    leadsTo: (target) => isDoc(target, "collaborative_learning_movement") && linkedForm(target.doc, "form")?.data.form_type === "manifesto",
  },
  {
    promise: "the Collective's application",
    labels: { en: ["Join the Collective", "Apply"], de: ["Dem Collective beitreten", "Bewerben"], fr: ["Rejoindre le Collective", "Candidater"] },
    leadsTo: (target) => formType(target) === "contact" && /Collective/.test(wordsOf((target as { doc: Doc }).doc.data)),
  },
  {
    promise: "the book, whose form hands out the book",
    labels: { en: ["Get the book", "Read the book"], de: ["Zum Buch"], fr: ["Obtenir le livre", "Lire le livre"] },
    leadsTo: (target) => isDoc(target, "collaborative_learning_book") && (target.doc.data.pdf_asset as Link).url!.includes("collaborative-learning-book"),
  },
  {
    promise: "customer stories",
    labels: { en: ["Read the customer story", "Read customer stories"], de: ["Kundengeschichten lesen"], fr: ["Lire le témoignage", "Lire les témoignages clients"] },
    leadsTo: anyOf(page("case_study"), page("case_studies_hub")),
  },
  {
    promise: "the privacy policy",
    labels: { en: ["Read our privacy policy"], de: ["Datenschutzerklärung lesen"], fr: ["Lire notre politique de confidentialité"] },
    leadsTo: (target) => isDoc(target, "legal_document") && /priva|datenschutz|confidentialit/.test(target.doc.uid ?? ""),
  },
  { promise: "the team plan's checkout in the learning app", labels: { en: ["Buy the team plan"], de: ["Team-Plan kaufen"], fr: ["Acheter l'offre Équipe"] }, leadsTo: learningApp("/signup") },
  { promise: "signing in to the learning app", labels: { en: ["Open Quillio"], de: ["Quillio öffnen"], fr: ["Ouvrir Quillio"] }, leadsTo: learningApp("/login") },
  { promise: "the home page", labels: { en: ["Back to the home page"], de: ["Zur Startseite"], fr: ["Retour à l'accueil"] }, leadsTo: page("home_page") },
  { promise: "the partner marketplace", labels: { en: ["See the marketplace"], de: ["Zum Marktplatz"], fr: ["Voir la place de marché"] }, leadsTo: page("partners_hub") },
  { promise: "the blog", labels: { en: ["Read the blog"], de: ["Zum Blog"], fr: ["Lire le blog"] }, leadsTo: page("blog_home") },
  {
    promise: "a product or solution page",
    labels: {
      en: ["Explore compliance", "Explore onboarding", "Explore sales enablement", "Learn more"],
      de: ["Compliance entdecken", "Onboarding entdecken", "Sales Enablement entdecken", "Mehr erfahren"],
      fr: ["Découvrir l'intégration", "Découvrir la conformité", "Découvrir la solution", "En savoir plus"],
    },
    leadsTo: page("landing_page"),
  },
];

interface CallToAction {
  label: string;
  link: Link;
  field: string;
}

/**
 * The calls to action of a document, wherever they sit (fields, groups, slices): a `<prefix>label` with its
 * `<prefix>link` and `<prefix>type`, a `link_label` with its `link`, a form's button after completion, the team plan's
 * checkout. Menus and footers (labels naming the page they link) are navigation, not promises.
 */
function callsToAction(doc: Doc): CallToAction[] {
  const found: CallToAction[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (!value || typeof value !== "object") return;
    const record = value as Record<string, unknown>;
    for (const [key, label] of Object.entries(record)) {
      if (typeof label !== "string" || !label) continue;
      const prefix = key.endsWith("label") ? key.slice(0, -"label".length) : null;
      const linkKey =
        prefix !== null && `${prefix}type` in record && `${prefix}link` in record
          ? `${prefix}link`
          : key === "link_label"
            ? "link"
            : key === "button_label_after_completion"
              ? "button_link_after_completion"
              : key === "checkout_label"
                ? "checkout_link"
                : null;
      const link = linkKey ? (record[linkKey] as Link | undefined) : undefined;
      if (link?.link_type && link.link_type !== "Any") found.push({ label, link, field: key });
    }
    Object.values(record).forEach(walk);
  };
  walk(doc.data);
  return found;
}

describe("every call to action of the seed leads where its words say", () => {
  const ctas = documents.flatMap((doc) => callsToAction(doc).map((cta) => ({ ...cta, doc, lang: langOf(doc) })));

  it("finds the seed's calls to action, the ones issue 36 found broken included", () => {
    expect(ctas.length).toBeGreaterThan(150);
    for (const label of ["Get your ticket", "Get the kit", "Enrol for free", "Sign the manifesto", "Join the Collective", "Open Quillio", "Buy the team plan"]) {
      expect(ctas.some((cta) => cta.label === label), label).toBe(true);
    }
  });

  for (const lang of ["en", "de", "fr"] as const) {
    it(`${lang}: each label is a reviewed promise, and its destination keeps it`, () => {
      const problems: string[] = [];
      for (const cta of ctas.filter((candidate) => candidate.lang === lang)) {
        const intent = intents.find((candidate) => candidate.labels[lang].includes(cta.label));
        const where = `${cta.doc.type}/${cta.doc.uid ?? cta.doc.id}.${cta.field} "${cta.label}"`;
        if (!intent) {
          problems.push(`${where}: not in the list of reviewed promises`);
          continue;
        }
        const target = destination(cta.link);
        if (!intent.leadsTo(target, lang)) {
          const reached = target.kind === "document" ? `${target.doc.type}/${target.doc.uid ?? target.doc.id}` : target.kind === "broken" ? "nowhere" : String(target.url);
          problems.push(`${where} promises ${intent.promise} but leads to ${reached}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
