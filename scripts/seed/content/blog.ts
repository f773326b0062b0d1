/** Blog: home, authors, categories, tags and articles. */
import { defineGroup, docLink, image, singleton, slice, type Data, type GroupSpec, type Lang, type PerLang, type SeedGroup } from "../lib";
import { guideGroups, moreArticles } from "./articles";

export const AUTHORS = {
  "clara-hoffmann": {
    name: "Clara Hoffmann",
    job: { en: "Head of Learning Science", de: "Leiterin Lernwissenschaft", fr: "Responsable des sciences de l'apprentissage" },
    bio: {
      en: "Clara spent ten years designing academies for industrial groups before joining Quillio. She writes about learning culture and the science of remembering.",
      de: "Clara hat zehn Jahre lang Akademien für Industriekonzerne aufgebaut, bevor sie zu Quillio kam. Sie schreibt über Lernkultur und die Wissenschaft des Erinnerns.",
      fr: "Clara a conçu pendant dix ans des académies pour des groupes industriels avant de rejoindre Quillio. Elle écrit sur la culture d'apprentissage et la science de la mémorisation.",
    },
  },
  "julien-moreau": {
    name: "Julien Moreau",
    job: { en: "Customer Education Lead", de: "Leiter Customer Education", fr: "Responsable de la formation clients" },
    bio: {
      en: "Julien helps customers roll out Quillio to thousands of employees. Before that he ran onboarding for a retail network of 400 stores.",
      de: "Julien begleitet Kunden bei der Einführung von Quillio für Tausende Mitarbeitende. Davor verantwortete er das Onboarding eines Handelsnetzes mit 400 Filialen.",
      fr: "Julien accompagne les clients qui déploient Quillio auprès de milliers de collaborateurs. Auparavant, il pilotait l'intégration d'un réseau de 400 magasins.",
    },
  },
  "maya-patel": {
    name: "Maya Patel",
    job: { en: "Product Marketing Manager", de: "Product Marketing Managerin", fr: "Responsable marketing produit" },
    bio: {
      en: "Maya translates what our product team builds into stories customers recognise. She follows AI in learning closely and tests every tool herself.",
      de: "Maya übersetzt, was unser Produktteam baut, in Geschichten, in denen sich Kunden wiederfinden. Sie verfolgt KI im Lernen genau und testet jedes Tool selbst.",
      fr: "Maya traduit ce que construit notre équipe produit en histoires dans lesquelles les clients se reconnaissent. Elle suit de près l'IA appliquée à la formation et teste chaque outil elle-même.",
    },
  },
} as const;
export type AuthorKey = keyof typeof AUTHORS;

export const CATEGORIES = {
  "learning-culture": {
    uid: { en: "learning-culture", de: "lernkultur", fr: "culture-apprentissage" },
    name: { en: "Learning culture", de: "Lernkultur", fr: "Culture d'apprentissage" },
    description: {
      en: "How companies make learning part of everyday work, from peer teaching to manager habits.",
      de: "Wie Unternehmen Lernen zum Teil der täglichen Arbeit machen, vom Peer-Teaching bis zu Führungsgewohnheiten.",
      fr: "Comment les entreprises intègrent l'apprentissage au quotidien, de l'enseignement entre pairs aux habitudes managériales.",
    },
  },
  onboarding: {
    uid: { en: "onboarding", de: "onboarding", fr: "integration" },
    name: { en: "Onboarding", de: "Onboarding", fr: "Intégration" },
    description: {
      en: "Practical playbooks to get new hires productive and confident faster.",
      de: "Praxisleitfäden, damit neue Mitarbeitende schneller produktiv und sicher werden.",
      fr: "Des méthodes concrètes pour rendre les nouveaux arrivants autonomes plus vite.",
    },
  },
  "ai-in-learning": {
    uid: { en: "ai-in-learning", de: "ki-im-lernen", fr: "ia-et-formation" },
    name: { en: "AI in learning", de: "KI im Lernen", fr: "IA et formation" },
    description: {
      en: "What generative AI changes for course authors, learners and L&D teams, with the hype removed.",
      de: "Was generative KI für Kursautoren, Lernende und L&D-Teams verändert, ohne den Hype.",
      fr: "Ce que l'IA générative change pour les auteurs de cours, les apprenants et les équipes formation, sans le battage.",
    },
  },
} as const;
export type CategoryKey = keyof typeof CATEGORIES;

export const TAGS = {
  "peer-learning": { en: ["peer-learning", "Peer learning"], de: ["peer-learning", "Peer Learning"], fr: ["apprentissage-entre-pairs", "Apprentissage entre pairs"] },
  microlearning: { en: ["microlearning", "Microlearning"], de: ["microlearning", "Microlearning"], fr: ["microlearning", "Microlearning"] },
  skills: { en: ["skills", "Skills"], de: ["kompetenzen", "Kompetenzen"], fr: ["competences", "Compétences"] },
  "hr-tech": { en: ["hr-tech", "HR tech"], de: ["hr-tech", "HR-Tech"], fr: ["rh-tech", "Tech RH"] },
  "manager-enablement": { en: ["manager-enablement", "Managers"], de: ["fuehrungskraefte", "Führungskräfte"], fr: ["managers", "Managers"] },
  compliance: { en: ["compliance", "Compliance"], de: ["compliance", "Compliance"], fr: ["conformite", "Conformité"] },
} as const satisfies Record<string, PerLang<readonly [string, string]>>;
export type TagKey = keyof typeof TAGS;

export interface ArticleSpec {
  name: string;
  uid: Partial<PerLang<string>>;
  author: AuthorKey;
  category: CategoryKey;
  tags: TagKey[];
  thumbnail: string;
  thumbnailAlt: Partial<PerLang<string>>;
  published: string;
  duration: number;
  title: Partial<PerLang<string>>;
  shortTitle?: Partial<PerLang<string>>;
  description: Partial<PerLang<string>>;
  content: GroupSpec["data"];
  /** Guide the article is a chapter of (its group name). */
  guide?: string;
  slices?: (lang: Lang) => Data[];
  hidden?: boolean;
}

/** A blog article group from its per-language copy. */
export function article(spec: ArticleSpec): SeedGroup {
  const langs = Object.fromEntries(
    (Object.keys(spec.uid) as Lang[]).map((lang) => [lang, { uid: spec.uid[lang], published: spec.published }]),
  );
  return defineGroup({
    type: "blog_article",
    name: spec.name,
    langs,
    data: (lang, tr, r) => ({
      thumbnail: image(spec.thumbnail, spec.thumbnailAlt[lang] ?? ""),
      title: spec.title[lang],
      short_title: spec.shortTitle?.[lang] ?? null,
      description: spec.description[lang],
      author: docLink("author", spec.author, lang),
      category: docLink("category", spec.category, lang),
      article_type: spec.guide ? "guide_chapter" : "article",
      ...(spec.guide ? { guide: docLink("guide_page", spec.guide, lang) } : {}),
      publication_datetime: spec.published,
      duration: spec.duration,
      tags: spec.tags.map((tag) => ({ tag: docLink("tag", tag, lang) })),
      content: spec.content(lang, tr, r),
      slices: spec.slices?.(lang) ?? [],
      meta_title: spec.title[lang] ? `${spec.title[lang]} | Quillio` : null,
      meta_description: spec.description[lang],
      is_hidden: spec.hidden ?? false,
    }),
  });
}

/** The closing call to action most articles share. */
export function trialCta(lang: Lang): Data {
  const tr = <T>(v: PerLang<T>) => v[lang];
  return slice("cta", {
    title: tr({ en: "Let your experts teach", de: "Lassen Sie Ihre Expertinnen und Experten lehren", fr: "Laissez vos experts transmettre" }),
    description: [
      {
        type: "paragraph",
        text: tr({
          en: "Quillio turns what your people know into courses everyone can take. Try it with your team for 14 days.",
          de: "Quillio macht aus dem Wissen Ihrer Mitarbeitenden Kurse für alle. Testen Sie es 14 Tage mit Ihrem Team.",
          fr: "Quillio transforme le savoir de vos équipes en cours accessibles à tous. Essayez-le 14 jours avec votre équipe.",
        }),
        spans: [],
        direction: "ltr",
      },
    ],
    background: "green",
    cta_1_label: tr({ en: "Start a free trial", de: "Kostenlos testen", fr: "Démarrer l'essai gratuit" }),
    cta_1_link: docLink("form_page", "free-trial", lang),
    cta_1_type: "primary",
    cta_2_label: tr({ en: "Book a demo", de: "Demo buchen", fr: "Demander une démo" }),
    cta_2_link: docLink("form_page", "demo", lang),
    cta_2_type: "outline",
  });
}

const coreArticles: ArticleSpec[] = [
  {
    name: "what-is-collaborative-learning",
    uid: { en: "what-is-collaborative-learning", de: "was-ist-kollaboratives-lernen", fr: "qu-est-ce-que-l-apprentissage-collaboratif" },
    author: "clara-hoffmann",
    category: "learning-culture",
    tags: ["peer-learning", "skills"],
    thumbnail: "thumb-collaborative-learning.webp",
    thumbnailAlt: {
      en: "Colleagues gathered around a laptop, one of them explaining a diagram",
      de: "Kolleginnen und Kollegen um einen Laptop, eine erklärt ein Diagramm",
      fr: "Des collègues autour d'un ordinateur, l'une explique un schéma",
    },
    published: "2026-02-03T08:30:00+0000",
    duration: 7,
    title: {
      en: "What is collaborative learning? A practical definition for companies",
      de: "Was ist kollaboratives Lernen? Eine praktische Definition für Unternehmen",
      fr: "Qu'est-ce que l'apprentissage collaboratif ? Une définition concrète pour l'entreprise",
    },
    shortTitle: { en: "What is collaborative learning?", de: "Was ist kollaboratives Lernen?", fr: "L'apprentissage collaboratif, c'est quoi ?" },
    description: {
      en: "Collaborative learning puts the people who do the work in charge of teaching it. Here is what it means, why it works and how to start.",
      de: "Beim kollaborativen Lernen lehren diejenigen, die die Arbeit machen. Was das bedeutet, warum es funktioniert und wie Sie anfangen.",
      fr: "L'apprentissage collaboratif confie la transmission à celles et ceux qui font le travail. Définition, bénéfices et premiers pas.",
    },
    content: (_, tr, r) =>
      tr({
        en: [
          r.p("Most companies already learn collaboratively. They just do it in corridors, chat threads and the heads of a few experts who are asked the same question every week. **Collaborative learning** makes that exchange visible, repeatable and open to everyone."),
          r.h2("A definition that fits on a sticky note"),
          r.p("Collaborative learning is a way of building skills in which employees create, improve and share learning content together, instead of receiving it from a central team. The L&D team becomes an *editor and coach*, not the only author."),
          r.h2("Why it works"),
          r.h3("The people closest to the work know it best"),
          r.p("A sales rep who closed forty deals this quarter knows which objections come up. A course she records in an afternoon is more accurate than a vendor catalogue bought last year."),
          r.h3("Learners trust their peers"),
          r.p("In our 2026 survey of 1,200 employees, 71% said they were more likely to finish a course made by a colleague than one made by an external provider."),
          r.img("illustration-collaborative-learning.svg", "Three employees adding chapters to a shared course"),
          r.h2("Three ways to start next week"),
          ...r.ol(
            "**Ask one question** in a team meeting: which question do you answer every week? That is your first course.",
            "**Give authors a template** with three parts: the situation, the steps, a short quiz.",
            "**Celebrate the first ten authors** publicly. Recognition does more than incentives.",
          ),
          r.p("Want the long version? Our [guide to peer-led onboarding](doc:guide_page/peer-led-onboarding) walks through a complete programme, and the [Quillio blog](doc:blog_home/blog_home) has ideas for every stage."),
          r.h2("Common objections"),
          ...r.ul(
            "*\"Our experts have no time.\"* A ten-minute course saves them the next ten explanations.",
            "*\"Quality will drop.\"* Peer review and a light editorial check keep the bar high.",
            "*\"It will not scale.\"* Companies on Quillio publish between 30 and 300 courses a month.",
          ),
        ],
        de: [
          r.p("Die meisten Unternehmen lernen längst gemeinsam, nur eben auf dem Flur, in Chatverläufen und in den Köpfen weniger Fachleute, die jede Woche dieselbe Frage beantworten. **Kollaboratives Lernen** macht diesen Austausch sichtbar, wiederholbar und für alle zugänglich."),
          r.h2("Eine Definition, die auf einen Klebezettel passt"),
          r.p("Kollaboratives Lernen ist ein Weg, Kompetenzen aufzubauen, bei dem Mitarbeitende Lerninhalte gemeinsam erstellen, verbessern und teilen, statt sie von einer zentralen Abteilung zu erhalten. Das L&D-Team wird zur *Redaktion und zum Coach*, nicht zum einzigen Autor."),
          r.h2("Warum es funktioniert"),
          r.h3("Wer die Arbeit macht, kennt sie am besten"),
          r.p("Eine Vertriebsmitarbeiterin, die in diesem Quartal vierzig Abschlüsse gemacht hat, kennt die Einwände der Kunden. Ein Kurs, den sie an einem Nachmittag aufnimmt, ist genauer als ein Katalog, der letztes Jahr eingekauft wurde."),
          r.h3("Lernende vertrauen Kolleginnen und Kollegen"),
          r.p("In unserer Umfrage 2026 unter 1.200 Beschäftigten gaben 71 % an, einen Kurs von Kollegen eher abzuschließen als einen von externen Anbietern."),
          r.img("illustration-collaborative-learning.svg", "Drei Mitarbeitende ergänzen Kapitel eines gemeinsamen Kurses"),
          r.h2("Drei Wege, nächste Woche zu starten"),
          ...r.ol(
            "**Stellen Sie eine Frage** im Teammeeting: Welche Frage beantworten Sie jede Woche? Das ist Ihr erster Kurs.",
            "**Geben Sie Autorinnen und Autoren eine Vorlage** mit drei Teilen: die Situation, die Schritte, ein kurzes Quiz.",
            "**Würdigen Sie die ersten zehn Autoren** öffentlich. Anerkennung wirkt stärker als Prämien.",
          ),
          r.p("Mehr Details? Unser [Leitfaden zum Peer-Onboarding](doc:guide_page/peer-led-onboarding) beschreibt ein komplettes Programm, und im [Quillio Blog](doc:blog_home/blog_home) finden Sie Ideen für jede Phase."),
          r.h2("Häufige Einwände"),
          ...r.ul(
            "*„Unsere Fachleute haben keine Zeit.“* Ein Zehn-Minuten-Kurs erspart ihnen die nächsten zehn Erklärungen.",
            "*„Die Qualität wird leiden.“* Peer-Review und ein kurzer redaktioneller Check halten das Niveau hoch.",
            "*„Das skaliert nicht.“* Unternehmen auf Quillio veröffentlichen 30 bis 300 Kurse pro Monat.",
          ),
        ],
        fr: [
          r.p("La plupart des entreprises apprennent déjà de façon collaborative, mais dans les couloirs, les fils de discussion et la tête de quelques experts à qui l'on pose chaque semaine la même question. **L'apprentissage collaboratif** rend cet échange visible, reproductible et ouvert à tous."),
          r.h2("Une définition qui tient sur un post-it"),
          r.p("L'apprentissage collaboratif consiste à développer les compétences en laissant les collaborateurs créer, améliorer et partager ensemble les contenus de formation, au lieu de les recevoir d'une équipe centrale. L'équipe formation devient *éditrice et coach*, plus seule autrice."),
          r.h2("Pourquoi ça marche"),
          r.h3("Ceux qui font le travail le connaissent le mieux"),
          r.p("Une commerciale qui a signé quarante contrats ce trimestre connaît les objections des clients. Le cours qu'elle enregistre en un après-midi est plus juste qu'un catalogue acheté l'an dernier."),
          r.h3("Les apprenants font confiance à leurs pairs"),
          r.p("Dans notre enquête 2026 auprès de 1 200 salariés, 71 % déclarent terminer plus volontiers un cours conçu par un collègue que par un prestataire externe."),
          r.img("illustration-collaborative-learning.svg", "Trois collaborateurs ajoutent des chapitres à un cours commun"),
          r.h2("Trois façons de démarrer la semaine prochaine"),
          ...r.ol(
            "**Posez une question** en réunion d'équipe : à quelle question répondez-vous chaque semaine ? Voilà votre premier cours.",
            "**Donnez un modèle aux auteurs** en trois parties : la situation, les étapes, un court quiz.",
            "**Mettez en avant les dix premiers auteurs.** La reconnaissance compte plus que les primes.",
          ),
          r.p("Envie d'aller plus loin ? Notre [guide de l'intégration entre pairs](doc:guide_page/peer-led-onboarding) détaille un programme complet, et le [blog Quillio](doc:blog_home/blog_home) propose des idées pour chaque étape."),
          r.h2("Les objections fréquentes"),
          ...r.ul(
            "*« Nos experts n'ont pas le temps. »* Un cours de dix minutes leur épargne les dix prochaines explications.",
            "*« La qualité va baisser. »* La relecture par les pairs et une vérification éditoriale légère maintiennent le niveau.",
            "*« Ça ne passera pas à l'échelle. »* Les entreprises sur Quillio publient entre 30 et 300 cours par mois.",
          ),
        ],
      }),
    slices: (lang) => [slice("quotes", { title: null, is_external_rating_displayed: true }, [{ quote: docLink("quote", "nordwind-hr", lang) }]), trialCta(lang)],
  },
  {
    name: "employee-onboarding-checklist",
    uid: { en: "employee-onboarding-checklist", de: "checkliste-mitarbeiter-onboarding", fr: "checklist-integration-collaborateurs" },
    author: "julien-moreau",
    category: "onboarding",
    tags: ["peer-learning", "manager-enablement"],
    thumbnail: "thumb-onboarding-checklist.webp",
    thumbnailAlt: {
      en: "A new employee's first-week plan pinned on a board",
      de: "Der Plan für die erste Woche einer neuen Mitarbeiterin an einer Pinnwand",
      fr: "Le planning de première semaine d'une nouvelle recrue épinglé au mur",
    },
    published: "2026-02-17T07:45:00+0000",
    duration: 9,
    title: {
      en: "The employee onboarding checklist: 30 steps from offer letter to day 90",
      de: "Die Onboarding-Checkliste: 30 Schritte vom Vertrag bis Tag 90",
      fr: "La checklist d'intégration : 30 étapes de la promesse d'embauche au 90e jour",
    },
    shortTitle: { en: "Onboarding checklist", de: "Onboarding-Checkliste", fr: "Checklist d'intégration" },
    description: {
      en: "A printable onboarding checklist for HR, managers and buddies, with the steps new hires say matter most.",
      de: "Eine Onboarding-Checkliste für HR, Führungskräfte und Buddies, mit den Schritten, die neuen Mitarbeitenden am wichtigsten sind.",
      fr: "Une checklist d'intégration pour les RH, les managers et les parrains, avec les étapes qui comptent le plus pour les nouveaux arrivants.",
    },
    content: (_, tr, r) =>
      tr({
        en: [
          r.p("Good onboarding is not a welcome pack. It is a sequence of small, well-timed moments that tell a new colleague: *we expected you, and we know how to help you succeed.*"),
          r.h2("Before day one"),
          ...r.ul("Send the contract and a personal welcome message from the manager.", "Order equipment and create accounts two days ahead.", "Assign a **buddy** from another team."),
          r.h2("The first week"),
          r.h3("Day 1: belonging"),
          r.p("Keep the first day light: a team lunch, a tour, and one small task that can be finished before 5 pm."),
          r.h3("Days 2 to 5: context"),
          r.p("Share a short learning path with the company story, the product and the ==three rituals== every team follows."),
          r.pre("Week 1 learning path\n  1. Our story (8 min)\n  2. How we sell (12 min)\n  3. Tools tour (6 min)"),
          r.h2("The first 90 days"),
          ...r.ol("Set three goals with the manager at day 30.", "Ask the new hire to document one process they had to learn the hard way.", "Run a 90-day review that covers the onboarding itself."),
          r.p("Download the full template from our [onboarding ebook](doc:gated_ebook_lp/onboarding-playbook) or see how [Nordwind Logistik](doc:case_study/nordwind-logistik) cut ramp-up time by 44%."),
        ],
        de: [
          r.p("Gutes Onboarding ist kein Willkommenspaket. Es ist eine Abfolge kleiner, gut getimter Momente, die neuen Kolleginnen und Kollegen zeigen: *Wir haben Sie erwartet und wissen, wie wir Sie unterstützen.*"),
          r.h2("Vor dem ersten Tag"),
          ...r.ul("Vertrag und eine persönliche Willkommensnachricht der Führungskraft verschicken.", "Ausstattung bestellen und Zugänge zwei Tage vorher anlegen.", "Einen **Buddy** aus einem anderen Team zuweisen."),
          r.h2("Die erste Woche"),
          r.h3("Tag 1: Ankommen"),
          r.p("Halten Sie den ersten Tag leicht: gemeinsames Mittagessen, ein Rundgang und eine kleine Aufgabe, die bis 17 Uhr erledigt ist."),
          r.h3("Tag 2 bis 5: Kontext"),
          r.p("Teilen Sie einen kurzen Lernpfad mit der Unternehmensgeschichte, dem Produkt und den ==drei Ritualen==, die jedes Team pflegt."),
          r.pre("Lernpfad Woche 1\n  1. Unsere Geschichte (8 Min.)\n  2. Wie wir verkaufen (12 Min.)\n  3. Tool-Rundgang (6 Min.)"),
          r.h2("Die ersten 90 Tage"),
          ...r.ol("An Tag 30 drei Ziele mit der Führungskraft festlegen.", "Neue Mitarbeitende einen Prozess dokumentieren lassen, den sie mühsam lernen mussten.", "Ein 90-Tage-Gespräch führen, das auch das Onboarding selbst bewertet."),
          r.p("Die vollständige Vorlage finden Sie in unserem [Onboarding-E-Book](doc:gated_ebook_lp/onboarding-playbook). Oder lesen Sie, wie [Nordwind Logistik](doc:case_study/nordwind-logistik) die Einarbeitungszeit um 44 % verkürzt hat."),
        ],
        fr: [
          r.p("Une bonne intégration n'est pas un kit de bienvenue. C'est une suite de petits moments bien placés qui disent à la nouvelle recrue : *nous vous attendions, et nous savons comment vous aider à réussir.*"),
          r.h2("Avant le premier jour"),
          ...r.ul("Envoyer le contrat et un message d'accueil personnel du manager.", "Commander le matériel et créer les accès deux jours avant.", "Désigner un **parrain ou une marraine** d'une autre équipe."),
          r.h2("La première semaine"),
          r.h3("Jour 1 : se sentir attendu"),
          r.p("Gardez un premier jour léger : un déjeuner d'équipe, une visite et une petite tâche à terminer avant 17 h."),
          r.h3("Jours 2 à 5 : comprendre le contexte"),
          r.p("Partagez un court parcours avec l'histoire de l'entreprise, le produit et les ==trois rituels== de chaque équipe."),
          r.pre("Parcours semaine 1\n  1. Notre histoire (8 min)\n  2. Comment nous vendons (12 min)\n  3. Tour des outils (6 min)"),
          r.h2("Les 90 premiers jours"),
          ...r.ol("Fixer trois objectifs avec le manager au 30e jour.", "Demander à la recrue de documenter un processus appris à la dure.", "Mener un point à 90 jours qui évalue aussi l'intégration elle-même."),
          r.p("Téléchargez le modèle complet dans notre [ebook sur l'intégration](doc:gated_ebook_lp/onboarding-playbook) ou découvrez comment [Nordwind Logistik](doc:case_study/nordwind-logistik) a réduit de 44 % le temps de montée en compétence."),
        ],
      }),
    slices: (lang) => [trialCta(lang)],
  },
  {
    name: "ai-course-authoring",
    uid: { en: "ai-course-authoring-guide", de: "ki-kurserstellung-leitfaden", fr: "ai-course-authoring-guide" },
    author: "maya-patel",
    category: "ai-in-learning",
    tags: ["microlearning", "hr-tech"],
    thumbnail: "thumb-ai-authoring.webp",
    thumbnailAlt: {
      en: "A course outline generated from a slide deck on a laptop screen",
      de: "Eine aus einem Foliensatz erzeugte Kursgliederung auf einem Laptop",
      fr: "Un plan de cours généré à partir d'une présentation sur un écran d'ordinateur",
    },
    published: "2026-03-02T08:00:00+0000",
    duration: 6,
    title: {
      en: "AI course authoring: what to automate, what to keep human",
      de: "KI-Kurserstellung: Was Sie automatisieren und was menschlich bleiben sollte",
      fr: "Création de cours par IA : ce qu'il faut automatiser, ce qui doit rester humain",
    },
    description: {
      en: "Generative AI can draft a course in minutes. The value still comes from your experts. A field guide for L&D teams.",
      de: "Generative KI entwirft einen Kurs in Minuten. Der Wert kommt trotzdem von Ihren Fachleuten. Ein Praxisleitfaden für L&D-Teams.",
      fr: "L'IA générative rédige un cours en quelques minutes. La valeur vient toujours de vos experts. Un guide de terrain pour les équipes formation.",
    },
    content: (_, tr, r) =>
      tr({
        en: [
          r.p("We tested AI drafting with 40 customer teams over six months. The result is clear: **AI is a superb first-draft writer and a poor judge of what matters.**"),
          r.h2("Automate the blank page"),
          ...r.ul("Turning a meeting transcript into a structured outline", "Writing quiz questions from a procedure", "Translating a course into German and French for review"),
          r.h2("Keep these decisions human"),
          r.h3("What the learner must be able to do"),
          r.p("Only the expert knows which mistake costs the company money. Start every course with that sentence."),
          r.h3("Examples from real work"),
          r.p("Generic examples are the first thing learners skip. Ask authors for one story from last month."),
          r.embed("q1ll10AIdem", "Quillio AI authoring demo"),
          r.h2("A workflow that works"),
          ...r.ol("The expert records a 10-minute explanation.", "Quillio drafts the course and the quiz.", "The expert edits, a peer reviews, L&D publishes."),
          r.p("See the feature on the [AI course authoring page](doc:landing_page/ai-course-authoring)."),
        ],
        de: [
          r.p("Wir haben KI-Entwürfe sechs Monate lang mit 40 Kundenteams getestet. Das Ergebnis ist eindeutig: **KI schreibt hervorragende erste Entwürfe und urteilt schlecht darüber, was wirklich zählt.**"),
          r.h2("Automatisieren Sie das leere Blatt"),
          ...r.ul("Aus einem Meeting-Transkript eine strukturierte Gliederung machen", "Quizfragen aus einer Verfahrensanweisung schreiben", "Einen Kurs zur Prüfung ins Englische und Französische übersetzen"),
          r.h2("Diese Entscheidungen bleiben menschlich"),
          r.h3("Was Lernende danach können müssen"),
          r.p("Nur die Fachperson weiß, welcher Fehler das Unternehmen Geld kostet. Beginnen Sie jeden Kurs mit diesem Satz."),
          r.h3("Beispiele aus der echten Arbeit"),
          r.p("Allgemeine Beispiele überspringen Lernende zuerst. Bitten Sie Autorinnen und Autoren um eine Geschichte aus dem letzten Monat."),
          r.embed("q1ll10AIdem", "Quillio KI-Kurserstellung Demo"),
          r.h2("Ein Ablauf, der funktioniert"),
          ...r.ol("Die Fachperson nimmt eine zehnminütige Erklärung auf.", "Quillio entwirft Kurs und Quiz.", "Die Fachperson überarbeitet, eine Kollegin prüft, L&D veröffentlicht."),
          r.p("Mehr zur Funktion auf der Seite [KI-Kurserstellung](doc:landing_page/ai-course-authoring)."),
        ],
        fr: [
          r.p("Nous avons testé la rédaction assistée par IA avec 40 équipes clientes pendant six mois. Le constat est net : **l'IA écrit d'excellents premiers jets et juge mal ce qui compte vraiment.**"),
          r.h2("Automatisez la page blanche"),
          ...r.ul("Transformer la transcription d'une réunion en plan structuré", "Rédiger des questions de quiz à partir d'une procédure", "Traduire un cours en allemand et en anglais pour relecture"),
          r.h2("Gardez ces décisions humaines"),
          r.h3("Ce que l'apprenant doit savoir faire"),
          r.p("Seul l'expert sait quelle erreur coûte de l'argent à l'entreprise. Commencez chaque cours par cette phrase."),
          r.h3("Des exemples tirés du terrain"),
          r.p("Les exemples génériques sont les premiers que l'on saute. Demandez aux auteurs une histoire du mois dernier."),
          r.embed("q1ll10AIdem", "Démo de la création de cours par IA de Quillio"),
          r.h2("Une méthode qui fonctionne"),
          ...r.ol("L'expert enregistre une explication de dix minutes.", "Quillio rédige le cours et le quiz.", "L'expert corrige, un pair relit, l'équipe formation publie."),
          r.p("Découvrez la fonctionnalité sur la page [création de cours par IA](doc:landing_page/ai-course-authoring)."),
        ],
      }),
    slices: (lang) => [trialCta(lang)],
  },
  {
    name: "microlearning-examples",
    uid: { en: "microlearning-examples", de: "microlearning-beispiele", fr: "exemples-microlearning" },
    author: "clara-hoffmann",
    category: "learning-culture",
    tags: ["microlearning", "compliance"],
    thumbnail: "thumb-microlearning.webp",
    thumbnailAlt: {
      en: "A phone showing a three-minute lesson next to a coffee cup",
      de: "Ein Smartphone mit einer Drei-Minuten-Lektion neben einer Kaffeetasse",
      fr: "Un téléphone affichant une leçon de trois minutes à côté d'une tasse de café",
    },
    published: "2026-03-16T09:15:00+0000",
    duration: 5,
    title: {
      en: "Seven microlearning examples your teams will actually finish",
      de: "Sieben Microlearning-Beispiele, die Ihre Teams wirklich abschließen",
      fr: "Sept exemples de microlearning que vos équipes termineront vraiment",
    },
    description: {
      en: "Short formats that respect people's time, from two-minute refreshers to scenario cards.",
      de: "Kurze Formate, die die Zeit der Menschen respektieren, von Zwei-Minuten-Auffrischungen bis zu Szenariokarten.",
      fr: "Des formats courts qui respectent le temps de chacun, du rappel de deux minutes aux cartes de mise en situation.",
    },
    content: (_, tr, r) =>
      tr({
        en: [
          r.p("Microlearning is not a shorter slide deck. It is **one idea, one action, under five minutes**. These formats work in every industry we serve."),
          r.h2("Formats for knowledge"),
          ...r.ol("The two-minute refresher before a customer call", "The myth-buster card", "The annotated screenshot"),
          r.h2("Formats for behaviour"),
          ...r.ol("The branching scenario with three choices", "The peer video answering a real question", "The weekly quiz in Slack or Teams", "The compliance nudge before a deadline"),
          r.h3("A note on compliance"),
          r.p("Mandatory training is where microlearning shines: a yearly two-hour module becomes *twelve five-minute reminders*, and completion rates go up."),
        ],
        de: [
          r.p("Microlearning ist kein kürzerer Foliensatz. Es ist **eine Idee, eine Handlung, unter fünf Minuten**. Diese Formate funktionieren in allen Branchen, die wir betreuen."),
          r.h2("Formate für Wissen"),
          ...r.ol("Die Zwei-Minuten-Auffrischung vor einem Kundentermin", "Die Mythen-Karte", "Der kommentierte Screenshot"),
          r.h2("Formate für Verhalten"),
          ...r.ol("Das verzweigte Szenario mit drei Optionen", "Das Peer-Video zu einer echten Frage", "Das Wochenquiz in Slack oder Teams", "Der Compliance-Hinweis vor einer Frist"),
          r.h3("Ein Wort zu Compliance"),
          r.p("Pflichtschulungen sind die Stärke von Microlearning: Aus einem zweistündigen Jahresmodul werden *zwölf Fünf-Minuten-Erinnerungen*, und die Abschlussquote steigt."),
        ],
        fr: [
          r.p("Le microlearning n'est pas une présentation raccourcie. C'est **une idée, une action, moins de cinq minutes**. Ces formats fonctionnent dans tous les secteurs que nous accompagnons."),
          r.h2("Des formats pour savoir"),
          ...r.ol("Le rappel de deux minutes avant un rendez-vous client", "La carte qui démonte une idée reçue", "La capture d'écran annotée"),
          r.h2("Des formats pour agir"),
          ...r.ol("Le scénario à embranchements avec trois choix", "La vidéo d'un pair qui répond à une vraie question", "Le quiz hebdomadaire dans Slack ou Teams", "Le rappel réglementaire avant une échéance"),
          r.h3("Un mot sur la conformité"),
          r.p("Les formations obligatoires sont le terrain idéal du microlearning : un module annuel de deux heures devient *douze rappels de cinq minutes*, et le taux de complétion grimpe."),
        ],
      }),
    slices: (lang) => [
      slice("carousel", { title: null, slide_by: 1, autoplay: false }, [
        { image: image("illustration-use-case-compliance.svg", lang === "de" ? "Compliance-Karte" : lang === "fr" ? "Carte conformité" : "Compliance card"), title: "Compliance", description: null },
        { image: image("illustration-use-case-sales.svg", lang === "de" ? "Vertriebskarte" : lang === "fr" ? "Carte vente" : "Sales card"), title: lang === "fr" ? "Vente" : lang === "de" ? "Vertrieb" : "Sales", description: null },
        { image: image("illustration-use-case-onboarding.svg", "Onboarding"), title: "Onboarding", description: null },
      ]),
    ],
  },
  {
    name: "learning-week-recap-2026",
    uid: { en: "learning-week-recap-2026" },
    author: "maya-patel",
    category: "learning-culture",
    tags: ["peer-learning"],
    thumbnail: "thumb-learning-week.webp",
    thumbnailAlt: { en: "A packed auditorium during Quillio Learning Week" },
    published: "2026-03-24T10:00:00+0000",
    duration: 4,
    title: { en: "Learning Week 2026: five talks we keep thinking about" },
    description: { en: "Our recap of Learning Week in London, with the slides and the ideas we are already testing." },
    content: (_, __, r) => [
      r.p("Learning Week 2026 brought 800 learning leaders to London. This recap is only in English because the event was too. Our next gathering in continental Europe is [L&D Next Lyon](doc:ld_next/lyon-2027), with talks in French, German and English."),
      r.h2("1. Skills are a language, not a spreadsheet"),
      r.p("The best skills frameworks we saw had fewer than 40 skills, described with verbs people actually use."),
      r.h2("2. Managers are the missing channel"),
      r.p("Teams whose managers shared one course a month had **twice the completion rate**."),
      r.h2("3. AI needs editors"),
      r.p("Every company that scaled AI drafting had named human editors. See our [AI authoring guide](doc:blog_article/ai-course-authoring)."),
      r.h4("Slides"),
      r.p("All slides are available on request through our [contact page](doc:form_page/contact-us)."),
      r.h5("Photo credits"),
      r.h6("Event photos by the Learning Week team."),
    ],
    slices: (lang) => [trialCta(lang)],
  },
];

function authors(): SeedGroup[] {
  return (Object.keys(AUTHORS) as AuthorKey[]).map((key) =>
    defineGroup({
      type: "author",
      name: key,
      langs: { en: { uid: key }, de: { uid: key }, fr: { uid: key } },
      data: (lang, tr, r) => {
        const author = AUTHORS[key];
        return {
          name: author.name,
          job: tr(author.job),
          portrait: image(`portrait-${key}.svg`, tr({ en: `Portrait of ${author.name}`, de: `Porträt von ${author.name}`, fr: `Portrait de ${author.name}` })),
          biography: [r.p(tr(author.bio))],
          linkedin_link: { link_type: "Web", url: `https://www.linkedin.com/in/${key}-quillio`, target: "_blank" },
          meta_title: `${author.name} | Quillio`,
          meta_description: tr(author.bio),
        };
      },
    }),
  );
}

function categories(): SeedGroup[] {
  return (Object.keys(CATEGORIES) as CategoryKey[]).map((key) => {
    const category = CATEGORIES[key];
    return defineGroup({
      type: "category",
      name: key,
      langs: { en: { uid: category.uid.en }, de: { uid: category.uid.de }, fr: { uid: category.uid.fr } },
      data: (_, tr) => ({
        name: tr(category.name),
        description: tr(category.description),
        meta_title: `${tr(category.name)} | Quillio Blog`,
        meta_description: tr(category.description),
      }),
    });
  });
}

function tags(): SeedGroup[] {
  return (Object.keys(TAGS) as TagKey[]).map((key) => {
    const tag = TAGS[key];
    return defineGroup({
      type: "tag",
      name: key,
      langs: { en: { uid: tag.en[0] }, de: { uid: tag.de[0] }, fr: { uid: tag.fr[0] } },
      data: (lang, tr) => ({
        label: tag[lang][1],
        meta_title: `${tag[lang][1]} | Quillio Blog`,
        meta_description: tr({
          en: `Articles about ${tag.en[1].toLowerCase()} for learning and HR teams.`,
          de: `Artikel zum Thema ${tag.de[1]} für Lern- und HR-Teams.`,
          fr: `Articles sur le thème « ${tag.fr[1].toLowerCase()} » pour les équipes formation et RH.`,
        }),
      }),
    });
  });
}

function blogHome(): SeedGroup {
  return singleton("blog_home", (lang, tr) => ({
    title: tr({ en: "The Quillio blog", de: "Der Quillio Blog", fr: "Le blog Quillio" }),
    subtitle: tr({
      en: "Ideas, playbooks and research for people who help others learn at work.",
      de: "Ideen, Leitfäden und Studien für alle, die anderen beim Lernen im Job helfen.",
      fr: "Idées, méthodes et études pour celles et ceux qui aident les autres à apprendre au travail.",
    }),
    featured_article: docLink("blog_article", "what-is-collaborative-learning", lang),
    categories_title: tr({ en: "Browse by topic", de: "Nach Thema stöbern", fr: "Parcourir par thème" }),
    body: [trialCta(lang)],
    meta_title: tr({ en: "Blog: collaborative learning and L&D ideas | Quillio", de: "Blog: kollaboratives Lernen und L&D-Ideen | Quillio", fr: "Blog : apprentissage collaboratif et idées formation | Quillio" }),
    meta_description: tr({
      en: "Practical articles on onboarding, learning culture and AI in learning, by the Quillio team.",
      de: "Praxisnahe Artikel zu Onboarding, Lernkultur und KI im Lernen vom Quillio Team.",
      fr: "Des articles concrets sur l'intégration, la culture d'apprentissage et l'IA en formation, par l'équipe Quillio.",
    }),
  }));
}

export function blogGroups(): SeedGroup[] {
  return [blogHome(), ...authors(), ...categories(), ...tags(), ...coreArticles.map(article), ...moreArticles().map(article), ...guideGroups()];
}
