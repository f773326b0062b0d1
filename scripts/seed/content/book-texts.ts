/** What the collaborative-learning book and the press kit say, per language (PDFs made by `bookPdf`). */
import type { BookText } from "../pdf-book";
import type { Lang } from "../lib";

export const collaborativeLearningBook: Record<Lang, BookText> = {
  en: {
    title: "Collaborative Learning: the book",
    subtitle: "One idea: your people are your best teachers",
    chapters: [
      {
        title: "From catalogue to community",
        paragraphs: [
          "For thirty years, corporate learning meant a catalogue: courses chosen by a central team, bought from providers and assigned to employees. The catalogue grew, and so did the gap between what it offered and what people needed on Monday morning.",
          "Top-down training stalls for a simple reason: the people who decide what to teach are far from the work. By the time a need reaches the catalogue, the work has changed again.",
          "A learning community works the other way round. Employees who know something teach it, colleagues who need it ask for it, and the learning team curates, coaches and measures instead of producing everything itself.",
        ],
      },
      {
        title: "The expert next door",
        paragraphs: [
          "Every company has experts who are never asked to teach: the planner who knows every exception of the schedule, the account manager whose proposals always win, the technician who fixes what the manual does not cover.",
          "Finding them is easier than it sounds. Ask teams who they turn to when they are stuck. The same names come up again and again.",
          "Supporting them matters more than finding them. Give them time, a simple template and a reviewer who improves their course without rewriting it. Thank them in public, and show them how many colleagues their course has helped.",
        ],
      },
      {
        title: "Making it last",
        paragraphs: [
          "A community needs rituals: a monthly call where authors share what worked, a learning week where teams teach each other, a review of the courses nobody has opened in six months.",
          "It also needs leaders who learn in public. When a director publishes a ten-minute course on how budgets are decided, everyone understands that sharing knowledge is part of the job.",
        ],
      },
    ],
  },
  de: {
    title: "Kollaboratives Lernen: das Buch",
    subtitle: "Eine Idee: Ihre Mitarbeitenden sind Ihre besten Lehrkräfte",
    chapters: [
      {
        title: "Vom Katalog zur Gemeinschaft",
        paragraphs: [
          "Dreißig Jahre lang hieß betriebliches Lernen: ein Katalog. Kurse, von einem zentralen Team ausgewählt, bei Anbietern eingekauft und Mitarbeitenden zugewiesen. Der Katalog wuchs, und mit ihm der Abstand zwischen seinem Angebot und dem, was Menschen am Montagmorgen brauchten.",
          "Training von oben stockt aus einem einfachen Grund: Wer entscheidet, was gelehrt wird, ist weit weg von der Arbeit. Bis ein Bedarf im Katalog ankommt, hat sich die Arbeit schon wieder verändert.",
          "Eine Lerngemeinschaft funktioniert umgekehrt. Wer etwas weiß, bringt es anderen bei, wer etwas braucht, fragt danach, und das Lernteam kuratiert, begleitet und misst, statt alles selbst zu produzieren.",
        ],
      },
      {
        title: "Die Expertin nebenan",
        paragraphs: [
          "Jedes Unternehmen hat Fachleute, die nie gebeten werden zu lehren: die Disponentin, die jede Ausnahme im Schichtplan kennt, den Account Manager, dessen Angebote immer gewinnen, den Techniker, der repariert, was im Handbuch fehlt.",
          "Sie zu finden ist leichter, als es klingt. Fragen Sie Teams, an wen sie sich wenden, wenn sie nicht weiterkommen. Es fallen immer wieder dieselben Namen.",
          "Sie zu unterstützen ist wichtiger, als sie zu finden. Geben Sie ihnen Zeit, eine einfache Vorlage und eine Person, die ihren Kurs verbessert, ohne ihn neu zu schreiben. Danken Sie ihnen öffentlich und zeigen Sie ihnen, wie vielen Kolleginnen und Kollegen ihr Kurs geholfen hat.",
        ],
      },
      {
        title: "Damit es bleibt",
        paragraphs: [
          "Eine Gemeinschaft braucht Rituale: ein monatliches Treffen, in dem Autorinnen und Autoren teilen, was funktioniert hat, eine Lernwoche, in der Teams einander unterrichten, eine Durchsicht der Kurse, die seit sechs Monaten niemand geöffnet hat.",
          "Sie braucht auch Führungskräfte, die öffentlich lernen. Wenn eine Direktorin einen Zehn-Minuten-Kurs darüber veröffentlicht, wie Budgets entschieden werden, verstehen alle, dass Wissen teilen zur Arbeit gehört.",
        ],
      },
    ],
  },
  fr: {
    title: "L'apprentissage collaboratif : le livre",
    subtitle: "Une idée : vos collaborateurs sont vos meilleurs formateurs",
    chapters: [
      {
        title: "Du catalogue à la communauté",
        paragraphs: [
          "Pendant trente ans, la formation en entreprise a été un catalogue : des cours choisis par une équipe centrale, achetés à des prestataires et attribués aux salariés. Le catalogue a grandi, et l'écart entre ce qu'il proposait et ce dont les gens avaient besoin le lundi matin aussi.",
          "La formation descendante s'essouffle pour une raison simple : ceux qui décident quoi enseigner sont loin du terrain. Le temps qu'un besoin arrive au catalogue, le travail a déjà changé.",
          "Une communauté d'apprentissage fonctionne à l'inverse. Ceux qui savent transmettent, ceux qui ont besoin demandent, et l'équipe formation organise, accompagne et mesure au lieu de tout produire elle-même.",
        ],
      },
      {
        title: "L'expert d'à côté",
        paragraphs: [
          "Chaque entreprise a des experts à qui l'on ne demande jamais d'enseigner : la planificatrice qui connaît chaque exception du planning, le commercial dont les propositions gagnent toujours, le technicien qui répare ce que le manuel ne prévoit pas.",
          "Les trouver est plus simple qu'il n'y paraît. Demandez aux équipes vers qui elles se tournent quand elles sont bloquées : les mêmes noms reviennent.",
          "Les accompagner compte plus que les trouver. Donnez-leur du temps, un modèle simple et un relecteur qui améliore leur cours sans le réécrire. Remerciez-les publiquement et montrez-leur combien de collègues leur cours a aidés.",
        ],
      },
      {
        title: "Faire durer",
        paragraphs: [
          "Une communauté a besoin de rituels : un rendez-vous mensuel où les auteurs partagent ce qui a marché, une semaine de l'apprentissage où les équipes se forment entre elles, une revue des cours que personne n'a ouverts depuis six mois.",
          "Elle a aussi besoin de dirigeants qui apprennent en public. Quand une directrice publie un cours de dix minutes sur la façon dont les budgets sont décidés, chacun comprend que partager son savoir fait partie du travail.",
        ],
      },
    ],
  },
};

export const pressKit: Record<Lang, BookText> = {
  en: {
    title: "Quillio press kit",
    subtitle: "Facts, story and contacts for journalists",
    chapters: [
      {
        title: "Quillio in brief",
        paragraphs: [
          "Quillio is a collaborative learning platform: employees turn what they know into short courses, with AI drafts and translation, and learning teams curate and measure instead of producing everything themselves.",
        ],
        items: ["Founded in 2019 in Lyon, France", "240 employees in Lyon, Berlin and Montreal", "1,900 customers in 48 countries", "Available in English, German and French"],
      },
      {
        title: "Our story",
        paragraphs: [
          "Quillio's founders ran training for a logistics group and saw the same thing in every warehouse: the best teachers were the team leads, and nobody had given them a way to teach. The first version of Quillio was a mobile app to record a five-minute course between two shifts.",
          "Today companies in retail, banking, energy and manufacturing use Quillio to onboard, upskill and keep their people's knowledge when they move on.",
        ],
      },
      {
        title: "Press contact",
        paragraphs: ["Nora Lindqvist answers journalists' questions in English, German and French, usually within one working day: press@quillio.com."],
      },
    ],
  },
  de: {
    title: "Quillio Pressemappe",
    subtitle: "Fakten, Geschichte und Kontakte für Journalistinnen und Journalisten",
    chapters: [
      {
        title: "Quillio in Kürze",
        paragraphs: [
          "Quillio ist eine Plattform für kollaboratives Lernen: Mitarbeitende machen aus ihrem Wissen kurze Kurse, mit KI-Entwürfen und Übersetzung, und Lernteams kuratieren und messen, statt alles selbst zu produzieren.",
        ],
        items: ["Gegründet 2019 in Lyon, Frankreich", "240 Mitarbeitende in Lyon, Berlin und Montreal", "1.900 Kunden in 48 Ländern", "Verfügbar auf Englisch, Deutsch und Französisch"],
      },
      {
        title: "Unsere Geschichte",
        paragraphs: [
          "Die Gründer von Quillio verantworteten die Schulungen einer Logistikgruppe und sahen in jedem Lager dasselbe: Die besten Lehrkräfte waren die Teamleiter, und niemand hatte ihnen ein Mittel zum Lehren gegeben. Die erste Version von Quillio war eine App, um zwischen zwei Schichten einen Fünf-Minuten-Kurs aufzunehmen.",
          "Heute nutzen Unternehmen aus Handel, Bankwesen, Energie und Industrie Quillio, um einzuarbeiten, weiterzubilden und das Wissen ihrer Mitarbeitenden zu bewahren, wenn diese weiterziehen.",
        ],
      },
      {
        title: "Pressekontakt",
        paragraphs: ["Nora Lindqvist beantwortet Fragen von Journalistinnen und Journalisten auf Englisch, Deutsch und Französisch, meist innerhalb eines Arbeitstages: press@quillio.com."],
      },
    ],
  },
  fr: {
    title: "Kit presse Quillio",
    subtitle: "Chiffres, histoire et contacts pour les journalistes",
    chapters: [
      {
        title: "Quillio en bref",
        paragraphs: [
          "Quillio est une plateforme d'apprentissage collaboratif : les salariés transforment leur savoir en cours courts, avec des brouillons et des traductions par IA, et les équipes formation organisent et mesurent au lieu de tout produire elles-mêmes.",
        ],
        items: ["Fondée en 2019 à Lyon", "240 salariés à Lyon, Berlin et Montréal", "1 900 clients dans 48 pays", "Disponible en anglais, en allemand et en français"],
      },
      {
        title: "Notre histoire",
        paragraphs: [
          "Les fondateurs de Quillio dirigeaient la formation d'un groupe logistique et voyaient la même chose dans chaque entrepôt : les meilleurs formateurs étaient les chefs d'équipe, et personne ne leur avait donné les moyens d'enseigner. La première version de Quillio était une application pour enregistrer un cours de cinq minutes entre deux relèves.",
          "Aujourd'hui, des entreprises du commerce, de la banque, de l'énergie et de l'industrie utilisent Quillio pour intégrer, faire monter en compétence et garder le savoir de leurs équipes quand elles changent de poste.",
        ],
      },
      {
        title: "Contact presse",
        paragraphs: ["Nora Lindqvist répond aux questions des journalistes en anglais, en allemand et en français, en général sous un jour ouvré : press@quillio.com."],
      },
    ],
  },
};

/** The Learning Week kit: how to run the week the Learning Week page describes, day by day, with what to send and check. */
export const learningWeekKit: Record<Lang, BookText> = {
  en: {
    title: "Learning Week 2027: the kit",
    subtitle: "Five days, one skill a day, taught by your own experts",
    chapters: [
      {
        title: "How the week works",
        paragraphs: [
          "Each day of the week has one skill, one short course written by a colleague who is good at it, and one thirty-minute session where teams practise it together.",
          "Pick the five authors four weeks ahead. Give each one an hour with a reviewer from the learning team: the course is ten minutes long, the session is an exercise, not a lecture.",
        ],
      },
      { title: "Monday: giving feedback", paragraphs: ["The course: what useful feedback sounds like, with three examples from your company. The session: pairs give each other feedback on a real piece of work from last week."] },
      { title: "Tuesday: writing clearly", paragraphs: ["The course: one message, one reader, one ask. The session: teams rewrite a long email of their choice in half the words."] },
      { title: "Wednesday: running better meetings", paragraphs: ["The course: an agenda that ends in decisions. The session: each team cancels, shortens or rewrites one of its recurring meetings."] },
      { title: "Thursday: learning from mistakes", paragraphs: ["The course: a blameless review in four questions. The session: a team reviews one project that went wrong, without looking for someone to blame."] },
      { title: "Friday: teaching what you know", paragraphs: ["The course: how to turn what you know into a ten-minute course. The session: everyone drafts the outline of the course they could write for the next Learning Week."] },
      {
        title: "What to send and what to check",
        paragraphs: ["Send the invitation two weeks ahead, from a leader, not from the learning team: \"Next week we learn from each other. One skill a day, taught by colleagues. Thirty minutes, your calendar is booked.\""],
        items: ["Five authors and five reviewers named", "Five courses published in Quillio the Friday before", "Sessions in every team's calendar", "A short survey on Friday afternoon", "Thank the authors in public the week after"],
      },
    ],
  },
  de: {
    title: "Lernwoche 2027: das Kit",
    subtitle: "Fünf Tage, jeden Tag eine Kompetenz, vermittelt von Ihren eigenen Fachleuten",
    chapters: [
      {
        title: "So funktioniert die Woche",
        paragraphs: [
          "Jeder Tag der Woche hat eine Kompetenz, einen kurzen Kurs von einer Kollegin oder einem Kollegen, die das gut können, und eine dreißigminütige Übung, in der Teams sie gemeinsam anwenden.",
          "Wählen Sie die fünf Autorinnen und Autoren vier Wochen vorher. Geben Sie jeder Person eine Stunde mit einer Reviewerin aus dem Lernteam: Der Kurs dauert zehn Minuten, die Übung ist Praxis, kein Vortrag.",
        ],
      },
      { title: "Montag: Feedback geben", paragraphs: ["Der Kurs: wie nützliches Feedback klingt, mit drei Beispielen aus Ihrem Unternehmen. Die Übung: Paare geben sich Feedback zu einer echten Arbeit der letzten Woche."] },
      { title: "Dienstag: klar schreiben", paragraphs: ["Der Kurs: eine Botschaft, ein Leser, eine Bitte. Die Übung: Teams schreiben eine lange E-Mail ihrer Wahl mit halb so vielen Wörtern neu."] },
      { title: "Mittwoch: bessere Meetings", paragraphs: ["Der Kurs: eine Agenda, die mit Entscheidungen endet. Die Übung: Jedes Team streicht, kürzt oder gestaltet eines seiner regelmäßigen Meetings neu."] },
      { title: "Donnerstag: aus Fehlern lernen", paragraphs: ["Der Kurs: eine Rückschau ohne Schuldzuweisung in vier Fragen. Die Übung: Ein Team schaut auf ein Projekt zurück, das schiefging, ohne Schuldige zu suchen."] },
      { title: "Freitag: Wissen weitergeben", paragraphs: ["Der Kurs: wie aus Ihrem Wissen ein Zehn-Minuten-Kurs wird. Die Übung: Alle skizzieren den Kurs, den sie für die nächste Lernwoche schreiben könnten."] },
      {
        title: "Was Sie senden und prüfen",
        paragraphs: ["Senden Sie die Einladung zwei Wochen vorher, von einer Führungskraft, nicht vom Lernteam: „Nächste Woche lernen wir voneinander. Jeden Tag eine Kompetenz, vermittelt von Kolleginnen und Kollegen. Dreißig Minuten, Ihr Kalender ist geblockt.“"],
        items: ["Fünf Autorinnen und Autoren und fünf Reviewer benannt", "Fünf Kurse am Freitag davor in Quillio veröffentlicht", "Übungen in jedem Teamkalender", "Eine kurze Umfrage am Freitagnachmittag", "Den Autorinnen und Autoren in der Woche danach öffentlich danken"],
      },
    ],
  },
  fr: {
    title: "Semaine de l'apprentissage 2027 : le kit",
    subtitle: "Cinq jours, une compétence par jour, transmise par vos propres experts",
    chapters: [
      {
        title: "Comment se déroule la semaine",
        paragraphs: [
          "Chaque jour de la semaine a une compétence, un cours court écrit par un collègue qui la maîtrise, et une séance de trente minutes où les équipes la pratiquent ensemble.",
          "Choisissez les cinq auteurs quatre semaines avant. Donnez à chacun une heure avec un relecteur de l'équipe formation : le cours dure dix minutes, la séance est un exercice, pas un exposé.",
        ],
      },
      { title: "Lundi : donner du feedback", paragraphs: ["Le cours : à quoi ressemble un feedback utile, avec trois exemples de votre entreprise. La séance : en binôme, chacun donne un feedback sur un vrai travail de la semaine passée."] },
      { title: "Mardi : écrire clairement", paragraphs: ["Le cours : un message, un lecteur, une demande. La séance : les équipes réécrivent un long e-mail de leur choix en deux fois moins de mots."] },
      { title: "Mercredi : des réunions plus efficaces", paragraphs: ["Le cours : un ordre du jour qui se termine par des décisions. La séance : chaque équipe supprime, raccourcit ou réorganise l'une de ses réunions récurrentes."] },
      { title: "Jeudi : apprendre de ses erreurs", paragraphs: ["Le cours : un retour d'expérience sans recherche de coupable, en quatre questions. La séance : une équipe revient sur un projet qui a mal tourné, sans chercher de responsable."] },
      { title: "Vendredi : transmettre ce que l'on sait", paragraphs: ["Le cours : comment faire de ce que vous savez un cours de dix minutes. La séance : chacun esquisse le cours qu'il pourrait écrire pour la prochaine semaine de l'apprentissage."] },
      {
        title: "Ce qu'il faut envoyer et vérifier",
        paragraphs: ["Envoyez l'invitation deux semaines avant, signée par un dirigeant et non par l'équipe formation : « La semaine prochaine, nous apprenons les uns des autres. Une compétence par jour, transmise par des collègues. Trente minutes, votre agenda est réservé. »"],
        items: ["Cinq auteurs et cinq relecteurs désignés", "Cinq cours publiés dans Quillio le vendredi précédent", "Les séances dans l'agenda de chaque équipe", "Un court questionnaire le vendredi après-midi", "Remercier publiquement les auteurs la semaine suivante"],
      },
    ],
  },
};
