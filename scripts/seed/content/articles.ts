/** More blog articles and the two guides whose chapters are articles linked through `guide`. */
import { defineGroup, docLink, image, type Lang, type PerLang, type RichTextBuilder, type RTNode, type SeedGroup } from "../lib";
import { trialCta, type ArticleSpec, type AuthorKey, type CategoryKey, type TagKey } from "./blog";

interface Section {
  h: string;
  p: string;
  items?: string[];
  ordered?: boolean;
  sub?: { h: string; p: string }[];
}
interface Copy {
  uid: string;
  title: string;
  description: string;
  alt: string;
  intro: string;
  sections: Section[];
}

function body(copy: Copy, r: RichTextBuilder): RTNode[] {
  return [
    r.p(copy.intro),
    ...copy.sections.flatMap((section) => [
      r.h2(section.h),
      r.p(section.p),
      ...(section.items ? (section.ordered ? r.ol(...section.items) : r.ul(...section.items)) : []),
      ...(section.sub ?? []).flatMap((sub) => [r.h3(sub.h), r.p(sub.p)]),
    ]),
  ];
}

interface Short {
  name: string;
  author: AuthorKey;
  category: CategoryKey;
  tags: TagKey[];
  thumbnail: string;
  published: string;
  duration: number;
  guide?: string;
  copy: Partial<PerLang<Copy>>;
}

function toSpec(short: Short): ArticleSpec {
  const langs = Object.keys(short.copy) as Lang[];
  const pick = <K extends keyof Copy>(key: K) => Object.fromEntries(langs.map((lang) => [lang, short.copy[lang]![key]])) as Partial<PerLang<Copy[K]>>;
  return {
    name: short.name,
    uid: pick("uid"),
    author: short.author,
    category: short.category,
    tags: short.tags,
    thumbnail: short.thumbnail,
    thumbnailAlt: pick("alt"),
    published: short.published,
    duration: short.duration,
    title: pick("title"),
    description: pick("description"),
    guide: short.guide,
    content: (lang, _, r) => body(short.copy[lang]!, r),
    slices: short.guide ? undefined : (lang) => [trialCta(lang)],
  };
}

const shorts: Short[] = [
  // Guide 1: peer-led onboarding (three chapters, all languages).
  {
    name: "onboarding-guide-buddy",
    author: "julien-moreau",
    category: "onboarding",
    tags: ["peer-learning", "manager-enablement"],
    thumbnail: "thumb-guide-onboarding.webp",
    published: "2026-01-14T08:00:00+0000",
    duration: 6,
    guide: "peer-led-onboarding",
    copy: {
      en: {
        uid: "onboarding-buddy-programme",
        title: "Chapter 1: Set up a buddy programme",
        description: "Pair every newcomer with a peer who is not their manager, and give both a simple plan.",
        alt: "Two colleagues walking through an office",
        intro: "A buddy is the person a newcomer can ask the questions they would never ask their manager. The programme only needs three rules.",
        sections: [
          { h: "Choose buddies who volunteer", p: "Forced buddies answer late. Ask for volunteers and give them **one hour a week** in their objectives.", items: ["One buddy per newcomer", "Never the direct manager", "Ideally from a neighbouring team"] },
          { h: "Give the pair a plan", p: "Three meetings are enough: day one, end of week one, end of month one.", sub: [{ h: "Day one", p: "Lunch, a tour, the unwritten rules." }, { h: "Week one", p: "Which questions are still open?" }] },
        ],
      },
      de: {
        uid: "onboarding-buddy-programm",
        title: "Kapitel 1: Ein Buddy-Programm aufsetzen",
        description: "Stellen Sie jeder neuen Person einen Buddy zur Seite, der nicht die Führungskraft ist, und geben Sie beiden einen einfachen Plan.",
        alt: "Zwei Kolleginnen gehen durch ein Büro",
        intro: "Ein Buddy ist die Person, der Neue die Fragen stellen, die sie der Führungskraft nie stellen würden. Das Programm braucht nur drei Regeln.",
        sections: [
          { h: "Freiwillige Buddies wählen", p: "Verpflichtete Buddies antworten spät. Fragen Sie nach Freiwilligen und verankern Sie **eine Stunde pro Woche** in deren Zielen.", items: ["Ein Buddy pro neuer Person", "Nie die direkte Führungskraft", "Am besten aus einem Nachbarteam"] },
          { h: "Dem Tandem einen Plan geben", p: "Drei Treffen genügen: Tag eins, Ende der ersten Woche, Ende des ersten Monats.", sub: [{ h: "Tag eins", p: "Mittagessen, Rundgang, die ungeschriebenen Regeln." }, { h: "Woche eins", p: "Welche Fragen sind noch offen?" }] },
        ],
      },
      fr: {
        uid: "integration-programme-parrainage",
        title: "Chapitre 1 : Mettre en place un parrainage",
        description: "Associez chaque recrue à un pair qui n'est pas son manager, et donnez-leur un plan simple.",
        alt: "Deux collègues traversent un open space",
        intro: "Le parrain, c'est la personne à qui l'on pose les questions qu'on n'oserait jamais poser à son manager. Le programme tient en trois règles.",
        sections: [
          { h: "Choisir des parrains volontaires", p: "Un parrain désigné d'office répond tard. Faites appel aux volontaires et inscrivez **une heure par semaine** dans leurs objectifs.", items: ["Un parrain par recrue", "Jamais le manager direct", "Idéalement dans une équipe voisine"] },
          { h: "Donner un plan au binôme", p: "Trois rendez-vous suffisent : le premier jour, la fin de la première semaine, la fin du premier mois.", sub: [{ h: "Premier jour", p: "Déjeuner, visite, règles non écrites." }, { h: "Première semaine", p: "Quelles questions restent ouvertes ?" }] },
        ],
      },
    },
  },
  {
    name: "onboarding-guide-courses",
    author: "julien-moreau",
    category: "onboarding",
    tags: ["peer-learning", "microlearning"],
    thumbnail: "thumb-knowledge-sharing.webp",
    published: "2026-01-21T08:00:00+0000",
    duration: 7,
    guide: "peer-led-onboarding",
    copy: {
      en: {
        uid: "onboarding-courses-by-peers",
        title: "Chapter 2: Let each team write its onboarding course",
        description: "The team knows what a newcomer needs in week one. Here is how to turn that into a 20-minute course.",
        alt: "A team recording a short video at a desk",
        intro: "Central onboarding covers the company. Only the team can cover the job. Ask each team for one short course.",
        sections: [
          { h: "The 20-minute format", p: "Four parts of five minutes each work for every team we have seen.", items: ["Who we are and who we serve", "Our tools and where things live", "The three mistakes everyone makes", "Who to ask about what"], ordered: true },
          { h: "Review and refresh", p: "Ask each newcomer to suggest one improvement at the end of month one. The course stays current by design." },
        ],
      },
      de: {
        uid: "onboarding-kurse-von-kollegen",
        title: "Kapitel 2: Jedes Team schreibt seinen Onboarding-Kurs",
        description: "Das Team weiß, was Neue in Woche eins brauchen. So wird daraus ein 20-Minuten-Kurs.",
        alt: "Ein Team nimmt am Schreibtisch ein kurzes Video auf",
        intro: "Das zentrale Onboarding erklärt das Unternehmen. Nur das Team kann den Job erklären. Bitten Sie jedes Team um einen kurzen Kurs.",
        sections: [
          { h: "Das 20-Minuten-Format", p: "Vier Teile à fünf Minuten funktionieren in jedem Team, das wir kennen.", items: ["Wer wir sind und für wen wir arbeiten", "Unsere Tools und wo was liegt", "Die drei Fehler, die alle machen", "Wen man was fragt"], ordered: true },
          { h: "Prüfen und aktualisieren", p: "Bitten Sie jede neue Person am Ende des ersten Monats um einen Verbesserungsvorschlag. So bleibt der Kurs automatisch aktuell." },
        ],
      },
      fr: {
        uid: "integration-cours-par-les-pairs",
        title: "Chapitre 2 : Chaque équipe écrit son cours d'intégration",
        description: "L'équipe sait ce dont une recrue a besoin la première semaine. Voici comment en faire un cours de 20 minutes.",
        alt: "Une équipe enregistre une courte vidéo à son bureau",
        intro: "L'intégration centrale présente l'entreprise. Seule l'équipe peut présenter le métier. Demandez à chaque équipe un cours court.",
        sections: [
          { h: "Le format 20 minutes", p: "Quatre parties de cinq minutes fonctionnent dans toutes les équipes que nous connaissons.", items: ["Qui nous sommes et pour qui nous travaillons", "Nos outils et où trouver les choses", "Les trois erreurs que tout le monde fait", "À qui demander quoi"], ordered: true },
          { h: "Relire et actualiser", p: "Demandez à chaque recrue une amélioration à la fin du premier mois. Le cours reste à jour par construction." },
        ],
      },
    },
  },
  {
    name: "onboarding-guide-measure",
    author: "clara-hoffmann",
    category: "onboarding",
    tags: ["skills"],
    thumbnail: "thumb-learning-metrics.webp",
    published: "2026-01-28T08:00:00+0000",
    duration: 5,
    guide: "peer-led-onboarding",
    copy: {
      en: {
        uid: "measure-onboarding-success",
        title: "Chapter 3: Measure what onboarding changes",
        description: "Time to productivity, 90-day retention and newcomer confidence: three numbers that matter.",
        alt: "A chart showing ramp-up time decreasing",
        intro: "Completion rates say little about onboarding. Track what the business feels instead.",
        sections: [
          { h: "Three metrics", p: "Keep the dashboard small enough to discuss in five minutes.", items: ["Time to first autonomous task", "Retention at 90 days", "Confidence score at day 30"] },
          { h: "Share the results with authors", p: "Teams that see the effect of their course keep improving it. Send them the numbers every quarter." },
        ],
      },
      de: {
        uid: "onboarding-erfolg-messen",
        title: "Kapitel 3: Messen, was Onboarding verändert",
        description: "Zeit bis zur Produktivität, Verbleib nach 90 Tagen und Sicherheit der Neuen: drei Zahlen, die zählen.",
        alt: "Ein Diagramm mit sinkender Einarbeitungszeit",
        intro: "Abschlussquoten sagen wenig über Onboarding aus. Messen Sie lieber, was das Geschäft spürt.",
        sections: [
          { h: "Drei Kennzahlen", p: "Halten Sie das Dashboard so klein, dass es in fünf Minuten besprochen ist.", items: ["Zeit bis zur ersten eigenständigen Aufgabe", "Verbleib nach 90 Tagen", "Sicherheitswert an Tag 30"] },
          { h: "Ergebnisse mit den Autoren teilen", p: "Teams, die die Wirkung ihres Kurses sehen, verbessern ihn weiter. Schicken Sie ihnen die Zahlen jedes Quartal." },
        ],
      },
      fr: {
        uid: "mesurer-integration",
        title: "Chapitre 3 : Mesurer ce que l'intégration change",
        description: "Délai d'autonomie, rétention à 90 jours et confiance des recrues : trois chiffres qui comptent.",
        alt: "Un graphique montrant la baisse du temps de montée en compétence",
        intro: "Le taux de complétion en dit peu sur l'intégration. Mesurez plutôt ce que l'activité ressent.",
        sections: [
          { h: "Trois indicateurs", p: "Gardez un tableau de bord assez court pour en parler en cinq minutes.", items: ["Délai avant la première tâche en autonomie", "Rétention à 90 jours", "Score de confiance au 30e jour"] },
          { h: "Partager les résultats avec les auteurs", p: "Les équipes qui voient l'effet de leur cours continuent de l'améliorer. Envoyez-leur les chiffres chaque trimestre." },
        ],
      },
    },
  },
  // Guide 2: skills mapping (English and German only).
  {
    name: "skills-guide-map",
    author: "clara-hoffmann",
    category: "learning-culture",
    tags: ["skills", "hr-tech"],
    thumbnail: "thumb-guide-skills.webp",
    published: "2026-02-10T08:00:00+0000",
    duration: 8,
    guide: "skills-mapping",
    copy: {
      en: {
        uid: "build-a-skills-map",
        title: "Chapter 1: Build a skills map in two weeks",
        description: "Start with the 30 skills that matter for your strategy, not with a catalogue of 3,000.",
        alt: "Sticky notes grouped into skill families on a wall",
        intro: "Skills projects fail when they try to be complete. Aim for useful instead.",
        sections: [
          { h: "Week one: interviews", p: "Talk to ten managers and ask one question: which skill is missing in your team today?" },
          { h: "Week two: the first map", p: "Group the answers into families and name an owner for each.", items: ["Maximum 40 skills", "Verbs, not nouns", "One owner per family"] },
        ],
      },
      de: {
        uid: "kompetenzlandkarte-erstellen",
        title: "Kapitel 1: Eine Kompetenzlandkarte in zwei Wochen",
        description: "Beginnen Sie mit den 30 Kompetenzen, die für Ihre Strategie zählen, nicht mit einem Katalog von 3.000.",
        alt: "Haftnotizen, nach Kompetenzfamilien an einer Wand gruppiert",
        intro: "Kompetenzprojekte scheitern, wenn sie vollständig sein wollen. Zielen Sie lieber auf Nützlichkeit.",
        sections: [
          { h: "Woche eins: Interviews", p: "Sprechen Sie mit zehn Führungskräften und stellen Sie eine Frage: Welche Kompetenz fehlt Ihrem Team heute?" },
          { h: "Woche zwei: die erste Karte", p: "Gruppieren Sie die Antworten in Familien und benennen Sie für jede eine verantwortliche Person.", items: ["Höchstens 40 Kompetenzen", "Verben statt Substantive", "Eine verantwortliche Person pro Familie"] },
        ],
      },
    },
  },
  {
    name: "skills-guide-close-gaps",
    author: "maya-patel",
    category: "learning-culture",
    tags: ["skills", "peer-learning"],
    thumbnail: "thumb-skills-matrix.webp",
    published: "2026-02-24T08:00:00+0000",
    duration: 6,
    guide: "skills-mapping",
    copy: {
      en: {
        uid: "close-skills-gaps-with-peers",
        title: "Chapter 2: Close skills gaps with your own experts",
        description: "For most gaps, someone in the company already has the skill. Find them and help them teach.",
        alt: "An expert explaining a spreadsheet to two colleagues",
        intro: "Buying content is the last resort, not the first. Look inside first.",
        sections: [
          { h: "Find the hidden experts", p: "Ask managers, search your chat tools, and look at who gets asked for help.", items: ["Peer nominations", "Questions answered in chat", "Internal project history"] },
          { h: "Make teaching easy", p: "A template, an editor and AI drafting take the effort out of the first course." },
        ],
      },
      de: {
        uid: "kompetenzluecken-mit-kollegen-schliessen",
        title: "Kapitel 2: Kompetenzlücken mit eigenen Fachleuten schließen",
        description: "Für die meisten Lücken hat jemand im Unternehmen die Kompetenz schon. Finden Sie diese Menschen und helfen Sie ihnen beim Lehren.",
        alt: "Ein Experte erklärt zwei Kollegen eine Tabelle",
        intro: "Inhalte einzukaufen ist der letzte Schritt, nicht der erste. Schauen Sie zuerst nach innen.",
        sections: [
          { h: "Verborgene Fachleute finden", p: "Fragen Sie Führungskräfte, durchsuchen Sie Ihre Chat-Tools und schauen Sie, wer um Hilfe gebeten wird.", items: ["Empfehlungen von Kollegen", "Beantwortete Fragen im Chat", "Interne Projekthistorie"] },
          { h: "Lehren leicht machen", p: "Eine Vorlage, ein Editor und KI-Entwürfe nehmen dem ersten Kurs die Mühe." },
        ],
      },
    },
  },
  // Standalone articles.
  {
    name: "manager-coaching",
    author: "clara-hoffmann",
    category: "learning-culture",
    tags: ["manager-enablement"],
    thumbnail: "thumb-manager-coaching.webp",
    published: "2026-03-30T08:00:00+0000",
    duration: 6,
    copy: {
      en: {
        uid: "managers-as-coaches",
        title: "Managers as coaches: five habits that take ten minutes a week",
        description: "Managers are the strongest learning channel in a company. These habits make it work without extra meetings.",
        alt: "A manager and an employee talking over coffee",
        intro: "Asking managers to coach usually means adding work. These five habits fit into meetings they already have.",
        sections: [
          { h: "In one-to-ones", p: "Ask what the person learned this week, and what they would teach.", items: ["What surprised you this week?", "What could you explain to a newcomer?"] },
          { h: "In team meetings", p: "Give five minutes to one person to share something they learned. Rotate every week." },
        ],
      },
      de: {
        uid: "fuehrungskraefte-als-coaches",
        title: "Führungskräfte als Coaches: fünf Gewohnheiten, zehn Minuten pro Woche",
        description: "Führungskräfte sind der stärkste Lernkanal im Unternehmen. Diese Gewohnheiten wirken ohne zusätzliche Meetings.",
        alt: "Eine Führungskraft und ein Mitarbeiter im Gespräch beim Kaffee",
        intro: "Wer Führungskräfte um Coaching bittet, gibt ihnen meist mehr Arbeit. Diese fünf Gewohnheiten passen in Termine, die es schon gibt.",
        sections: [
          { h: "Im Einzelgespräch", p: "Fragen Sie, was die Person diese Woche gelernt hat und was sie weitergeben würde.", items: ["Was hat Sie diese Woche überrascht?", "Was könnten Sie einer neuen Kollegin erklären?"] },
          { h: "Im Teammeeting", p: "Geben Sie einer Person fünf Minuten, um etwas Gelerntes zu teilen. Jede Woche eine andere." },
        ],
      },
      fr: {
        uid: "managers-coachs",
        title: "Le manager coach : cinq habitudes, dix minutes par semaine",
        description: "Le manager est le premier canal d'apprentissage de l'entreprise. Ces habitudes fonctionnent sans réunion supplémentaire.",
        alt: "Une manager et un collaborateur discutent autour d'un café",
        intro: "Demander aux managers de coacher, c'est souvent leur ajouter du travail. Ces cinq habitudes s'intègrent aux rendez-vous existants.",
        sections: [
          { h: "En entretien individuel", p: "Demandez ce que la personne a appris cette semaine, et ce qu'elle pourrait transmettre.", items: ["Qu'est-ce qui vous a surpris cette semaine ?", "Que pourriez-vous expliquer à une recrue ?"] },
          { h: "En réunion d'équipe", p: "Donnez cinq minutes à une personne pour partager un apprentissage. Changez chaque semaine." },
        ],
      },
    },
  },
  {
    name: "compliance-training-that-works",
    author: "julien-moreau",
    category: "learning-culture",
    tags: ["compliance", "microlearning"],
    thumbnail: "thumb-compliance-training.webp",
    published: "2026-04-06T08:00:00+0000",
    duration: 5,
    copy: {
      en: {
        uid: "compliance-training-that-works",
        title: "Compliance training that changes behaviour, not just completion rates",
        description: "Mandatory does not have to mean boring. Four changes that make compliance stick.",
        alt: "A short compliance quiz on a tablet",
        intro: "Auditors want proof of completion. Your company needs people who act correctly. You can have both.",
        sections: [
          { h: "Use real cases", p: "Replace generic scenarios with anonymised incidents from your own company." },
          { h: "Spread it out", p: "Short reminders before risky moments beat one long annual module.", items: ["Before the year-end closing", "Before trade fairs", "When someone changes role"] },
        ],
      },
      de: {
        uid: "compliance-schulungen-die-wirken",
        title: "Compliance-Schulungen, die Verhalten ändern, nicht nur Abschlussquoten",
        description: "Pflicht muss nicht langweilig sein. Vier Änderungen, mit denen Compliance hängen bleibt.",
        alt: "Ein kurzes Compliance-Quiz auf einem Tablet",
        intro: "Prüfer wollen Abschlussnachweise. Ihr Unternehmen braucht Menschen, die richtig handeln. Beides geht.",
        sections: [
          { h: "Echte Fälle verwenden", p: "Ersetzen Sie allgemeine Szenarien durch anonymisierte Vorfälle aus Ihrem eigenen Haus." },
          { h: "Verteilen statt bündeln", p: "Kurze Erinnerungen vor riskanten Momenten schlagen ein langes Jahresmodul.", items: ["Vor dem Jahresabschluss", "Vor Messen", "Bei einem Rollenwechsel"] },
        ],
      },
    },
  },
  {
    name: "measuring-learning-impact",
    author: "maya-patel",
    category: "ai-in-learning",
    tags: ["skills", "hr-tech"],
    thumbnail: "thumb-learning-metrics.webp",
    published: "2026-04-13T08:00:00+0000",
    duration: 8,
    copy: {
      en: {
        uid: "measuring-learning-impact",
        title: "Measuring learning impact with AI: what is realistic in 2026",
        description: "AI can connect learning data with business data. Here is what works today and what is still marketing.",
        alt: "A dashboard linking course completions and sales figures",
        intro: "Every vendor promises ROI dashboards. We looked at what customers actually use.",
        sections: [
          { h: "What works", p: "Correlating course activity with a handful of business metrics, per team.", items: ["Ramp-up time", "Ticket resolution time", "Deal cycle length"] },
          { h: "What does not (yet)", p: "Individual-level predictions are unreliable and raise privacy issues. Stay at team level." },
        ],
      },
      de: {
        uid: "lernwirkung-messen-mit-ki",
        title: "Lernwirkung mit KI messen: Was 2026 realistisch ist",
        description: "KI kann Lerndaten mit Geschäftsdaten verbinden. Was heute funktioniert und was noch Marketing ist.",
        alt: "Ein Dashboard, das Kursabschlüsse und Umsatzzahlen verknüpft",
        intro: "Jeder Anbieter verspricht ROI-Dashboards. Wir haben uns angesehen, was Kunden wirklich nutzen.",
        sections: [
          { h: "Was funktioniert", p: "Kursaktivität pro Team mit wenigen Geschäftskennzahlen in Beziehung setzen.", items: ["Einarbeitungszeit", "Bearbeitungszeit von Tickets", "Dauer von Verkaufszyklen"] },
          { h: "Was (noch) nicht funktioniert", p: "Vorhersagen auf Personenebene sind unzuverlässig und datenschutzrechtlich heikel. Bleiben Sie auf Teamebene." },
        ],
      },
      fr: {
        uid: "mesurer-impact-formation-ia",
        title: "Mesurer l'impact de la formation avec l'IA : ce qui est réaliste en 2026",
        description: "L'IA peut relier les données de formation aux données métier. Ce qui marche aujourd'hui, et ce qui relève encore du marketing.",
        alt: "Un tableau de bord reliant formations suivies et chiffres de vente",
        intro: "Tous les éditeurs promettent des tableaux de bord de ROI. Nous avons regardé ce que les clients utilisent vraiment.",
        sections: [
          { h: "Ce qui marche", p: "Rapprocher l'activité de formation de quelques indicateurs métier, équipe par équipe.", items: ["Délai de montée en compétence", "Délai de résolution des tickets", "Durée du cycle de vente"] },
          { h: "Ce qui ne marche pas (encore)", p: "Les prédictions individuelles sont peu fiables et posent des questions de confidentialité. Restez au niveau de l'équipe." },
        ],
      },
    },
  },
  {
    name: "hybrid-team-learning",
    author: "julien-moreau",
    category: "learning-culture",
    tags: ["peer-learning", "manager-enablement"],
    thumbnail: "thumb-hybrid-teams.webp",
    published: "2026-04-20T08:00:00+0000",
    duration: 6,
    copy: {
      en: {
        uid: "learning-in-hybrid-teams",
        title: "Learning in hybrid teams: rituals that survive the video call",
        description: "When half the team is remote, corridor learning disappears. Replace it on purpose.",
        alt: "A hybrid meeting with colleagues on screen and in the room",
        intro: "Hybrid work did not kill learning; it made the informal part invisible. Here is how teams bring it back.",
        sections: [
          { h: "Asynchronous show-and-tell", p: "A two-minute screen recording every Friday replaces the demo at someone's desk." },
          { h: "Office days with a purpose", p: "Use shared days for pairing and feedback, not for calls you could take from home.", items: ["Pair on a real task", "Review one course together"] },
        ],
      },
      fr: {
        uid: "apprendre-en-equipe-hybride",
        title: "Apprendre en équipe hybride : des rituels qui résistent à la visio",
        description: "Quand la moitié de l'équipe est à distance, l'apprentissage de couloir disparaît. Remplacez-le volontairement.",
        alt: "Une réunion hybride avec des collègues à l'écran et dans la salle",
        intro: "Le travail hybride n'a pas tué l'apprentissage ; il en a rendu la partie informelle invisible. Voici comment les équipes la retrouvent.",
        sections: [
          { h: "La démo asynchrone", p: "Un enregistrement d'écran de deux minutes chaque vendredi remplace la démo au bureau d'un collègue." },
          { h: "Des jours au bureau utiles", p: "Réservez les jours communs au travail en binôme et aux retours, pas aux visios que l'on peut faire de chez soi.", items: ["Travailler à deux sur une vraie tâche", "Relire un cours ensemble"] },
        ],
      },
    },
  },
  {
    name: "sales-onboarding-playbook",
    author: "maya-patel",
    category: "onboarding",
    tags: ["skills", "microlearning"],
    thumbnail: "thumb-sales-enablement.webp",
    published: "2026-04-27T08:00:00+0000",
    duration: 7,
    copy: {
      en: {
        uid: "sales-onboarding-playbook",
        title: "Sales onboarding: from first day to first deal in 45 days",
        description: "How the fastest-ramping sales teams on Quillio structure their first six weeks.",
        alt: "A sales rep preparing a pitch with a colleague",
        intro: "New sellers cost money until their first deal. The best teams cut that time in half with peer-made content.",
        sections: [
          { h: "Weeks 1 and 2: listen", p: "Shadow ten calls, then summarise each in a two-minute voice note." },
          { h: "Weeks 3 to 6: practise", p: "Record pitches and get feedback from top performers before facing customers.", items: ["Discovery call", "Demo", "Pricing objection"], ordered: true },
        ],
      },
      de: {
        uid: "sales-onboarding-leitfaden",
        title: "Sales-Onboarding: vom ersten Tag zum ersten Abschluss in 45 Tagen",
        description: "Wie die am schnellsten eingearbeiteten Vertriebsteams auf Quillio ihre ersten sechs Wochen gestalten.",
        alt: "Ein Vertriebsmitarbeiter bereitet mit einer Kollegin einen Pitch vor",
        intro: "Neue Verkäufer kosten Geld bis zum ersten Abschluss. Die besten Teams halbieren diese Zeit mit Inhalten von Kollegen.",
        sections: [
          { h: "Woche 1 und 2: zuhören", p: "Zehn Gespräche begleiten und jedes in einer zweiminütigen Sprachnotiz zusammenfassen." },
          { h: "Woche 3 bis 6: üben", p: "Pitches aufnehmen und Feedback von Top-Verkäufern holen, bevor es zum Kunden geht.", items: ["Bedarfsanalyse", "Demo", "Preiseinwand"], ordered: true },
        ],
      },
      fr: {
        uid: "integration-commerciaux",
        title: "Intégrer un commercial : du premier jour à la première vente en 45 jours",
        description: "Comment les équipes commerciales les plus rapides sur Quillio organisent leurs six premières semaines.",
        alt: "Un commercial prépare un pitch avec une collègue",
        intro: "Un nouveau commercial coûte de l'argent jusqu'à sa première vente. Les meilleures équipes divisent ce délai par deux grâce aux contenus de leurs pairs.",
        sections: [
          { h: "Semaines 1 et 2 : écouter", p: "Assister à dix rendez-vous, puis résumer chacun dans une note vocale de deux minutes." },
          { h: "Semaines 3 à 6 : s'entraîner", p: "Enregistrer ses pitchs et recueillir l'avis des meilleurs vendeurs avant d'affronter les clients.", items: ["Rendez-vous de découverte", "Démonstration", "Objection sur le prix"], ordered: true },
        ],
      },
    },
  },
  {
    name: "peer-feedback",
    author: "clara-hoffmann",
    category: "ai-in-learning",
    tags: ["peer-learning"],
    thumbnail: "thumb-peer-feedback.webp",
    published: "2026-05-04T08:00:00+0000",
    duration: 4,
    copy: {
      en: {
        uid: "ai-assisted-peer-feedback",
        title: "AI-assisted peer feedback: kinder, faster, more specific",
        description: "AI can help colleagues give feedback that is specific and kind. It should never write it for them.",
        alt: "Two colleagues reviewing comments on a course draft",
        intro: "Peer review is the quality engine of collaborative learning. AI can make reviewers better without replacing them.",
        sections: [
          { h: "Suggest, never send", p: "The assistant proposes a rewrite of a vague comment; the reviewer decides." },
          { h: "Structure the review", p: "Three prompts keep feedback useful.", items: ["What is clear?", "What is missing?", "What would you cut?"] },
        ],
      },
      de: {
        uid: "ki-gestuetztes-peer-feedback",
        title: "KI-gestütztes Peer-Feedback: freundlicher, schneller, konkreter",
        description: "KI kann Kollegen helfen, konkretes und freundliches Feedback zu geben. Schreiben sollte sie es nie für sie.",
        alt: "Zwei Kolleginnen prüfen Kommentare zu einem Kursentwurf",
        intro: "Peer-Review ist der Qualitätsmotor des kollaborativen Lernens. KI macht Prüfende besser, ohne sie zu ersetzen.",
        sections: [
          { h: "Vorschlagen, nie senden", p: "Der Assistent schlägt eine Umformulierung eines vagen Kommentars vor, die prüfende Person entscheidet." },
          { h: "Das Review strukturieren", p: "Drei Fragen halten Feedback nützlich.", items: ["Was ist klar?", "Was fehlt?", "Was würden Sie streichen?"] },
        ],
      },
      fr: {
        uid: "retours-entre-pairs-assistes-par-ia",
        title: "Des retours entre pairs assistés par l'IA : plus bienveillants, plus rapides, plus précis",
        description: "L'IA peut aider les collègues à formuler des retours précis et bienveillants. Elle ne doit jamais les écrire à leur place.",
        alt: "Deux collègues relisent les commentaires d'un brouillon de cours",
        intro: "La relecture entre pairs est le moteur qualité de l'apprentissage collaboratif. L'IA rend les relecteurs meilleurs sans les remplacer.",
        sections: [
          { h: "Suggérer, jamais envoyer", p: "L'assistant propose une reformulation d'un commentaire flou ; le relecteur décide." },
          { h: "Structurer la relecture", p: "Trois questions gardent les retours utiles.", items: ["Qu'est-ce qui est clair ?", "Qu'est-ce qui manque ?", "Que supprimeriez-vous ?"] },
        ],
      },
    },
  },
];

export function moreArticles(): ArticleSpec[] {
  return shorts.map(toSpec);
}

interface GuideSpec {
  name: string;
  langs: Lang[];
  uid: Partial<PerLang<string>>;
  guideName: Partial<PerLang<string>>;
  title: Partial<PerLang<string>>;
  description: Partial<PerLang<string>>;
  thumbnail: string;
  author: AuthorKey;
  chapters: string[];
  tags: TagKey[];
}

const guides: GuideSpec[] = [
  {
    name: "peer-led-onboarding",
    langs: ["en", "de", "fr"],
    uid: { en: "peer-led-onboarding", de: "peer-onboarding", fr: "integration-entre-pairs" },
    guideName: { en: "Peer-led onboarding", de: "Peer-Onboarding", fr: "L'intégration entre pairs" },
    title: { en: "The guide to peer-led onboarding", de: "Der Leitfaden zum Peer-Onboarding", fr: "Le guide de l'intégration entre pairs" },
    description: {
      en: "Three chapters to make onboarding a team effort: buddies, team-written courses and the metrics that matter.",
      de: "Drei Kapitel, um Onboarding zur Teamaufgabe zu machen: Buddies, von Teams geschriebene Kurse und die Kennzahlen, die zählen.",
      fr: "Trois chapitres pour faire de l'intégration une affaire d'équipe : parrainage, cours écrits par les équipes et indicateurs utiles.",
    },
    thumbnail: "thumb-guide-onboarding.webp",
    author: "julien-moreau",
    chapters: ["onboarding-guide-buddy", "onboarding-guide-courses", "onboarding-guide-measure"],
    tags: ["peer-learning", "manager-enablement"],
  },
  {
    name: "skills-mapping",
    langs: ["en", "de"],
    uid: { en: "skills-mapping", de: "kompetenzmanagement" },
    guideName: { en: "Skills mapping", de: "Kompetenzmanagement" },
    title: { en: "The practical guide to skills mapping", de: "Der Praxisleitfaden Kompetenzmanagement" },
    description: {
      en: "Map the skills that matter in two weeks, then close the gaps with your own experts.",
      de: "Erfassen Sie in zwei Wochen die Kompetenzen, die zählen, und schließen Sie Lücken mit eigenen Fachleuten.",
    },
    thumbnail: "thumb-guide-skills.webp",
    author: "clara-hoffmann",
    chapters: ["skills-guide-map", "skills-guide-close-gaps"],
    tags: ["skills", "hr-tech"],
  },
];

export function guideGroups(): SeedGroup[] {
  return guides.map((guide) =>
    defineGroup({
      type: "guide_page",
      name: guide.name,
      langs: Object.fromEntries(guide.langs.map((lang) => [lang, { uid: guide.uid[lang] }])),
      published: "2026-01-10T08:00:00+0000",
      data: (lang, _, r) => ({
        guide_name: guide.guideName[lang],
        title: guide.title[lang],
        description: [r.p(guide.description[lang]!)],
        thumbnail: image(guide.thumbnail, guide.title[lang]!),
        author: docLink("author", guide.author, lang),
        articles: guide.chapters.map((chapter) => ({ article: docLink("blog_article", chapter, lang) })),
        tags: guide.tags.map((tag) => ({ tag: docLink("tag", tag, lang) })),
        meta_title: `${guide.title[lang]} | Quillio`,
        meta_description: guide.description[lang],
      }),
    }),
  );
}
