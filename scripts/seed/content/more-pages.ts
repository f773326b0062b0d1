/** Case studies, ebooks, events, partners and one document of every other page type. */
import { defineGroup, docLink, image, mediaLink, singleton, slice, webLink, type Data, type Lang, type PerLang, type SeedGroup } from "../lib";
import { trialCta } from "./blog";
import { pdfPageCount } from "../pdf-book";
import { learningWeekKit } from "./book-texts";
import { COMPANIES, PARTNER_LOGOS } from "./media";

const seo = (title: string | undefined, description: string | undefined) => ({ meta_title: title ? `${title} | Quillio` : null, meta_description: description ?? null });
const uids = (values: Partial<PerLang<string>>) =>
  Object.fromEntries((Object.keys(values) as Lang[]).map((lang) => [lang, { uid: values[lang] }]));

// ------------------------------------------------------------ case studies

export interface CaseSpec {
  name: string;
  company: keyof typeof COMPANIES;
  uid: Partial<PerLang<string>>;
  industry: PerLang<string>;
  size: string;
  readingTime: number;
  tags: string[];
  figures: { value: string; label: PerLang<string> }[];
  title: PerLang<string>;
  description: PerLang<string>;
  challenge: PerLang<string>;
  solution: PerLang<string>;
  quote?: string;
  /** Base name of its PDF, one per language (scripts/seed/content/pdfs.ts). */
  pdf?: string;
  published: string;
}

/** The sections of a case study, on its page and in its PDF. */
export const caseStudyHeadings = {
  challenge: { en: "The challenge", de: "Die Herausforderung", fr: "Le défi" },
  solution: { en: "The solution", de: "Die Lösung", fr: "La solution" },
  results: { en: "The results", de: "Die Ergebnisse", fr: "Les résultats" },
};

export const cases: CaseSpec[] = [
  {
    name: "nordwind-logistik",
    company: "nordwind",
    uid: { en: "nordwind-logistik", de: "nordwind-logistik", fr: "nordwind-logistik" },
    industry: { en: "Logistics", de: "Logistik", fr: "Logistique" },
    size: "4,800",
    readingTime: 6,
    tags: ["peer-learning", "skills"],
    figures: [
      { value: "-44%", label: { en: "ramp-up time for warehouse staff", de: "Einarbeitungszeit im Lager", fr: "de temps de montée en compétence en entrepôt" } },
      { value: "320", label: { en: "courses written by employees", de: "Kurse von Mitarbeitenden geschrieben", fr: "cours écrits par les salariés" } },
      { value: "92%", label: { en: "completion rate", de: "Abschlussquote", fr: "de taux de complétion" } },
    ],
    title: { en: "How Nordwind Logistik cut onboarding time by 44%", de: "Wie Nordwind Logistik die Einarbeitung um 44 % verkürzt hat", fr: "Comment Nordwind Logistik a réduit l'intégration de 44 %" },
    description: {
      en: "28 warehouses, seasonal peaks and a binder nobody read. Nordwind let its team leads teach instead.",
      de: "28 Lager, Saisonspitzen und ein Ordner, den niemand las. Nordwind ließ stattdessen die Teamleiter lehren.",
      fr: "28 entrepôts, des pics saisonniers et un classeur que personne ne lisait. Nordwind a confié la formation à ses chefs d'équipe.",
    },
    challenge: {
      en: "Every peak season, Nordwind hired 1,200 temporary staff. Training took nine weeks and relied on a handful of trainers.",
      de: "In jeder Hochsaison stellte Nordwind 1.200 Aushilfen ein. Die Einarbeitung dauerte neun Wochen und hing an wenigen Trainern.",
      fr: "À chaque pic d'activité, Nordwind recrutait 1 200 intérimaires. La formation durait neuf semaines et reposait sur quelques formateurs.",
    },
    solution: {
      en: "Team leads recorded short courses on their phones, translated into six languages with Quillio's AI, and assigned automatically from the HRIS.",
      de: "Teamleiter nahmen kurze Kurse mit dem Smartphone auf, die Quillio per KI in sechs Sprachen übersetzte und automatisch aus dem HRIS zuwies.",
      fr: "Les chefs d'équipe ont enregistré de courts cours sur leur téléphone, traduits en six langues par l'IA de Quillio et attribués automatiquement depuis le SIRH.",
    },
    quote: "nordwind-hr",
    pdf: "case-study-nordwind",
    published: "2026-01-08T08:00:00+0000",
  },
  {
    name: "atelier-lumen",
    company: "atelier",
    uid: { en: "atelier-lumen", de: "atelier-lumen", fr: "atelier-lumen" },
    industry: { en: "Luxury goods", de: "Luxusgüter", fr: "Luxe" },
    size: "1,200",
    readingTime: 5,
    tags: ["peer-learning", "microlearning"],
    figures: [
      { value: "12", label: { en: "new courses a month", de: "neue Kurse pro Monat", fr: "nouveaux cours par mois" } },
      { value: "3x", label: { en: "more artisans teaching", de: "mehr lehrende Handwerker", fr: "plus d'artisans formateurs" } },
    ],
    title: { en: "Atelier Lumen: passing on craftsmanship at scale", de: "Atelier Lumen: Handwerkskunst in großem Maßstab weitergeben", fr: "Atelier Lumen : transmettre le savoir-faire à grande échelle" },
    description: {
      en: "How a luxury workshop captured the gestures of its master artisans before they retire.",
      de: "Wie eine Luxusmanufaktur die Handgriffe ihrer Meister festhält, bevor sie in Rente gehen.",
      fr: "Comment une manufacture de luxe a capté les gestes de ses maîtres artisans avant leur départ en retraite.",
    },
    challenge: {
      en: "A third of Atelier Lumen's master artisans retire within five years, and their know-how was never written down.",
      de: "Ein Drittel der Meister von Atelier Lumen geht in den nächsten fünf Jahren in Rente, und ihr Wissen war nie aufgeschrieben.",
      fr: "Un tiers des maîtres artisans d'Atelier Lumen part à la retraite d'ici cinq ans, et leur savoir-faire n'avait jamais été écrit.",
    },
    solution: {
      en: "Artisans filmed their gestures in short sequences; apprentices practise and get feedback in Quillio.",
      de: "Die Meister filmten ihre Handgriffe in kurzen Sequenzen, Auszubildende üben und erhalten Feedback in Quillio.",
      fr: "Les artisans ont filmé leurs gestes en courtes séquences ; les apprentis s'entraînent et reçoivent des retours dans Quillio.",
    },
    quote: "atelier-ld",
    published: "2026-02-12T08:00:00+0000",
  },
  {
    name: "vantage-retail",
    company: "vantage",
    uid: { en: "vantage-retail", de: "vantage-retail", fr: "vantage-retail" },
    industry: { en: "Retail", de: "Einzelhandel", fr: "Distribution" },
    size: "9,500",
    readingTime: 4,
    tags: ["skills", "microlearning"],
    figures: [
      { value: "3 days", label: { en: "to train 400 stores on a launch", de: "um 400 Filialen auf eine Neuheit zu schulen", fr: "pour former 400 magasins à un lancement" } },
      { value: "+11%", label: { en: "attach rate on launch products", de: "Zusatzverkäufe bei Neuheiten", fr: "de ventes additionnelles sur les nouveautés" } },
    ],
    title: { en: "Vantage Retail trains 400 stores in three days", de: "Vantage Retail schult 400 Filialen in drei Tagen", fr: "Vantage Retail forme 400 magasins en trois jours" },
    description: {
      en: "Product launches reach every store before the products do.",
      de: "Produktneuheiten erreichen jede Filiale vor der Ware.",
      fr: "Les lancements arrivent dans chaque magasin avant les produits.",
    },
    challenge: {
      en: "Launch training took a month to cascade through regional managers, and stores sold new products without knowing them.",
      de: "Schulungen zu Neuheiten brauchten einen Monat über die Regionalleiter, und Filialen verkauften Produkte, die sie nicht kannten.",
      fr: "Les formations aux lancements mettaient un mois à descendre via les directeurs régionaux, et les magasins vendaient des produits qu'ils ne connaissaient pas.",
    },
    solution: {
      en: "Top sellers record a five-minute course per launch; Quillio pushes it to every store team through Teams.",
      de: "Die besten Verkäufer nehmen pro Neuheit einen Fünf-Minuten-Kurs auf, Quillio verteilt ihn über Teams an jede Filiale.",
      fr: "Les meilleurs vendeurs enregistrent un cours de cinq minutes par lancement ; Quillio le diffuse à chaque équipe via Teams.",
    },
    quote: "vantage-sales",
    published: "2026-03-05T08:00:00+0000",
  },
  {
    name: "helio-energy",
    company: "helio",
    uid: { en: "helio-energy", de: "helio-energy" },
    industry: { en: "Energy", de: "Energie", fr: "Énergie" },
    size: "2,300",
    readingTime: 5,
    tags: ["compliance"],
    figures: [
      { value: "100%", label: { en: "safety certifications on time", de: "Sicherheitszertifikate fristgerecht", fr: "des certifications sécurité à temps" } },
      { value: "-60%", label: { en: "time spent on audits", de: "Aufwand für Audits", fr: "de temps passé sur les audits" } },
    ],
    title: { en: "Helio Energy makes safety training audit-ready", de: "Helio Energy macht Sicherheitsschulungen prüfungssicher", fr: "Helio Energy rend ses formations sécurité prêtes pour l'audit" },
    description: {
      en: "Field technicians certify on their tablets, and auditors get their report in one click.",
      de: "Techniker im Außendienst zertifizieren sich auf dem Tablet, Prüfer erhalten ihren Bericht mit einem Klick.",
      fr: "Les techniciens se certifient sur tablette, et les auditeurs obtiennent leur rapport en un clic.",
    },
    challenge: {
      en: "Paper attendance sheets made every safety audit a week-long hunt.",
      de: "Papierlisten machten jedes Sicherheitsaudit zu einer wochenlangen Suche.",
      fr: "Les feuilles d'émargement papier transformaient chaque audit sécurité en une semaine de recherches.",
    },
    solution: {
      en: "Certifications with expiry reminders and exportable, time-stamped records.",
      de: "Zertifizierungen mit Ablauferinnerungen und exportierbaren, zeitgestempelten Nachweisen.",
      fr: "Des certifications avec rappels d'échéance et des preuves horodatées exportables.",
    },
    published: "2026-03-20T08:00:00+0000",
  },
];

function caseStudies(): SeedGroup[] {
  return cases.map((spec) =>
    defineGroup({
      type: "case_study",
      name: spec.name,
      langs: Object.fromEntries((Object.keys(spec.uid) as Lang[]).map((lang) => [lang, { uid: spec.uid[lang], published: spec.published }])),
      data: (lang, tr, r) => ({
        title: tr(spec.title),
        description: tr(spec.description),
        company_name: COMPANIES[spec.company],
        company_logo: image(`logo-${spec.company}.svg`, COMPANIES[spec.company]),
        industry: tr(spec.industry),
        company_size: tr({ en: `${spec.size} employees`, de: `${spec.size.replace(",", ".")} Mitarbeitende`, fr: `${spec.size.replace(",", " ")} salariés` }),
        illustration: image(`thumb-${spec.name.split("-")[0]}.webp`, tr(spec.title)),
        reading_time: spec.readingTime,
        key_figures: spec.figures.map((figure) => ({ value: figure.value, label: tr(figure.label) })),
        body: [
          r.h2(tr(caseStudyHeadings.challenge)),
          r.p(tr(spec.challenge)),
          r.h2(tr(caseStudyHeadings.solution)),
          r.p(tr(spec.solution)),
          r.h2(tr(caseStudyHeadings.results)),
          ...r.ul(...spec.figures.map((figure) => `**${figure.value}** ${tr(figure.label)}`)),
        ],
        ...(spec.pdf ? { pdf_asset: mediaLink(`${spec.pdf}-${lang}.pdf`, `${spec.pdf}.pdf`) } : {}),
        tags: spec.tags.map((tag) => ({ tag: docLink("tag", tag, lang) })),
        slices: [...(spec.quote ? [slice("quotes", { title: null, is_external_rating_displayed: false }, [{ quote: docLink("quote", spec.quote, lang) }])] : []), trialCta(lang)],
        ...seo(tr(spec.title), tr(spec.description)),
      }),
    }),
  );
}

// ------------------------------------------------------------ ebooks

function ebooks(): SeedGroup[] {
  const onboarding = defineGroup({
    type: "gated_ebook_lp",
    name: "onboarding-playbook",
    langs: uids({ en: "onboarding-playbook", de: "onboarding-leitfaden", fr: "guide-integration" }),
    data: (lang, tr, r) => ({
      name: "Collaborative Onboarding Playbook",
      title: tr({ en: "The Collaborative Onboarding Playbook", de: "Der Leitfaden für kollaboratives Onboarding", fr: "Le guide de l'intégration collaborative" }),
      description: [
        // The page count is the PDF's own, so the page never promises more than the download holds.
        r.p(tr({ en: `${pdfPageCount(`ebook-onboarding-playbook-${lang}.pdf`)} pages of plans, checklists and examples from companies that onboard with their teams, not just their HR department.`, de: `${pdfPageCount(`ebook-onboarding-playbook-${lang}.pdf`)} Seiten mit Plänen, Checklisten und Beispielen von Unternehmen, die mit ihren Teams einarbeiten, nicht nur mit HR.`, fr: `${pdfPageCount(`ebook-onboarding-playbook-${lang}.pdf`)} pages de plans, de checklists et d'exemples d'entreprises qui intègrent avec leurs équipes, pas seulement avec les RH.` })),
        ...r.ul(
          tr({ en: "A 30-60-90 day plan", de: "Ein 30-60-90-Tage-Plan", fr: "Un plan 30-60-90 jours" }),
          tr({ en: "The buddy programme checklist", de: "Die Checkliste für Buddy-Programme", fr: "La checklist du parrainage" }),
          tr({ en: "Metrics to report to leadership", de: "Kennzahlen für die Geschäftsführung", fr: "Les indicateurs à présenter à la direction" }),
        ),
      ],
      cover: image("thumb-ebook-onboarding-cover.webp", tr({ en: "Cover of the onboarding playbook", de: "Titelseite des Onboarding-Leitfadens", fr: "Couverture du guide de l'intégration" })),
      pdf_asset: mediaLink(`ebook-onboarding-playbook-${lang}.pdf`, tr({ en: "quillio-onboarding-playbook.pdf", de: "quillio-onboarding-leitfaden.pdf", fr: "quillio-guide-integration.pdf" })),
      header_form_config: docLink("form_config", "ebook-onboarding", lang),
      tags: [{ tag: docLink("tag", "peer-learning", lang) }],
      ...seo(tr({ en: "Onboarding playbook (free ebook)", de: "Onboarding-Leitfaden (kostenloses E-Book)", fr: "Guide de l'intégration (ebook gratuit)" }), tr({ en: "Download the free collaborative onboarding playbook.", de: "Laden Sie den kostenlosen Leitfaden für kollaboratives Onboarding herunter.", fr: "Téléchargez gratuitement le guide de l'intégration collaborative." })),
    }),
  });
  const skills = defineGroup({
    type: "gated_ebook_lp",
    name: "skills-report-2026",
    langs: uids({ en: "skills-report-2026", fr: "rapport-competences-2026" }),
    data: (lang, tr, r) => ({
      name: "Skills Report 2026",
      title: tr({ en: "Skills Report 2026", de: "", fr: "Rapport compétences 2026" }),
      description: [r.p(tr({ en: "We surveyed 640 L&D leaders about where skills come from. The answer: mostly from colleagues.", de: "", fr: "Nous avons interrogé 640 responsables formation sur l'origine des compétences. Réponse : surtout des collègues." }))],
      cover: image("thumb-ebook-skills-cover.webp", tr({ en: "Cover of the Skills Report 2026", de: "", fr: "Couverture du rapport compétences 2026" })),
      pdf_asset: mediaLink(`ebook-skills-report-${lang}.pdf`, tr({ en: "quillio-skills-report-2026.pdf", de: "", fr: "quillio-rapport-competences-2026.pdf" })),
      header_form_config: docLink("form_config", "ebook-skills", lang),
      tags: [{ tag: docLink("tag", "skills", lang) }],
      ...seo(tr({ en: "Skills Report 2026", de: "", fr: "Rapport compétences 2026" }), tr({ en: "Benchmarks on internal expertise and skills development.", de: "", fr: "Des repères sur l'expertise interne et le développement des compétences." })),
    }),
  });
  return [onboarding, skills];
}

// ------------------------------------------------------------ events

// Event, webinar and L&D Next dates are written as of `datesAsOf` in content/repository.json (2026-11-23): the
// embedded repository serves them moved to its clock (src/content/embedded/seed-clock.ts), so keep what is upcoming
// after that day and what is past before it, and move `datesAsOf` when these dates are rewritten.
function events(): SeedGroup[] {
  const live = [
    {
      name: "ld-summit-2027",
      uid: { en: "ld-summit-2027", de: "ld-summit-2027", fr: "ld-summit-2027" },
      thumb: "thumb-ld-summit.webp",
      date: "2027-09-16T08:30:00+0000",
      end: "2027-09-16T17:00:00+0000",
      location: "London, Barbican Centre",
      timeZone: "Europe/London",
      title: { en: "L&D Summit 2027", de: "L&D Summit 2027", fr: "L&D Summit 2027" },
      text: { en: "A day of talks and workshops on collaborative learning with 800 peers.", de: "Ein Tag mit Vorträgen und Workshops zum kollaborativen Lernen mit 800 Gleichgesinnten.", fr: "Une journée de conférences et d'ateliers sur l'apprentissage collaboratif avec 800 pairs." },
    },
    {
      name: "berlin-meetup",
      uid: { en: "berlin-learning-meetup", de: "berlin-learning-meetup" },
      thumb: "thumb-berlin-meetup.webp",
      date: "2027-06-10T16:00:00+0000",
      end: "2027-06-10T19:00:00+0000",
      location: "Berlin, Factory Görlitzer Park",
      timeZone: "Europe/Berlin",
      title: { en: "Berlin Learning Meetup", de: "Berlin Learning Meetup", fr: "" },
      text: { en: "An evening with HR and L&D teams from Berlin's scale-ups.", de: "Ein Abend mit HR- und L&D-Teams aus Berliner Scale-ups.", fr: "" },
    },
    {
      name: "paris-roundtable",
      uid: { fr: "table-ronde-paris-2026", en: "paris-roundtable-2026" },
      thumb: "thumb-paris-roundtable.webp",
      date: "2026-02-05T08:00:00+0000",
      end: "2026-02-05T10:30:00+0000",
      location: "Paris, Station F",
      timeZone: "Europe/Paris",
      title: { en: "Paris CLO roundtable", de: "", fr: "Table ronde des directeurs formation à Paris" },
      text: { en: "Twelve chief learning officers compared notes on AI in learning.", de: "", fr: "Douze directeurs formation ont partagé leurs retours sur l'IA en formation." },
    },
    {
      // The L&D Next conference's registration: the ticket its page and the promotion banner offer (same dates as its page).
      name: "ld-next-lyon-2027",
      uid: { en: "ld-next-lyon-2027", de: "ld-next-lyon-2027", fr: "ld-next-lyon-2027" },
      thumb: "thumb-ld-summit.webp",
      date: "2027-04-13T07:30:00+0000",
      end: "2027-04-14T16:00:00+0000",
      location: "Lyon, Cité Internationale",
      timeZone: "Europe/Paris",
      title: { en: "L&D Next Lyon 2027", de: "L&D Next Lyon 2027", fr: "L&D Next Lyon 2027" },
      text: {
        en: "Two days, 600 learning leaders, 40 talks on the future of learning at work. Your ticket is free: register with your name and email address.",
        de: "Zwei Tage, 600 Lernverantwortliche, 40 Vorträge zur Zukunft des Lernens bei der Arbeit. Ihr Ticket ist kostenlos: Melden Sie sich mit Name und E-Mail-Adresse an.",
        fr: "Deux jours, 600 responsables formation, 40 conférences sur l'avenir de l'apprentissage au travail. Votre place est gratuite : inscrivez-vous avec votre nom et votre adresse e-mail.",
      },
    },
  ];
  const liveGroups = live.map((event) =>
    defineGroup({
      type: "live_event",
      name: event.name,
      langs: uids(event.uid),
      data: (lang, tr, r) => ({
        title: tr(event.title),
        description: [r.p(tr(event.text))],
        thumbnail: image(event.thumb, tr(event.title)),
        date: event.date,
        end_date: event.end,
        location: event.location,
        time_zone: event.timeZone,
        course_group_id: `event-${event.name}`,
        form: docLink("form_config", "event-registration", lang),
        logos: [{ logo: image("logo-quillio.svg", "Quillio") }, { logo: image("logo-partner-slack.svg", PARTNER_LOGOS.slack) }],
        tags: [{ tag: docLink("tag", "peer-learning", lang) }],
        ...seo(tr(event.title), tr(event.text)),
      }),
    }),
  );
  const webinars = [
    {
      name: "webinar-ai-authoring",
      uid: { en: "ai-authoring-live-demo", de: "ki-kurserstellung-live", fr: "creation-cours-ia-en-direct" },
      thumb: "thumb-webinar-ai.webp",
      type: "live",
      datetime: "2027-03-11T15:00:00+0000",
      duration: 45,
      title: { en: "Live demo: AI course authoring", de: "Live-Demo: KI-Kurserstellung", fr: "Démo en direct : la création de cours par IA" },
      text: { en: "Watch a course go from recording to published in 30 minutes, with Q&A.", de: "Sehen Sie, wie ein Kurs in 30 Minuten von der Aufnahme zur Veröffentlichung kommt, mit Fragerunde.", fr: "Un cours passe de l'enregistrement à la publication en 30 minutes, avec questions-réponses." },
      speakers: ["maya-patel"],
    },
    {
      name: "webinar-onboarding",
      uid: { en: "onboarding-that-scales", de: "onboarding-das-skaliert", fr: "integration-qui-passe-a-l-echelle" },
      thumb: "thumb-webinar-onboarding.webp",
      type: "on_demand",
      datetime: "2026-01-22T15:00:00+0000",
      duration: 52,
      wistia: "q1ll10web01",
      title: { en: "Onboarding that scales, with Nordwind Logistik", de: "Onboarding, das skaliert, mit Nordwind Logistik", fr: "Une intégration qui passe à l'échelle, avec Nordwind Logistik" },
      text: { en: "Lena Schubert explains how Nordwind onboards 1,200 seasonal staff a year.", de: "Lena Schubert erklärt, wie Nordwind jedes Jahr 1.200 Saisonkräfte einarbeitet.", fr: "Lena Schubert explique comment Nordwind intègre 1 200 saisonniers par an." },
      speakers: ["lena-schubert", "julien-moreau"],
    },
    {
      name: "webinar-skills",
      uid: { en: "skills-mapping-in-practice", de: "kompetenzmanagement-in-der-praxis" },
      thumb: "thumb-webinar-skills.webp",
      type: "on_demand",
      datetime: "2026-03-12T14:00:00+0000",
      duration: 40,
      wistia: "q1ll10web02",
      title: { en: "Skills mapping in practice", de: "Kompetenzmanagement in der Praxis", fr: "" },
      text: { en: "A practical session on building a skills map in two weeks.", de: "Eine Praxis-Session zum Aufbau einer Kompetenzlandkarte in zwei Wochen.", fr: "" },
      speakers: ["clara-hoffmann"],
    },
  ];
  const people: Record<string, { name: string; job: PerLang<string>; company: string }> = {
    "maya-patel": { name: "Maya Patel", job: { en: "Product Marketing Manager", de: "Product Marketing Managerin", fr: "Responsable marketing produit" }, company: "Quillio" },
    "julien-moreau": { name: "Julien Moreau", job: { en: "Customer Education Lead", de: "Leiter Customer Education", fr: "Responsable de la formation clients" }, company: "Quillio" },
    "clara-hoffmann": { name: "Clara Hoffmann", job: { en: "Head of Learning Science", de: "Leiterin Lernwissenschaft", fr: "Responsable des sciences de l'apprentissage" }, company: "Quillio" },
    "lena-schubert": { name: "Lena Schubert", job: { en: "Head of People Development", de: "Leiterin Personalentwicklung", fr: "Responsable du développement RH" }, company: COMPANIES.nordwind },
  };
  const webinarGroups = webinars.map((webinar) =>
    defineGroup({
      type: "webinar",
      name: webinar.name,
      langs: uids(webinar.uid),
      data: (lang, tr, r) => ({
        title: tr(webinar.title),
        type: webinar.type,
        header_color: "dark",
        datetime: webinar.datetime,
        duration: webinar.duration,
        default_thumbnail: image(webinar.thumb, tr(webinar.title)),
        description: [r.p(tr(webinar.text))],
        speakers: webinar.speakers.map((key) => ({ name: people[key].name, job: tr(people[key].job), company: people[key].company, portrait: image(`portrait-${key}.svg`, people[key].name) })),
        wistia_id: webinar.wistia ?? null,
        course_group_id: webinar.name,
        form: docLink("form_config", "event-registration", lang),
        tags: [{ tag: docLink("tag", "skills", lang) }],
        social_sharing_thumbnail: image(webinar.thumb, tr(webinar.title)),
        ...seo(tr(webinar.title), tr(webinar.text)),
      }),
    }),
  );
  return [...liveGroups, ...webinarGroups];
}

// ------------------------------------------------------------ partners

const partnerSpecs: {
  key: keyof typeof PARTNER_LOGOS;
  uid: string;
  category: string;
  certified: boolean;
  builtByUs: boolean;
  availability: string;
  regions: string[];
  types: string[];
  langs: Lang[];
  text: PerLang<string>;
}[] = [
  { key: "workday", uid: "peoplegrid", category: "hris", certified: true, builtByUs: true, availability: "business_plans", regions: ["emea", "north_america"], types: ["technology"], langs: ["en", "de", "fr"], text: { en: "Sync employees, teams and managers from Peoplegrid every night.", de: "Synchronisieren Sie Mitarbeitende, Teams und Führungskräfte jede Nacht aus Peoplegrid.", fr: "Synchronisez chaque nuit collaborateurs, équipes et managers depuis Peoplegrid." } },
  { key: "slack", uid: "chatterly", category: "communication", certified: true, builtByUs: true, availability: "all_plans", regions: ["emea", "north_america", "apac"], types: ["technology"], langs: ["en", "de", "fr"], text: { en: "Quizzes, reminders and course announcements in Chatterly channels.", de: "Quizze, Erinnerungen und Kursankündigungen in Chatterly-Kanälen.", fr: "Quiz, rappels et annonces de cours dans les canaux Chatterly." } },
  { key: "teams", uid: "teamspace", category: "communication", certified: true, builtByUs: true, availability: "all_plans", regions: ["emea", "north_america", "latin_america", "apac"], types: ["technology"], langs: ["en", "de", "fr"], text: { en: "Take courses without leaving Teamspace.", de: "Kurse absolvieren, ohne Teamspace zu verlassen.", fr: "Suivez vos cours sans quitter Teamspace." } },
  { key: "sap", uid: "corvid-hr", category: "hris", certified: false, builtByUs: false, availability: "enterprise_plan", regions: ["emea"], types: ["technology"], langs: ["en", "de"], text: { en: "Connector maintained by Corvid for its HR suite.", de: "Von Corvid gepflegter Konnektor für die eigene HR-Suite.", fr: "" } },
  { key: "personio", uid: "staffwise", category: "hris", certified: true, builtByUs: true, availability: "business_plans", regions: ["emea"], types: ["technology"], langs: ["en", "de", "fr"], text: { en: "Automatic learning paths for every new Staffwise employee.", de: "Automatische Lernpfade für jede neue Person in Staffwise.", fr: "Des parcours automatiques pour chaque nouvel arrivant dans Staffwise." } },
  { key: "coursera", uid: "opensyllabus", category: "content", certified: false, builtByUs: false, availability: "all_plans", regions: ["north_america", "emea"], types: ["content"], langs: ["en", "fr"], text: { en: "3,000 ready-made courses on soft skills and digital tools.", de: "", fr: "3 000 cours prêts à l'emploi sur les compétences comportementales et les outils numériques." } },
  { key: "deloitte", uid: "clearpath-consulting", category: "consulting", certified: true, builtByUs: false, availability: "all_plans", regions: ["emea", "north_america"], types: ["consulting", "reseller"], langs: ["en", "de", "fr"], text: { en: "Change management and rollout support for large deployments.", de: "Change-Management und Rollout-Begleitung für große Einführungen.", fr: "Conduite du changement et accompagnement des grands déploiements." } },
  { key: "bamboo", uid: "bamboo-fields", category: "analytics", certified: false, builtByUs: false, availability: "business_plans", regions: ["apac", "north_america"], types: ["technology"], langs: ["en"], text: { en: "Blend learning data into your people analytics dashboards.", de: "", fr: "" } },
];

function partners(): SeedGroup[] {
  return partnerSpecs.map((spec) =>
    defineGroup({
      type: "partner",
      name: spec.uid,
      langs: Object.fromEntries(spec.langs.map((lang) => [lang, { uid: spec.uid }])),
      data: (lang, tr, r) => ({
        name: PARTNER_LOGOS[spec.key],
        logo: image(`logo-partner-${spec.key}.svg`, PARTNER_LOGOS[spec.key]),
        category: spec.category,
        short_description: tr(spec.text),
        description: [
          r.p(tr(spec.text)),
          r.h2(tr({ en: "How it works", de: "So funktioniert es", fr: "Comment ça marche" })),
          ...r.ol(
            tr({ en: "An administrator connects the integration in the Quillio settings.", de: "Eine Administratorin verbindet die Integration in den Quillio-Einstellungen.", fr: "Un administrateur connecte l'intégration dans les réglages de Quillio." }),
            tr({ en: "Data starts flowing within an hour.", de: "Innerhalb einer Stunde fließen die Daten.", fr: "Les données circulent en moins d'une heure." }),
          ),
        ],
        is_certified: spec.certified,
        is_integration_built_by_us: spec.builtByUs,
        integration_availability: spec.availability,
        regions: spec.regions.map((region) => ({ region })),
        types: spec.types.map((type) => ({ type })),
        // No website: the partners are made up; the page then shows no "Visit the website" button.
        ...seo(`${PARTNER_LOGOS[spec.key]}`, tr(spec.text)),
      }),
    }),
  );
}

// ------------------------------------------------------------ one of each other type

function others(): SeedGroup[] {
  const header = (lang: Lang, title: string, subtitle: string, illustration: string): Data => ({ title, subtitle: [{ type: "paragraph", text: subtitle, spans: [], direction: "ltr" }], header_image: image(illustration, ""), ...seo(title, subtitle), ...ctaTo(lang) });
  const ctaTo = (lang: Lang) => ({
    cta_label: lang === "de" ? "Demo buchen" : lang === "fr" ? "Demander une démo" : "Book a demo",
    cta_link: docLink("form_page", "demo", lang),
    cta_type: "primary",
  });
  const collaborative = singleton("collaborative_learning", (lang, tr, r) => ({
    ...header(
      lang,
      tr({ en: "Collaborative learning", de: "Kollaboratives Lernen", fr: "L'apprentissage collaboratif" }),
      tr({ en: "The method behind Quillio, in four principles.", de: "Die Methode hinter Quillio, in vier Prinzipien.", fr: "La méthode derrière Quillio, en quatre principes." }),
      "illustration-collaborative-learning.svg",
    ),
    body: [
      slice("text", {
        title: tr({ en: "Four principles", de: "Vier Prinzipien", fr: "Quatre principes" }),
        content: r.ol(
          tr({ en: "Everyone can teach something.", de: "Alle können etwas lehren.", fr: "Tout le monde peut enseigner quelque chose." }),
          tr({ en: "Learning content is never finished.", de: "Lerninhalte sind nie fertig.", fr: "Un contenu de formation n'est jamais terminé." }),
          tr({ en: "Peers review, L&D curates.", de: "Kollegen prüfen, L&D kuratiert.", fr: "Les pairs relisent, la formation orchestre." }),
          tr({ en: "Learning happens in the flow of work.", de: "Lernen passiert im Arbeitsfluss.", fr: "On apprend dans le flux du travail." }),
        ),
        alignment: "left",
      }),
      slice("cta", {
        title: tr({ en: "Read the book", de: "Das Buch lesen", fr: "Lire le livre" }),
        background: "sugar",
        cta_1_label: tr({ en: "Get the book", de: "Zum Buch", fr: "Obtenir le livre" }),
        cta_1_link: docLink("collaborative_learning_book", "collaborative_learning_book", lang),
        cta_1_type: "primary",
        cta_2_label: tr({ en: "Join the movement", de: "Der Bewegung beitreten", fr: "Rejoindre le mouvement" }),
        cta_2_link: docLink("collaborative_learning_movement", "collaborative_learning_movement", lang),
        cta_2_type: "outline",
      }),
      slice("use_cases", { title: tr({ en: "Put it into practice", de: "In die Praxis umsetzen", fr: "Passer à la pratique" }) }, [
        {
          illustration: image("illustration-use-case-upskilling.svg", ""),
          title: tr({ en: "Learning Week 2027", de: "Lernwoche 2027", fr: "Semaine de l'apprentissage 2027" }),
          description: tr({ en: "Five days, one skill a day, taught by your own experts.", de: "Fünf Tage, jeden Tag eine Kompetenz, vermittelt von Ihren eigenen Fachleuten.", fr: "Cinq jours, une compétence par jour, transmise par vos propres experts." }),
          link: docLink("page", "learning-week", lang),
          link_label: tr({ en: "Get the kit", de: "Zum Kit", fr: "Recevoir le kit" }),
        },
      ]),
    ],
  }));
  const book = singleton("collaborative_learning_book", (lang, tr, r) => ({
    title: tr({ en: "Collaborative Learning: the book", de: "Kollaboratives Lernen: das Buch", fr: "L'apprentissage collaboratif : le livre" }),
    // The page count is the PDF's own, so the page never promises more than the download holds.
    subtitle: [r.p(tr({ en: `${pdfPageCount(`collaborative-learning-book-${lang}.pdf`)} pages, one idea: your people are your best teachers.`, de: `${pdfPageCount(`collaborative-learning-book-${lang}.pdf`)} Seiten, eine Idee: Ihre Mitarbeitenden sind Ihre besten Lehrkräfte.`, fr: `${pdfPageCount(`collaborative-learning-book-${lang}.pdf`)} pages, une idée : vos collaborateurs sont vos meilleurs formateurs.` }))],
    cover: image("thumb-book-cover.webp", tr({ en: "Cover of the book", de: "Buchcover", fr: "Couverture du livre" })),
    pdf_asset: mediaLink(`collaborative-learning-book-${lang}.pdf`, "collaborative-learning-book.pdf"),
    form: docLink("form_config", "book", lang),
    chapters: [
      { title: tr({ en: "From catalogue to community", de: "Vom Katalog zur Gemeinschaft", fr: "Du catalogue à la communauté" }), summary: tr({ en: "Why top-down training stalls.", de: "Warum Training von oben stockt.", fr: "Pourquoi la formation descendante s'essouffle." }) },
      { title: tr({ en: "The expert next door", de: "Die Expertin nebenan", fr: "L'expert d'à côté" }), summary: tr({ en: "Finding and supporting internal authors.", de: "Interne Autoren finden und unterstützen.", fr: "Trouver et accompagner les auteurs internes." }) },
    ],
    ...seo(tr({ en: "The collaborative learning book", de: "Das Buch zum kollaborativen Lernen", fr: "Le livre de l'apprentissage collaboratif" }), tr({ en: "Download the free book on collaborative learning.", de: "Laden Sie das kostenlose Buch zum kollaborativen Lernen herunter.", fr: "Téléchargez gratuitement le livre sur l'apprentissage collaboratif." })),
  }));
  const movement = singleton("collaborative_learning_movement", (lang, tr, r) => ({
    title: tr({ en: "The collaborative learning movement", de: "Die Bewegung für kollaboratives Lernen", fr: "Le mouvement de l'apprentissage collaboratif" }),
    subtitle: [r.p(tr({ en: "4,200 learning professionals have signed the manifesto.", de: "4.200 Lernprofis haben das Manifest unterzeichnet.", fr: "4 200 professionnels de la formation ont signé le manifeste." }))],
    manifesto: [
      r.h2(tr({ en: "Our manifesto", de: "Unser Manifest", fr: "Notre manifeste" })),
      r.p(tr({ en: "We believe that the knowledge a company needs already lives in its people, and that learning teams exist to help it flow.", de: "Wir glauben, dass das Wissen, das ein Unternehmen braucht, bereits in seinen Menschen steckt, und dass Lernteams dafür da sind, es fließen zu lassen.", fr: "Nous croyons que le savoir dont une entreprise a besoin vit déjà dans ses équipes, et que les équipes formation existent pour le faire circuler." })),
    ],
    principles: [
      { title: tr({ en: "Open", de: "Offen", fr: "Ouvert" }), description: tr({ en: "Anyone can teach.", de: "Alle dürfen lehren.", fr: "Tout le monde peut transmettre." }) },
      { title: tr({ en: "Alive", de: "Lebendig", fr: "Vivant" }), description: tr({ en: "Content evolves with the work.", de: "Inhalte entwickeln sich mit der Arbeit.", fr: "Les contenus évoluent avec le travail." }) },
    ],
    // The CTA links the page's own signature form: the page scrolls to it (a link elsewhere would open it in the modal).
    cta_label: tr({ en: "Sign the manifesto", de: "Manifest unterzeichnen", fr: "Signer le manifeste" }),
    cta_link: docLink("form_config", "manifesto-signature", lang),
    cta_type: "primary",
    form: docLink("form_config", "manifesto-signature", lang),
    ...seo(tr({ en: "The collaborative learning movement", de: "Die Bewegung für kollaboratives Lernen", fr: "Le mouvement de l'apprentissage collaboratif" }), tr({ en: "Join thousands of learning professionals who believe in peer learning.", de: "Schließen Sie sich Tausenden Lernprofis an, die an Peer Learning glauben.", fr: "Rejoignez des milliers de professionnels qui croient à l'apprentissage entre pairs." })),
  }));
  const academy = singleton("performance_academy", (lang, tr) => ({
    ...header(
      lang,
      tr({ en: "L&D Performance Academy", de: "L&D Performance Academy", fr: "L&D Performance Academy" }),
      tr({ en: "A free six-week programme, one module a week, for learning teams who want to prove their impact.", de: "Ein kostenloses sechswöchiges Programm, ein Modul pro Woche, für Lernteams, die ihre Wirkung belegen wollen.", fr: "Un programme gratuit de six semaines, un module par semaine, pour les équipes formation qui veulent prouver leur impact." }),
      "illustration-performance-academy.svg",
    ),
    modules: [
      { title: tr({ en: "Align with the business", de: "Am Geschäft ausrichten", fr: "S'aligner sur le business" }), description: tr({ en: "Find the three metrics your CEO cares about.", de: "Die drei Kennzahlen finden, die Ihrer Geschäftsführung wichtig sind.", fr: "Identifier les trois indicateurs qui comptent pour votre direction." }), duration: 45 },
      { title: tr({ en: "Design for behaviour", de: "Für Verhalten gestalten", fr: "Concevoir pour changer les comportements" }), description: tr({ en: "From knowledge to habits.", de: "Vom Wissen zur Gewohnheit.", fr: "Du savoir aux habitudes." }), duration: 60 },
      { title: tr({ en: "Build with your experts", de: "Mit Ihren Fachleuten bauen", fr: "Construire avec vos experts" }), description: tr({ en: "Turn what your best people know into short courses.", de: "Aus dem Wissen Ihrer Besten kurze Kurse machen.", fr: "Faire de ce que savent vos meilleurs éléments des cours courts." }), duration: 50 },
      { title: tr({ en: "Launch and communicate", de: "Starten und kommunizieren", fr: "Lancer et communiquer" }), description: tr({ en: "A launch plan that gets the first thousand learners.", de: "Ein Startplan, der die ersten tausend Lernenden erreicht.", fr: "Un plan de lancement qui touche les mille premiers apprenants." }), duration: 40 },
      { title: tr({ en: "Measure what matters", de: "Messen, was zählt", fr: "Mesurer ce qui compte" }), description: tr({ en: "From completion rates to business results.", de: "Von Abschlussquoten zu Geschäftsergebnissen.", fr: "Des taux de complétion aux résultats business." }), duration: 50 },
      { title: tr({ en: "Report impact", de: "Wirkung berichten", fr: "Rendre compte de l'impact" }), description: tr({ en: "A one-page report leaders read.", de: "Ein einseitiger Bericht, den die Führung liest.", fr: "Un rapport d'une page que la direction lit." }), duration: 40 },
    ],
    // The academy's own registration, on its page (the CTA links the same form: the page scrolls to it).
    cta_label: tr({ en: "Enrol for free", de: "Kostenlos anmelden", fr: "S'inscrire gratuitement" }),
    cta_link: docLink("form_config", "academy-registration", lang),
    course_group_id: "academy-ld-performance",
    form: docLink("form_config", "academy-registration", lang),
  }));
  const collective = singleton("ld_collective", (lang, tr, r) => ({
    ...header(
      lang,
      tr({ en: "The L&D Collective", de: "The L&D Collective", fr: "The L&D Collective" }),
      tr({ en: "A community of 2,000 learning leaders who share what works.", de: "Eine Community von 2.000 Lernverantwortlichen, die teilen, was funktioniert.", fr: "Une communauté de 2 000 responsables formation qui partagent ce qui marche." }),
      "illustration-collective.svg",
    ),
    // Joining is an application (the form opens in the modal), as the members section's "Apply" says.
    cta_label: tr({ en: "Join the Collective", de: "Dem Collective beitreten", fr: "Rejoindre le Collective" }),
    cta_link: docLink("form_config", "collective-application", lang),
    body: [
      slice("ld_collective", {
        title: tr({ en: "Meet the members", de: "Die Mitglieder", fr: "Les membres" }),
        description: [r.p(tr({ en: "Monthly roundtables, a private forum and an annual retreat.", de: "Monatliche Runden, ein privates Forum und ein jährliches Retreat.", fr: "Des tables rondes mensuelles, un forum privé et une retraite annuelle." }))],
        illustration: image("illustration-collective.svg", ""),
        cta_label: tr({ en: "Apply", de: "Bewerben", fr: "Candidater" }),
        cta_link: docLink("form_config", "collective-application", lang),
        cta_type: "primary",
      }, [
        { member_portrait: image("portrait-lena-schubert.svg", "Lena Schubert"), member_name: "Lena Schubert", member_job: tr({ en: "Head of People Development", de: "Leiterin Personalentwicklung", fr: "Responsable du développement RH" }), member_company: COMPANIES.nordwind },
        { member_portrait: image("portrait-amelie-laurent.svg", "Amélie Laurent"), member_name: "Amélie Laurent", member_job: tr({ en: "L&D Director", de: "L&D-Direktorin", fr: "Directrice formation" }), member_company: COMPANIES.atelier },
        { member_portrait: image("portrait-tobias-richter.svg", "Tobias Richter"), member_name: "Tobias Richter", member_job: "CLO", member_company: COMPANIES.kestrel },
      ]),
      slice("influencers_section", {
        title: tr({ en: "Voices of the Collective", de: "Stimmen aus dem Collective", fr: "Les voix du Collective" }),
        description: [r.p(tr({ en: "Members who write and speak about learning.", de: "Mitglieder, die über Lernen schreiben und sprechen.", fr: "Des membres qui écrivent et parlent de formation." }))],
      }, [
        { portrait: image("portrait-nora-lindqvist.svg", "Nora Lindqvist"), name: "Nora Lindqvist", job: tr({ en: "Author, The Learning Loop", de: "Autorin, The Learning Loop", fr: "Autrice, The Learning Loop" }), quote: tr({ en: "The best learning teams behave like editors.", de: "Die besten Lernteams arbeiten wie Redaktionen.", fr: "Les meilleures équipes formation se comportent comme des rédactions." }) },
        { portrait: image("portrait-sofia-garcia.svg", "Sofia García"), name: "Sofia García", job: tr({ en: "Podcast host, Work Smarts", de: "Podcast-Host, Work Smarts", fr: "Animatrice du podcast Work Smarts" }), quote: tr({ en: "Peer learning is culture you can measure.", de: "Peer Learning ist messbare Kultur.", fr: "L'apprentissage entre pairs, c'est de la culture mesurable." }) },
      ]),
    ],
  }));
  const maturity = singleton("maturity_model", (lang, tr, r) => ({
    ...header(
      lang,
      tr({ en: "The L&D maturity model", de: "Das L&D-Reifegradmodell", fr: "Le modèle de maturité de la formation" }),
      // {themeCount} is filled by the page from the themes below, so adding or removing one keeps the copy true.
      tr({ en: "Assess your learning organisation on {themeCount} themes and get a personalised report.", de: "Bewerten Sie Ihre Lernorganisation in {themeCount} Themen und erhalten Sie einen persönlichen Bericht.", fr: "Évaluez votre organisation formation sur {themeCount} thèmes et recevez un rapport personnalisé." }),
      "illustration-maturity-model.svg",
    ),
    maturity_model_title: tr({ en: "Your L&D maturity", de: "Ihre L&D-Reife", fr: "Votre maturité formation" }),
    assessment_introduction: [r.p(tr({ en: "For each theme, pick the level that best describes your company today. There are no wrong answers.", de: "Wählen Sie für jedes Thema die Stufe, die Ihr Unternehmen heute am besten beschreibt. Es gibt keine falschen Antworten.", fr: "Pour chaque thème, choisissez le niveau qui décrit le mieux votre entreprise aujourd'hui. Il n'y a pas de mauvaise réponse." }))],
    level_label_1: tr({ en: "Ad hoc", de: "Ad hoc", fr: "Ponctuel" }),
    level_label_2: tr({ en: "Emerging", de: "Im Aufbau", fr: "Émergent" }),
    level_label_3: tr({ en: "Structured", de: "Strukturiert", fr: "Structuré" }),
    level_label_4: tr({ en: "Integrated", de: "Integriert", fr: "Intégré" }),
    level_label_5: tr({ en: "Collaborative", de: "Kollaborativ", fr: "Collaboratif" }),
    select: tr({ en: "Select", de: "Auswählen", fr: "Choisir" }),
    select_your_level: tr({ en: "Select your level", de: "Wählen Sie Ihre Stufe", fr: "Choisissez votre niveau" }),
    your_overall_level: tr({ en: "Your overall level", de: "Ihre Gesamtstufe", fr: "Votre niveau global" }),
    kpi: tr({ en: "Key indicator", de: "Schlüsselkennzahl", fr: "Indicateur clé" }),
    next_label: tr({ en: "Next theme", de: "Nächstes Thema", fr: "Thème suivant" }),
    themes: [
      {
        theme_title: tr({ en: "Strategy", de: "Strategie", fr: "Stratégie" }),
        theme_description: tr({ en: "How learning connects to business goals.", de: "Wie Lernen mit Geschäftszielen verbunden ist.", fr: "Comment la formation se relie aux objectifs de l'entreprise." }),
        level_1_description: tr({ en: "Training answers requests as they come.", de: "Schulungen reagieren auf Anfragen, wie sie kommen.", fr: "La formation répond aux demandes au fil de l'eau." }),
        level_2_description: tr({ en: "A yearly plan exists.", de: "Es gibt einen Jahresplan.", fr: "Un plan annuel existe." }),
        level_3_description: tr({ en: "The plan follows business priorities.", de: "Der Plan folgt den Geschäftsprioritäten.", fr: "Le plan suit les priorités métier." }),
        level_4_description: tr({ en: "Learning goals are in leaders' objectives.", de: "Lernziele stehen in den Zielen der Führung.", fr: "Les objectifs de formation figurent dans ceux des dirigeants." }),
        level_5_description: tr({ en: "Teams set and run their own learning goals.", de: "Teams setzen und steuern ihre eigenen Lernziele.", fr: "Les équipes fixent et pilotent leurs propres objectifs." }),
        kpi: tr({ en: "Share of training tied to a business goal", de: "Anteil der Schulungen mit Geschäftsziel", fr: "Part des formations liées à un objectif métier" }),
        resource_type: "ebook",
        resource_title: tr({ en: "The onboarding playbook", de: "Der Onboarding-Leitfaden", fr: "Le guide de l'intégration" }),
        resource_link: docLink("gated_ebook_lp", "onboarding-playbook", lang),
      },
      {
        theme_title: tr({ en: "Content creation", de: "Inhaltserstellung", fr: "Création de contenus" }),
        theme_description: tr({ en: "Who creates learning content, and how fast.", de: "Wer Lerninhalte erstellt und wie schnell.", fr: "Qui crée les contenus de formation, et à quelle vitesse." }),
        level_1_description: tr({ en: "Content is bought off the shelf.", de: "Inhalte werden von der Stange gekauft.", fr: "Les contenus sont achetés sur étagère." }),
        level_2_description: tr({ en: "L&D writes some courses.", de: "L&D schreibt einige Kurse.", fr: "L'équipe formation écrit quelques cours." }),
        level_3_description: tr({ en: "Experts contribute on request.", de: "Fachleute tragen auf Anfrage bei.", fr: "Les experts contribuent sur demande." }),
        level_4_description: tr({ en: "Experts publish with L&D review.", de: "Fachleute veröffentlichen mit L&D-Prüfung.", fr: "Les experts publient avec relecture de la formation." }),
        level_5_description: tr({ en: "Everyone can publish and improve content.", de: "Alle können Inhalte veröffentlichen und verbessern.", fr: "Chacun peut publier et améliorer les contenus." }),
        kpi: tr({ en: "Courses published per month", de: "Veröffentlichte Kurse pro Monat", fr: "Cours publiés par mois" }),
        resource_type: "article",
        resource_title: tr({ en: "AI course authoring", de: "KI-Kurserstellung", fr: "La création de cours par IA" }),
        resource_link: docLink("blog_article", "ai-course-authoring", lang),
      },
      {
        theme_title: tr({ en: "Measurement", de: "Wirkungsmessung", fr: "Mesure" }),
        theme_description: tr({ en: "How you know learning works.", de: "Woran Sie erkennen, dass Lernen wirkt.", fr: "Comment savoir si la formation fonctionne." }),
        level_1_description: tr({ en: "Attendance is counted.", de: "Die Teilnahme wird gezählt.", fr: "La présence est comptée." }),
        level_2_description: tr({ en: "Learners rate each course.", de: "Lernende bewerten jeden Kurs.", fr: "Les apprenants notent chaque cours." }),
        level_3_description: tr({ en: "Skills are checked after training.", de: "Kompetenzen werden nach Schulungen geprüft.", fr: "Les compétences sont vérifiées après la formation." }),
        level_4_description: tr({ en: "Learning data sits beside business data.", de: "Lerndaten stehen neben Geschäftsdaten.", fr: "Les données de formation côtoient les données métier." }),
        level_5_description: tr({ en: "Teams see the effect of learning on their own results.", de: "Teams sehen die Wirkung des Lernens auf ihre eigenen Ergebnisse.", fr: "Les équipes voient l'effet de la formation sur leurs propres résultats." }),
        kpi: tr({ en: "Share of courses with a measured outcome", de: "Anteil der Kurse mit gemessenem Ergebnis", fr: "Part des cours dont l'effet est mesuré" }),
        resource_type: "client_use_case",
        resource_title: tr({ en: "How Nordwind Logistik measures onboarding", de: "Wie Nordwind Logistik das Onboarding misst", fr: "Comment Nordwind Logistik mesure l'intégration" }),
        resource_link: docLink("case_study", "nordwind-logistik", lang),
      },
    ],
    form_title: tr({ en: "Get your personalised report", de: "Ihren persönlichen Bericht erhalten", fr: "Recevez votre rapport personnalisé" }),
    form_subtitle: tr({ en: "With resources picked for your level.", de: "Mit passenden Ressourcen für Ihre Stufe.", fr: "Avec des ressources adaptées à votre niveau." }),
    form_config: docLink("form_config", "maturity-model", lang),
    // The report form forwards nothing to marketing without the box (src/lib/forms/definitions.ts, marketingOnlyWithOptIn).
    form_info_panel: [r.p(tr({ en: "Your answers are only used to build your report. We write to you about anything else only if you tick the box.", de: "Ihre Antworten werden nur für Ihren Bericht verwendet. Zu anderen Themen schreiben wir Ihnen nur, wenn Sie das Kästchen ankreuzen.", fr: "Vos réponses servent uniquement à construire votre rapport. Nous ne vous écrivons sur autre chose que si vous cochez la case." }))],
    pdf_file_name: tr({ en: "quillio-maturity-report", de: "quillio-reifegrad-bericht", fr: "quillio-rapport-maturite" }),
    pdf_header_title: tr({ en: "L&D maturity report", de: "L&D-Reifegradbericht", fr: "Rapport de maturité formation" }),
    pdf_header_intro_page: tr({ en: "Introduction", de: "Einleitung", fr: "Introduction" }),
    pdf_header_page_number: tr({ en: "Page {page}", de: "Seite {page}", fr: "Page {page}" }),
    pdf_header_resources_page: tr({ en: "Resources", de: "Ressourcen", fr: "Ressources" }),
    pdf_title: tr({ en: "Your L&D maturity", de: "Ihre L&D-Reife", fr: "Votre maturité formation" }),
    pdf_subtitle: tr({ en: "Results and recommendations", de: "Ergebnisse und Empfehlungen", fr: "Résultats et recommandations" }),
    pdf_resources_introduction: tr({ en: "We picked these resources for your next steps.", de: "Diese Ressourcen haben wir für Ihre nächsten Schritte ausgewählt.", fr: "Nous avons choisi ces ressources pour vos prochaines étapes." }),
    pdf_resource_label_article: tr({ en: "Article", de: "Artikel", fr: "Article" }),
    pdf_resource_label_ebook: "Ebook",
    pdf_resource_label_report: tr({ en: "Report", de: "Bericht", fr: "Rapport" }),
    pdf_resource_label_podcast: "Podcast",
    pdf_resource_label_webinar: tr({ en: "Webinar", de: "Webinar", fr: "Webinaire" }),
    pdf_resource_label_client_use_case: tr({ en: "Customer story", de: "Kundengeschichte", fr: "Témoignage client" }),
  }));
  const roi = singleton("roi_calculator", (lang, tr, r) => ({
    title: tr({ en: "ROI calculator", de: "ROI-Rechner", fr: "Calculateur de ROI" }),
    subtitle: [r.p(tr({ en: "Estimate what collaborative learning saves your company in a year.", de: "Schätzen Sie, was kollaboratives Lernen Ihrem Unternehmen in einem Jahr spart.", fr: "Estimez ce que l'apprentissage collaboratif fait économiser à votre entreprise en un an." }))],
    introduction: [r.p(tr({ en: "Based on data from 300 Quillio customers. Enter your own figures: the estimate updates as you type.", de: "Basierend auf Daten von 300 Quillio Kunden. Geben Sie Ihre eigenen Zahlen ein: die Schätzung passt sich beim Tippen an.", fr: "Fondé sur les données de 300 clients Quillio. Saisissez vos propres chiffres : l'estimation se met à jour pendant la saisie." }))],
    employees_label: tr({ en: "Number of employees", de: "Anzahl Mitarbeitende", fr: "Nombre de salariés" }),
    hourly_cost_label: tr({ en: "Average hourly cost (€)", de: "Durchschnittliche Stundenkosten (€)", fr: "Coût horaire moyen (€)" }),
    training_hours_label: tr({ en: "Training hours per employee per year", de: "Schulungsstunden pro Person und Jahr", fr: "Heures de formation par salarié et par an" }),
    results_title: tr({ en: "Your estimated yearly savings", de: "Ihre geschätzte jährliche Ersparnis", fr: "Vos économies annuelles estimées" }),
    savings_label: tr({ en: "Savings", de: "Ersparnis", fr: "Économies" }),
    hours_saved_label: tr({ en: "Hours given back to the business", de: "Stunden, die dem Geschäft zurückgegeben werden", fr: "Heures rendues à l'activité" }),
    default_employees: 500,
    default_hourly_cost: 45,
    default_training_hours: 20,
    time_saved_ratio: 0.35,
    currency: "EUR",
    cta_label: tr({ en: "Discuss your numbers with us", de: "Ihre Zahlen mit uns besprechen", fr: "Discuter de vos chiffres avec nous" }),
    cta_link: docLink("form_page", "demo", lang),
    cta_type: "primary",
    ...seo(tr({ en: "ROI calculator", de: "ROI-Rechner", fr: "Calculateur de ROI" }), tr({ en: "Estimate the return on investment of collaborative learning.", de: "Schätzen Sie den ROI von kollaborativem Lernen.", fr: "Estimez le retour sur investissement de l'apprentissage collaboratif." })),
  }));
  const ldNext = defineGroup({
    type: "ld_next",
    name: "lyon-2027",
    langs: uids({ en: "lyon-2027", de: "lyon-2027", fr: "lyon-2027" }),
    data: (lang, tr, r) => ({
      title: "L&D Next Lyon 2027",
      header: [r.h1("L&D Next Lyon 2027"), r.p(tr({ en: "Two days, 600 learning leaders, 40 talks on the future of learning at work.", de: "Zwei Tage, 600 Lernverantwortliche, 40 Vorträge zur Zukunft des Lernens bei der Arbeit.", fr: "Deux jours, 600 responsables formation, 40 conférences sur l'avenir de l'apprentissage au travail." }))],
      header_image: image("illustration-ld-next.svg", ""),
      date: "2027-04-13T07:30:00+0000",
      location: "Lyon, Cité Internationale",
      // The ticket is the conference's registration, on its event page.
      cta_label: tr({ en: "Get your ticket", de: "Ticket sichern", fr: "Réserver ma place" }),
      cta_link: docLink("live_event", "ld-next-lyon-2027", lang),
      cta_type: "primary",
      body: [slice("text", { title: tr({ en: "Programme", de: "Programm", fr: "Programme" }), content: r.ul(tr({ en: "Day 1: AI and the learning team", de: "Tag 1: KI und das Lernteam", fr: "Jour 1 : l'IA et l'équipe formation" }), tr({ en: "Day 2: Skills, careers and mobility", de: "Tag 2: Kompetenzen, Karrieren und Mobilität", fr: "Jour 2 : compétences, carrières et mobilité" })), alignment: "left" })],
      social_sharing_thumbnail: image("thumb-ld-summit.webp", "L&D Next Lyon 2027"),
      ...seo("L&D Next Lyon 2027", tr({ en: "The learning conference in Lyon, 13 and 14 April 2027.", de: "Die Lernkonferenz in Lyon am 13. und 14. April 2027.", fr: "La conférence formation à Lyon, les 13 et 14 avril 2027." })),
    }),
  });
  const certification = defineGroup({
    type: "certification",
    name: "collaborative-learning-practitioner",
    langs: uids({ en: "collaborative-learning-practitioner", de: "praktiker-kollaboratives-lernen", fr: "praticien-apprentissage-collaboratif" }),
    data: (lang, tr, r) => ({
      title: tr({ en: "Collaborative Learning Practitioner", de: "Praktiker:in für kollaboratives Lernen", fr: "Praticien de l'apprentissage collaboratif" }),
      subtitle: [r.p(tr({ en: "A free certification for L&D professionals, in six hours.", de: "Eine kostenlose Zertifizierung für L&D-Profis in sechs Stunden.", fr: "Une certification gratuite pour les professionnels de la formation, en six heures." }))],
      thumbnail: image("illustration-certification.svg", ""),
      level: "intermediate",
      duration: 6,
      description: [r.h2(tr({ en: "What you will learn", de: "Was Sie lernen", fr: "Ce que vous apprendrez" })), ...r.ul(tr({ en: "Recruit and coach internal authors", de: "Interne Autoren gewinnen und begleiten", fr: "Recruter et accompagner des auteurs internes" }), tr({ en: "Run peer review", de: "Peer-Reviews organisieren", fr: "Organiser la relecture par les pairs" }), tr({ en: "Measure impact", de: "Wirkung messen", fr: "Mesurer l'impact" }))],
      // No header CTA: the registration form stands in the header (a CTA to the free trial named no course).
      course_group_id: "certification-collaborative-learning-practitioner",
      form: docLink("form_config", "course-registration", lang),
      ...seo(tr({ en: "Collaborative Learning Practitioner certification", de: "Zertifizierung Praktiker:in für kollaboratives Lernen", fr: "Certification praticien de l'apprentissage collaboratif" }), tr({ en: "Get certified in collaborative learning for free.", de: "Lassen Sie sich kostenlos im kollaborativen Lernen zertifizieren.", fr: "Faites-vous certifier gratuitement en apprentissage collaboratif." })),
    }),
  });
  const studio = defineGroup({
    type: "studio",
    name: "learning-leaders-episode-1",
    langs: uids({ en: "learning-leaders-episode-1", fr: "learning-leaders-episode-1" }),
    data: (lang, tr, r) => ({
      title: tr({ en: "Learning Leaders, episode 1: Atelier Lumen", de: "", fr: "Learning Leaders, épisode 1 : Atelier Lumen" }),
      subtitle: [r.p(tr({ en: "A 12-minute documentary inside a workshop that teaches by doing.", de: "", fr: "Un documentaire de 12 minutes dans un atelier qui enseigne par le geste." }))],
      thumbnail: image("thumb-studio-episode.webp", tr({ en: "An artisan at work", de: "", fr: "Un artisan au travail" })),
      wistia_id: "q1ll10std01",
      description: [r.p(tr({ en: "Produced by Quillio Studio. Filmed in Lyon in January 2026.", de: "", fr: "Produit par Quillio Studio. Tourné à Lyon en janvier 2026." }))],
      cta_label: tr({ en: "Read the customer story", de: "", fr: "Lire le témoignage" }),
      cta_link: docLink("case_study", "atelier-lumen", lang),
      cta_type: "outline",
      ...seo(tr({ en: "Learning Leaders: Atelier Lumen", de: "", fr: "Learning Leaders : Atelier Lumen" }), tr({ en: "A documentary on craftsmanship and collaborative learning.", de: "", fr: "Un documentaire sur le savoir-faire et l'apprentissage collaboratif." })),
    }),
  });
  const test = defineGroup({
    type: "test_page",
    name: "all-slices",
    langs: uids({ en: "all-slices", de: "alle-slices", fr: "tous-les-slices" }),
    data: (lang, tr, r) => ({
      title: tr({ en: "Slice library", de: "Slice-Bibliothek", fr: "Bibliothèque de slices" }),
      body: [
        slice("text", { section_id: "intro", title: tr({ en: "Every slice on one page", de: "Alle Slices auf einer Seite", fr: "Tous les slices sur une page" }), content: [r.p(tr({ en: "This page renders every slice type for visual and accessibility checks.", de: "Diese Seite zeigt jeden Slice-Typ für visuelle und Barrierefreiheitsprüfungen.", fr: "Cette page affiche chaque type de slice pour les contrôles visuels et d'accessibilité." }))], alignment: "center" }),
        slice("image", { image: image("illustration-home-hero.svg", tr({ en: "Three colleagues writing a course", de: "Drei Kollegen schreiben einen Kurs", fr: "Trois collègues rédigent un cours" })), caption: tr({ en: "An image slice with a caption", de: "Ein Bild-Slice mit Bildunterschrift", fr: "Un slice image avec légende" }), size: "contained" }),
        slice("logo_list", { title: tr({ en: "Logos", de: "Logos", fr: "Logos" }) }, (["nordwind", "atelier", "vantage"] as const).map((key) => ({ logo: image(`logo-${key}.svg`, COMPANIES[key]), name: COMPANIES[key] }))),
        slice("video_list", { title: tr({ en: "Videos", de: "Videos", fr: "Vidéos" }) }, [{ wistia_id: "q1ll10tour1", title: tr({ en: "Product tour", de: "Produkttour", fr: "Visite du produit" }), thumbnail: image("thumb-product-ai.webp", tr({ en: "Product tour", de: "Produkttour", fr: "Visite du produit" })) }]),
        slice("comparative_table", { section_id: "plans", comparative_table_config: docLink("comparative_table_config", "plans", lang) }),
        slice("privacy_and_security_section", { section: docLink("privacy_and_security_section", "hosting", lang), is_reversed: false }),
        slice("carousel", { title: tr({ en: "Carousel with autoplay", de: "Karussell mit Autoplay", fr: "Carrousel avec défilement automatique" }), slide_by: 2, autoplay: true }, ["use-case-onboarding", "use-case-upskilling", "use-case-compliance", "use-case-sales"].map((name, index) => ({ image: image(`illustration-${name}.svg`, `${tr({ en: "Slide", de: "Folie", fr: "Diapositive" })} ${index + 1}`), title: `${tr({ en: "Slide", de: "Folie", fr: "Diapositive" })} ${index + 1}`, description: null }))),
        slice("use_cases", { title: tr({ en: "Use cases", de: "Anwendungsfälle", fr: "Cas d'usage" }) }, [{ illustration: image("illustration-use-case-upskilling.svg", ""), title: "Upskilling", description: null, link: docLink("landing_page", "learning-paths", lang), link_label: tr({ en: "Learn more", de: "Mehr erfahren", fr: "En savoir plus" }) }]),
      ],
      is_hidden: true,
      ...seo(tr({ en: "Slice library", de: "Slice-Bibliothek", fr: "Bibliothèque de slices" }), tr({ en: "Internal test page.", de: "Interne Testseite.", fr: "Page de test interne." })),
    }),
  });
  const redemption = defineGroup({
    type: "redemption_code",
    name: "kestrel-pharma",
    langs: uids({ en: "kestrel-pharma", fr: "kestrel-pharma" }),
    data: (lang, tr, r) => ({
      title: tr({ en: "Your Quillio app code from Kestrel Pharma", de: "", fr: "Votre code pour l'application Quillio, offert par Kestrel Pharma" }),
      company_name: COMPANIES.kestrel,
      company_logo: image("logo-kestrel.svg", COMPANIES.kestrel),
      description: [r.p(tr({ en: "Kestrel Pharma offers you the Quillio iPhone app. Copy your personal code and redeem it in the App Store.", de: "", fr: "Kestrel Pharma vous offre l'application iPhone Quillio. Copiez votre code personnel et utilisez-le dans l'App Store." }))],
      app_store_link: webLink("https://apps.apple.com/app/id6450000001", "_blank"),
      app_store_id: "6450000001",
      is_active: true,
      dashboard_title: tr({ en: "Kestrel Pharma campaign dashboard", de: "", fr: "Tableau de bord de la campagne Kestrel Pharma" }),
      dashboard_description: [r.p(tr({ en: "Follow how many codes your employees have claimed.", de: "", fr: "Suivez combien de codes vos salariés ont récupérés." }))],
      is_hidden: true,
      ...seo(tr({ en: "App code", de: "", fr: "Code application" }), tr({ en: "Redeem your Quillio app code.", de: "", fr: "Utilisez votre code pour l'application Quillio." })),
    }),
  });
  // A small pool (content/redemption-codes/orbis-hotels.csv) that runs out: the exhausted state is real, not a mock-up.
  const smallCampaign = defineGroup({
    type: "redemption_code",
    name: "orbis-hotels",
    langs: uids({ en: "orbis-hotels", de: "orbis-hotels", fr: "orbis-hotels" }),
    data: (lang, tr, r) => ({
      title: tr({ en: "Your Quillio app code from Orbis Hotels", de: "Ihr Code für die Quillio-App von Orbis Hotels", fr: "Votre code pour l'application Quillio, offert par Orbis Hotels" }),
      company_name: COMPANIES.orbis,
      company_logo: image("logo-orbis.svg", COMPANIES.orbis),
      description: [r.p(tr({ en: "Orbis Hotels offers its front-desk teams the Quillio iPhone app.", de: "Orbis Hotels schenkt seinen Rezeptionsteams die Quillio-App für das iPhone.", fr: "Orbis Hotels offre l'application iPhone Quillio à ses équipes de réception." }))],
      app_store_link: webLink("https://apps.apple.com/app/id6450000001", "_blank"),
      app_store_id: "6450000001",
      is_active: true,
      dashboard_title: tr({ en: "Orbis Hotels campaign dashboard", de: "Dashboard der Aktion von Orbis Hotels", fr: "Tableau de bord de la campagne Orbis Hotels" }),
      dashboard_description: [r.p(tr({ en: "Follow how many codes your teams have claimed.", de: "Verfolgen Sie, wie viele Codes Ihre Teams abgerufen haben.", fr: "Suivez combien de codes vos équipes ont récupérés." }))],
      is_hidden: true,
      ...seo(tr({ en: "App code", de: "App-Code", fr: "Code application" }), tr({ en: "Redeem your Quillio app code.", de: "Lösen Sie Ihren Code für die Quillio-App ein.", fr: "Utilisez votre code pour l'application Quillio." })),
    }),
  });
  const page = defineGroup({
    type: "page",
    name: "about-us",
    langs: uids({ en: "about-us", de: "ueber-uns", fr: "a-propos" }),
    data: (lang, tr, r) => ({
      category: "company",
      title: tr({ en: "About Quillio", de: "Über Quillio", fr: "À propos de Quillio" }),
      subtitle: [r.p(tr({ en: "We build the platform that lets every employee teach.", de: "Wir bauen die Plattform, mit der alle Mitarbeitenden lehren können.", fr: "Nous construisons la plateforme qui permet à chaque salarié de transmettre." }))],
      body: [
        slice("text", {
          title: tr({ en: "Our story", de: "Unsere Geschichte", fr: "Notre histoire" }),
          content: [r.p(tr({ en: "Quillio was founded in Lyon in 2019 by three former trainers who were tired of courses nobody finished. Today 240 people in Lyon, Berlin and London serve 1,900 customers.", de: "Quillio wurde 2019 in Lyon von drei ehemaligen Trainern gegründet, die Kurse satt hatten, die niemand abschloss. Heute betreuen 240 Menschen in Lyon, Berlin und London 1.900 Kunden.", fr: "Quillio a été fondée à Lyon en 2019 par trois anciens formateurs lassés des cours que personne ne terminait. Aujourd'hui, 240 personnes à Lyon, Berlin et Londres accompagnent 1 900 clients." }))],
          alignment: "left",
        }),
        // The contact form opens in the modal here: a page whose only form loads when it is opened.
        slice("cta", { section_id: "about-contact", title: tr({ en: "We are hiring", de: "Wir stellen ein", fr: "Nous recrutons" }), background: "dark", cta_1_label: tr({ en: "Contact us", de: "Kontakt", fr: "Nous contacter" }), cta_1_link: docLink("form_config", "contact", lang), cta_1_type: "primary" }),
      ],
      ...seo(tr({ en: "About us", de: "Über uns", fr: "À propos" }), tr({ en: "The team and the story behind Quillio.", de: "Das Team und die Geschichte hinter Quillio.", fr: "L'équipe et l'histoire de Quillio." })),
    }),
  });
  // A campaign page: its category matches a landing-page rule, so it gets the landing layout without menu.
  const campaign = defineGroup({
    type: "page",
    name: "learning-week",
    langs: uids({ en: "learning-week-2027", de: "lernwoche-2027", fr: "semaine-apprentissage-2027" }),
    data: (lang, tr, r) => ({
      category: tr({ en: "campaign", de: "kampagne", fr: "campagne" }),
      title: tr({ en: "Learning Week 2027: five days, one skill a day", de: "Lernwoche 2027: fünf Tage, jeden Tag eine Kompetenz", fr: "Semaine de l'apprentissage 2027 : cinq jours, une compétence par jour" }),
      subtitle: [r.p(tr({ en: "Run a company-wide learning week with ready-made courses written by your own experts.", de: "Veranstalten Sie eine unternehmensweite Lernwoche mit fertigen Kursen Ihrer eigenen Fachleute.", fr: "Organisez une semaine de l'apprentissage dans toute l'entreprise, avec des cours prêts à l'emploi écrits par vos experts." }))],
      body: [
        slice("text", {
          section_id: "programme",
          title: tr({ en: "The programme", de: "Das Programm", fr: "Le programme" }),
          content: r.ul(
            ...learningWeekKit[lang].chapters.slice(1, 6).map((day) => day.title),
          ),
          alignment: "left",
        }),
        slice("logo_list", { title: tr({ en: "Companies that ran theirs", de: "Unternehmen, die schon dabei waren", fr: "Ils ont organisé la leur" }), logo_list: docLink("logo_list", "customers", lang) }),
        slice("cta", {
          section_id: "learning-week-cta",
          title: tr({ en: "Get the learning week kit", de: "Holen Sie sich das Lernwochen-Kit", fr: "Recevez le kit de la semaine" }),
          description: [r.p(tr({ en: `The day-by-day plan, the invitation to send and the checklist: a PDF of ${pdfPageCount(`learning-week-kit-${lang}.pdf`)} pages, free, no form.`, de: `Der Plan für jeden Tag, die Einladung zum Versenden und die Checkliste: ein PDF mit ${pdfPageCount(`learning-week-kit-${lang}.pdf`)} Seiten, kostenlos, ohne Formular.`, fr: `Le programme jour par jour, l'invitation à envoyer et la liste de contrôle : un PDF de ${pdfPageCount(`learning-week-kit-${lang}.pdf`)} pages, gratuit, sans formulaire.` }))],
          background: "green",
          cta_1_label: tr({ en: "Download the kit", de: "Kit herunterladen", fr: "Télécharger le kit" }),
          cta_1_link: mediaLink(`learning-week-kit-${lang}.pdf`, tr({ en: "quillio-learning-week-kit.pdf", de: "quillio-lernwochen-kit.pdf", fr: "quillio-kit-semaine-apprentissage.pdf" })),
          cta_1_type: "primary",
          cta_2_label: tr({ en: "Book a demo", de: "Demo buchen", fr: "Demander une démo" }),
          cta_2_link: docLink("form_page", "demo", lang),
          cta_2_type: "outline",
        }),
      ],
      ...seo(tr({ en: "Learning Week 2027", de: "Lernwoche 2027", fr: "Semaine de l'apprentissage 2027" }), tr({ en: "Five days, one skill a day: the company-wide learning week kit.", de: "Fünf Tage, jeden Tag eine Kompetenz: das Kit für die Lernwoche im Unternehmen.", fr: "Cinq jours, une compétence par jour : le kit de la semaine de l'apprentissage." })),
    }),
  });
  return [collaborative, book, movement, academy, collective, maturity, roi, ldNext, certification, studio, test, redemption, smallCampaign, page, campaign];
}

export function morePages(): SeedGroup[] {
  return [...caseStudies(), ...ebooks(), ...events(), ...partners(), ...others()];
}
