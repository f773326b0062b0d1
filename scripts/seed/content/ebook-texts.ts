/** What the two gated ebooks say, per language (the PDFs of `gated_ebook_lp`, made by `bookPdf`). */
import type { BookText } from "../pdf-book";
import type { Lang } from "../lib";

export const onboardingPlaybook: Record<Lang, BookText> = {
  en: {
    title: "The Collaborative Onboarding Playbook",
    subtitle: "How teams, not only HR, bring new colleagues up to speed",
    chapters: [
      {
        title: "Why onboarding is a team sport",
        paragraphs: [
          "New hires learn fastest from the colleagues who already do the job. HR can organise the first day, but it cannot explain how a warehouse shift is handed over or how a sales proposal is priced. The people who can are busy, and their knowledge rarely makes it into a course.",
          "Collaborative onboarding turns those colleagues into authors. Instead of a single onboarding deck owned by one department, each team publishes the short courses its newcomers need, and keeps them up to date as the work changes.",
          "Companies that work this way report shorter time to autonomy and fewer early departures. More importantly, new colleagues meet the people they will work with in their first week, not in their third month.",
        ],
      },
      {
        title: "The 30-60-90 day plan",
        paragraphs: [
          "A good plan tells the newcomer and the manager what done looks like at each step. It is written before the first day and reviewed together at the end of each month.",
          "Days 1 to 30 are about context: who the customers are, which tools the team uses and why things are done the way they are. Days 31 to 60 are about contributing with support. Days 61 to 90 are about owning a topic and sharing it back with the team.",
        ],
        items: [
          "Day 1 to 30: meet ten colleagues, complete the team's starter path, shadow three real tasks",
          "Day 31 to 60: deliver a first piece of work with a buddy, give feedback on the starter path",
          "Day 61 to 90: own one recurring task, publish one short course about it",
        ],
      },
      {
        title: "The buddy programme",
        paragraphs: [
          "A buddy is a peer, not a manager: someone the newcomer can ask the questions they would not ask in a meeting. Choose buddies who volunteer, give them two hours a week in their first month, and thank them publicly.",
          "The buddy's job is not to teach everything. It is to point to the right course, the right person and the right document, and to notice when the newcomer is stuck.",
        ],
        items: [
          "Before day 1: the buddy sends a welcome message and a plan for the first week",
          "Week 1: a daily fifteen-minute check-in",
          "Weeks 2 to 4: two check-ins a week, then as needed",
          "Day 30: the buddy and the newcomer tell the manager what should change in the starter path",
        ],
      },
      {
        title: "Courses written by experts",
        paragraphs: [
          "The best onboarding content is short, specific and written by the person who does the work. A ten-minute course on how a customer complaint is handled beats a one-hour module on customer centricity.",
          "Give experts a template with three parts: what this task is for, how to do it step by step, and the three mistakes everyone makes. With an AI draft as a starting point, most experts publish a first course in under an hour.",
          "Ask newcomers to rate each course and to say what was missing. Their answers are the best review an expert can get, and the course improves with every cohort.",
        ],
      },
      {
        title: "Metrics to report to leadership",
        paragraphs: [
          "Leadership does not need completion rates. It needs to know whether new colleagues become productive sooner and whether they stay.",
          "Keep the dashboard small enough to discuss in five minutes, and compare each cohort with the one before it.",
        ],
        items: [
          "Time to first autonomous task, in working days",
          "Retention at 90 days and at one year",
          "Confidence score at day 30, asked in one question",
          "Number of courses published or updated by teams this quarter",
        ],
      },
    ],
  },
  de: {
    title: "Der Leitfaden für kollaboratives Onboarding",
    subtitle: "Wie Teams, nicht nur HR, neue Kolleginnen und Kollegen einarbeiten",
    chapters: [
      {
        title: "Warum Onboarding Teamarbeit ist",
        paragraphs: [
          "Neue Mitarbeitende lernen am schnellsten von den Kolleginnen und Kollegen, die die Arbeit bereits machen. HR kann den ersten Tag organisieren, aber nicht erklären, wie eine Schichtübergabe im Lager abläuft oder wie ein Vertriebsangebot kalkuliert wird. Wer das kann, hat wenig Zeit, und sein Wissen landet selten in einem Kurs.",
          "Kollaboratives Onboarding macht diese Kolleginnen und Kollegen zu Autorinnen und Autoren. Statt einer einzigen Onboarding-Präsentation einer Abteilung veröffentlicht jedes Team die kurzen Kurse, die seine Neuen brauchen, und hält sie aktuell, wenn sich die Arbeit ändert.",
          "Unternehmen, die so arbeiten, berichten von kürzerer Einarbeitungszeit und weniger frühen Kündigungen. Vor allem lernen neue Mitarbeitende die Menschen, mit denen sie arbeiten werden, in der ersten Woche kennen und nicht erst im dritten Monat.",
        ],
      },
      {
        title: "Der 30-60-90-Tage-Plan",
        paragraphs: [
          "Ein guter Plan sagt der neuen Person und der Führungskraft, woran man in jedem Abschnitt erkennt, dass er erreicht ist. Er wird vor dem ersten Tag geschrieben und am Ende jedes Monats gemeinsam besprochen.",
          "In den Tagen 1 bis 30 geht es um den Kontext: wer die Kunden sind, welche Werkzeuge das Team nutzt und warum die Dinge so gemacht werden. In den Tagen 31 bis 60 geht es darum, mit Unterstützung beizutragen. In den Tagen 61 bis 90 übernimmt die neue Person ein Thema und teilt es mit dem Team.",
        ],
        items: [
          "Tag 1 bis 30: zehn Kolleginnen und Kollegen treffen, den Einstiegspfad des Teams abschließen, drei echte Aufgaben begleiten",
          "Tag 31 bis 60: eine erste Arbeit mit dem Buddy abliefern, Feedback zum Einstiegspfad geben",
          "Tag 61 bis 90: eine wiederkehrende Aufgabe übernehmen, einen kurzen Kurs dazu veröffentlichen",
        ],
      },
      {
        title: "Das Buddy-Programm",
        paragraphs: [
          "Ein Buddy ist eine Kollegin oder ein Kollege, keine Führungskraft: jemand, dem die neue Person die Fragen stellen kann, die sie in einem Meeting nicht stellen würde. Wählen Sie Freiwillige, geben Sie ihnen im ersten Monat zwei Stunden pro Woche und danken Sie ihnen öffentlich.",
          "Der Buddy muss nicht alles erklären. Er verweist auf den richtigen Kurs, die richtige Person und das richtige Dokument und merkt, wenn die neue Person feststeckt.",
        ],
        items: [
          "Vor Tag 1: Der Buddy schickt eine Willkommensnachricht und einen Plan für die erste Woche",
          "Woche 1: täglich fünfzehn Minuten Austausch",
          "Wochen 2 bis 4: zweimal pro Woche, danach nach Bedarf",
          "Tag 30: Buddy und neue Person sagen der Führungskraft, was sich am Einstiegspfad ändern sollte",
        ],
      },
      {
        title: "Kurse von Fachleuten",
        paragraphs: [
          "Die besten Onboarding-Inhalte sind kurz, konkret und von der Person geschrieben, die die Arbeit macht. Ein Zehn-Minuten-Kurs darüber, wie eine Kundenbeschwerde bearbeitet wird, schlägt ein einstündiges Modul über Kundenorientierung.",
          "Geben Sie Fachleuten eine Vorlage mit drei Teilen: wozu die Aufgabe dient, wie sie Schritt für Schritt erledigt wird und welche drei Fehler alle machen. Mit einem KI-Entwurf als Ausgangspunkt veröffentlichen die meisten Fachleute ihren ersten Kurs in weniger als einer Stunde.",
          "Bitten Sie neue Mitarbeitende, jeden Kurs zu bewerten und zu sagen, was gefehlt hat. Ihre Antworten sind die beste Rückmeldung für Fachleute, und der Kurs wird mit jedem Jahrgang besser.",
        ],
      },
      {
        title: "Kennzahlen für die Geschäftsführung",
        paragraphs: [
          "Die Geschäftsführung braucht keine Abschlussquoten. Sie will wissen, ob neue Mitarbeitende schneller produktiv werden und ob sie bleiben.",
          "Halten Sie das Dashboard so klein, dass es in fünf Minuten besprochen ist, und vergleichen Sie jeden Jahrgang mit dem vorherigen.",
        ],
        items: [
          "Zeit bis zur ersten eigenständigen Aufgabe, in Arbeitstagen",
          "Verbleib nach 90 Tagen und nach einem Jahr",
          "Sicherheitswert an Tag 30, mit einer einzigen Frage erhoben",
          "Anzahl der Kurse, die Teams in diesem Quartal veröffentlicht oder aktualisiert haben",
        ],
      },
    ],
  },
  fr: {
    title: "Le guide de l'intégration collaborative",
    subtitle: "Comment les équipes, et pas seulement les RH, font monter en compétence les nouveaux",
    chapters: [
      {
        title: "Pourquoi l'intégration est un sport d'équipe",
        paragraphs: [
          "Les nouveaux arrivants apprennent plus vite auprès des collègues qui font déjà le métier. Les RH peuvent organiser le premier jour, mais pas expliquer comment se passe une relève d'équipe en entrepôt ou comment se chiffre une proposition commerciale. Ceux qui savent le faire manquent de temps, et leur savoir entre rarement dans une formation.",
          "L'intégration collaborative fait de ces collègues des auteurs. Au lieu d'une présentation unique portée par un service, chaque équipe publie les cours courts dont ses nouveaux ont besoin, et les tient à jour quand le travail évolue.",
          "Les entreprises qui travaillent ainsi constatent une autonomie plus rapide et moins de départs précoces. Surtout, les nouveaux rencontrent les personnes avec qui ils vont travailler dès la première semaine, et non au troisième mois.",
        ],
      },
      {
        title: "Le plan 30-60-90 jours",
        paragraphs: [
          "Un bon plan dit au nouvel arrivant et à son manager à quoi ressemble chaque étape réussie. Il est écrit avant le premier jour et relu ensemble à la fin de chaque mois.",
          "Les jours 1 à 30 servent à comprendre le contexte : qui sont les clients, quels outils l'équipe utilise et pourquoi les choses se font ainsi. Les jours 31 à 60 servent à contribuer avec un appui. Les jours 61 à 90 servent à prendre en charge un sujet et à le partager avec l'équipe.",
        ],
        items: [
          "Jours 1 à 30 : rencontrer dix collègues, terminer le parcours de démarrage, observer trois tâches réelles",
          "Jours 31 à 60 : livrer un premier travail avec son parrain, donner son avis sur le parcours",
          "Jours 61 à 90 : prendre en charge une tâche récurrente, publier un cours court à son sujet",
        ],
      },
      {
        title: "Le parrainage",
        paragraphs: [
          "Le parrain est un pair, pas un manager : quelqu'un à qui le nouvel arrivant peut poser les questions qu'il n'oserait pas poser en réunion. Choisissez des volontaires, donnez-leur deux heures par semaine le premier mois et remerciez-les publiquement.",
          "Le parrain n'a pas à tout expliquer. Il oriente vers le bon cours, la bonne personne et le bon document, et remarque quand le nouvel arrivant est bloqué.",
        ],
        items: [
          "Avant le premier jour : le parrain envoie un message de bienvenue et le programme de la semaine",
          "Semaine 1 : un point quotidien de quinze minutes",
          "Semaines 2 à 4 : deux points par semaine, puis à la demande",
          "Jour 30 : parrain et nouvel arrivant disent au manager ce qui doit changer dans le parcours",
        ],
      },
      {
        title: "Des cours écrits par les experts",
        paragraphs: [
          "Les meilleurs contenus d'intégration sont courts, précis et écrits par la personne qui fait le travail. Un cours de dix minutes sur le traitement d'une réclamation client vaut mieux qu'un module d'une heure sur l'orientation client.",
          "Donnez aux experts un modèle en trois parties : à quoi sert la tâche, comment la réaliser pas à pas, et les trois erreurs que tout le monde fait. Avec un brouillon généré par l'IA comme point de départ, la plupart des experts publient un premier cours en moins d'une heure.",
          "Demandez aux nouveaux arrivants de noter chaque cours et de dire ce qui manquait. Leurs réponses sont la meilleure relecture possible, et le cours s'améliore à chaque promotion.",
        ],
      },
      {
        title: "Les indicateurs à présenter à la direction",
        paragraphs: [
          "La direction n'a pas besoin de taux de complétion. Elle veut savoir si les nouveaux deviennent productifs plus tôt et s'ils restent.",
          "Gardez un tableau de bord assez court pour en parler en cinq minutes, et comparez chaque promotion à la précédente.",
        ],
        items: [
          "Délai avant la première tâche en autonomie, en jours ouvrés",
          "Rétention à 90 jours et à un an",
          "Score de confiance au 30e jour, mesuré par une seule question",
          "Nombre de cours publiés ou mis à jour par les équipes ce trimestre",
        ],
      },
    ],
  },
};

/** Internal expertise per industry: share of training content written by employees (survey of 640 L&D leaders). */
const industries: { en: string; fr: string; share: number }[] = [
  { en: "Banking", fr: "Banque", share: 31 },
  { en: "Insurance", fr: "Assurance", share: 34 },
  { en: "Retail", fr: "Commerce de détail", share: 42 },
  { en: "Logistics", fr: "Logistique", share: 47 },
  { en: "Manufacturing", fr: "Industrie", share: 45 },
  { en: "Energy", fr: "Énergie", share: 38 },
  { en: "Pharmaceuticals", fr: "Pharmacie", share: 29 },
  { en: "Hospitality", fr: "Hôtellerie", share: 51 },
  { en: "Software", fr: "Logiciel", share: 58 },
  { en: "Consulting", fr: "Conseil", share: 55 },
  { en: "Public sector", fr: "Secteur public", share: 24 },
  { en: "Healthcare", fr: "Santé", share: 33 },
  { en: "Telecommunications", fr: "Télécommunications", share: 40 },
  { en: "Automotive", fr: "Automobile", share: 44 },
];

export const skillsReport: Partial<Record<Lang, BookText>> = {
  en: {
    title: "Skills Report 2026",
    subtitle: "Where skills come from: a survey of 640 L&D leaders",
    chapters: [
      {
        title: "Key findings",
        paragraphs: [
          "We asked 640 learning and development leaders in Europe and North America where the skills their companies need actually come from. Their answer is clear: 68% say internal experts are their best source of content, ahead of external libraries and training providers.",
          "Yet only 21% have a process to capture that knowledge. In most companies, expertise travels from desk to desk and leaves with the people who hold it.",
        ],
        items: [
          "68% name internal experts as their best source of content",
          "21% have a process to capture internal knowledge",
          "57% plan to give employees authoring tools in the next year",
          "Companies where employees publish courses fill skill gaps 2.3 times faster",
        ],
      },
      {
        title: "Benchmarks by industry",
        paragraphs: [
          "The share of training content written by employees varies widely. Industries where work changes fast and knowledge sits with front-line teams publish the most; regulated industries publish the least, mostly because review processes were designed for external content.",
        ],
        items: industries.map((industry) => `${industry.en}: ${industry.share}% of training content written by employees`),
      },
      {
        title: "What the leaders do differently",
        paragraphs: [
          "The companies in the top quarter of our survey share three habits. They name an owner for each critical skill, they give experts time and templates to publish, and they review content with the people who use it rather than with a central committee.",
          "None of these habits needs a large budget. They need a decision from leadership that knowledge sharing is part of the job, and a tool that makes publishing a course as easy as writing a message.",
        ],
      },
      {
        title: "Recommendations",
        paragraphs: ["Start small, with one team and one critical skill, and measure the effect before you scale."],
        items: [
          "Map the ten skills your business depends on and name an owner for each",
          "Give each owner two hours a month to publish and update short courses",
          "Ask learners to rate every course and act on their comments within a month",
          "Report time to competence, not completion rates",
        ],
      },
    ],
  },
  fr: {
    title: "Rapport compétences 2026",
    subtitle: "D'où viennent les compétences : une enquête auprès de 640 responsables formation",
    chapters: [
      {
        title: "Les principaux résultats",
        paragraphs: [
          "Nous avons demandé à 640 responsables formation en Europe et en Amérique du Nord d'où viennent réellement les compétences dont leur entreprise a besoin. Leur réponse est nette : 68 % citent les experts internes comme leur meilleure source de contenus, devant les catalogues externes et les organismes de formation.",
          "Pourtant, seuls 21 % disposent d'un processus pour capter ce savoir. Dans la plupart des entreprises, l'expertise circule de bureau en bureau et part avec les personnes qui la détiennent.",
        ],
        items: [
          "68 % citent les experts internes comme leur meilleure source de contenus",
          "21 % ont un processus pour capter le savoir interne",
          "57 % prévoient d'équiper leurs salariés d'outils de création l'an prochain",
          "Les entreprises où les salariés publient des cours comblent leurs écarts de compétences 2,3 fois plus vite",
        ],
      },
      {
        title: "Les repères par secteur",
        paragraphs: [
          "La part des contenus de formation écrits par les salariés varie fortement. Les secteurs où le travail évolue vite et où le savoir est sur le terrain publient le plus ; les secteurs réglementés publient le moins, surtout parce que leurs circuits de validation ont été pensés pour des contenus externes.",
        ],
        items: industries.map((industry) => `${industry.fr} : ${industry.share} % des contenus de formation écrits par les salariés`),
      },
      {
        title: "Ce que font les plus avancés",
        paragraphs: [
          "Les entreprises du premier quart de notre enquête partagent trois habitudes. Elles nomment un responsable pour chaque compétence clé, donnent aux experts du temps et des modèles pour publier, et font relire les contenus par ceux qui les utilisent plutôt que par un comité central.",
          "Aucune de ces habitudes ne demande un gros budget. Elles demandent une décision de la direction, faire du partage de savoir une partie du travail, et un outil qui rend la publication d'un cours aussi simple que l'écriture d'un message.",
        ],
      },
      {
        title: "Nos recommandations",
        paragraphs: ["Commencez petit, avec une équipe et une compétence clé, et mesurez l'effet avant de généraliser."],
        items: [
          "Listez les dix compétences dont dépend votre activité et nommez un responsable pour chacune",
          "Donnez à chaque responsable deux heures par mois pour publier et mettre à jour des cours courts",
          "Demandez aux apprenants de noter chaque cours et tenez compte de leurs remarques dans le mois",
          "Suivez le délai d'acquisition des compétences, pas les taux de complétion",
        ],
      },
    ],
  },
};

/** How many industries the skills report benchmarks (its form says so). */
export const SKILLS_INDUSTRY_COUNT = industries.length;
