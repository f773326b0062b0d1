/** Form configurations and the four form pages with their fixed uids (see `formPageUids`). */
import { DEFAULT_OUTSIDE_HOSTS } from "../../../src/config/hosts";
import { formPageUids } from "../../../src/routing/routes";
import { SKILLS_INDUSTRY_COUNT } from "./ebook-texts";
import { defineGroup, docLink, image, mediaLink, slice, type Data, type Lang, type PerLang, type RichTextBuilder, type SeedGroup } from "../lib";

interface FormConfigSpec {
  name: string;
  formType: string;
  marketoFormId: number;
  body: PerLang<string>;
  button: PerLang<string>;
  completionTitle: PerLang<string>;
  completionSubtitle: PerLang<string>;
  after?: { label: PerLang<string>; link: (lang: Lang) => Data };
  secondary?: { label: PerLang<string>; link: (lang: Lang) => Data };
  /** The PDF handed out after the form, in the form's language (none where the ebook has no such edition). */
  gatedContent?: Partial<PerLang<string>>;
  platformRegistration?: boolean;
}

const home = (lang: Lang) => docLink("home_page", "home_page", lang);
const blog = (lang: Lang) => docLink("blog_home", "blog_home", lang);

const configs: FormConfigSpec[] = [
  {
    name: "demo",
    formType: "demo",
    marketoFormId: 1021,
    body: {
      en: "Tell us about your team: a learning specialist shows you Quillio on your own use case in 30 minutes.",
      de: "Erzählen Sie uns von Ihrem Team: Eine Lernexpertin zeigt Ihnen Quillio in 30 Minuten an Ihrem eigenen Anwendungsfall.",
      fr: "Parlez-nous de votre équipe : un spécialiste vous présente Quillio sur votre propre cas d'usage en 30 minutes.",
    },
    button: { en: "Book my demo", de: "Demo buchen", fr: "Réserver ma démo" },
    completionTitle: { en: "Thank you, your request is in", de: "Danke, Ihre Anfrage ist da", fr: "Merci, votre demande est bien arrivée" },
    completionSubtitle: {
      en: "A learning specialist prepares your demo around what you told us.",
      de: "Eine Lernexpertin bereitet Ihre Demo auf Basis Ihrer Angaben vor.",
      fr: "Un spécialiste prépare votre démo à partir de vos réponses.",
    },
    after: { label: { en: "Read customer stories", de: "Kundengeschichten lesen", fr: "Lire les témoignages clients" }, link: (lang) => docLink("case_studies_hub", "case_studies_hub", lang) },
    secondary: { label: { en: "Rather try it yourself?", de: "Lieber selbst ausprobieren?", fr: "Plutôt essayer par vous-même ?" }, link: (lang) => docLink("form_page", "free-trial", lang) },
  },
  {
    name: "free-trial",
    formType: "free_trial",
    marketoFormId: 1022,
    body: {
      en: "14 days, every feature, no credit card. Invite your team and publish your first course today.",
      de: "14 Tage, alle Funktionen, keine Kreditkarte. Laden Sie Ihr Team ein und veröffentlichen Sie noch heute Ihren ersten Kurs.",
      fr: "14 jours, toutes les fonctionnalités, sans carte bancaire. Invitez votre équipe et publiez votre premier cours dès aujourd'hui.",
    },
    button: { en: "Create my account", de: "Konto erstellen", fr: "Créer mon compte" },
    completionTitle: { en: "Your workspace is ready", de: "Ihr Arbeitsbereich ist bereit", fr: "Votre espace est prêt" },
    completionSubtitle: {
      en: "Your welcome email with the sign-in link is on its way to your inbox.",
      de: "Ihre Willkommens-E-Mail mit dem Anmeldelink ist auf dem Weg in Ihr Postfach.",
      fr: "Votre e-mail de bienvenue avec le lien de connexion arrive dans votre boîte mail.",
    },
    after: { label: { en: "Open Quillio", de: "Quillio öffnen", fr: "Ouvrir Quillio" }, link: () => ({ link_type: "Web", url: `${DEFAULT_OUTSIDE_HOSTS.learningApp}/login` }) },
    platformRegistration: true,
  },
  {
    name: "contact",
    formType: "contact",
    marketoFormId: 1023,
    body: {
      en: "A question about Quillio, a partnership or the press? Write to us and the right person answers within one business day.",
      de: "Eine Frage zu Quillio, einer Partnerschaft oder für die Presse? Schreiben Sie uns, die richtige Person antwortet innerhalb eines Werktags.",
      fr: "Une question sur Quillio, un partenariat ou une demande presse ? Écrivez-nous, la bonne personne vous répond sous un jour ouvré.",
    },
    button: { en: "Send my message", de: "Nachricht senden", fr: "Envoyer mon message" },
    completionTitle: { en: "Message received", de: "Nachricht erhalten", fr: "Message bien reçu" },
    completionSubtitle: { en: "We will get back to you within one business day.", de: "Wir melden uns innerhalb eines Werktags.", fr: "Nous revenons vers vous sous un jour ouvré." },
    after: { label: { en: "Back to the home page", de: "Zur Startseite", fr: "Retour à l'accueil" }, link: home },
  },
  {
    name: "partners",
    formType: "partners",
    marketoFormId: 1024,
    body: {
      en: "Consultancies, content providers and software vendors: tell us how you would like to work with Quillio.",
      de: "Beratungen, Content-Anbieter und Softwarehersteller: Erzählen Sie uns, wie Sie mit Quillio zusammenarbeiten möchten.",
      fr: "Cabinets de conseil, éditeurs de contenus et de logiciels : dites-nous comment vous souhaitez travailler avec Quillio.",
    },
    button: { en: "Apply", de: "Bewerben", fr: "Candidater" },
    completionTitle: { en: "Thanks for applying", de: "Danke für Ihre Bewerbung", fr: "Merci pour votre candidature" },
    completionSubtitle: { en: "Our partner team reviews every application within a week.", de: "Unser Partnerteam prüft jede Bewerbung innerhalb einer Woche.", fr: "Notre équipe partenaires étudie chaque candidature sous une semaine." },
    after: { label: { en: "See the marketplace", de: "Zum Marktplatz", fr: "Voir la place de marché" }, link: (lang) => docLink("partners_hub", "partners_hub", lang) },
  },
  {
    name: "newsletter",
    formType: "newsletter",
    marketoFormId: 1025,
    // The form lists the topics with their frequency (src/lib/forms/definitions.ts): the letter alone is ticked.
    body: {
      en: "The L&D letter comes once a month. Tick other topics only if you want them; change them or unsubscribe in one click.",
      de: "Der L&D-Brief kommt einmal im Monat. Weitere Themen nur, wenn Sie sie ankreuzen; ändern oder abmelden mit einem Klick.",
      fr: "La lettre L&D arrive une fois par mois. Cochez d'autres thèmes seulement si vous les voulez ; modifiez-les ou désinscrivez-vous en un clic.",
    },
    button: { en: "Subscribe", de: "Abonnieren", fr: "S'abonner" },
    // Double opt-in: nothing is subscribed until the mailed link is followed, so the completion asks for that.
    completionTitle: { en: "Check your inbox to confirm", de: "Bitte bestätigen Sie in Ihrem Postfach", fr: "Confirmez depuis votre boîte mail" },
    completionSubtitle: {
      en: "Once you confirm, the next letter arrives on the first Tuesday of the month.",
      de: "Nach Ihrer Bestätigung kommt der nächste Brief am ersten Dienstag des Monats.",
      fr: "Une fois votre inscription confirmée, la prochaine lettre arrive le premier mardi du mois.",
    },
    after: { label: { en: "Read the blog", de: "Zum Blog", fr: "Lire le blog" }, link: blog },
  },
  {
    name: "ebook-onboarding",
    formType: "ebook",
    marketoFormId: 1026,
    body: { en: "Get the playbook in your inbox and download it right away.", de: "Erhalten Sie den Leitfaden per E-Mail und laden Sie ihn sofort herunter.", fr: "Recevez le guide par e-mail et téléchargez-le immédiatement." },
    button: { en: "Download the ebook", de: "E-Book herunterladen", fr: "Télécharger l'ebook" },
    completionTitle: { en: "Your ebook is ready", de: "Ihr E-Book ist bereit", fr: "Votre ebook est prêt" },
    completionSubtitle: { en: "Your download is ready below.", de: "Ihr Download ist unten bereit.", fr: "Votre téléchargement est prêt ci-dessous." },
    gatedContent: { en: "ebook-onboarding-playbook-en.pdf", de: "ebook-onboarding-playbook-de.pdf", fr: "ebook-onboarding-playbook-fr.pdf" },
  },
  {
    name: "ebook-skills",
    formType: "ebook",
    marketoFormId: 1027,
    body: { en: `Read the full report with benchmarks for ${SKILLS_INDUSTRY_COUNT} industries.`, de: `Lesen Sie den vollständigen Bericht mit Benchmarks für ${SKILLS_INDUSTRY_COUNT} Branchen.`, fr: `Lisez le rapport complet avec des repères pour ${SKILLS_INDUSTRY_COUNT} secteurs.` },
    button: { en: "Get the report", de: "Bericht erhalten", fr: "Recevoir le rapport" },
    completionTitle: { en: "Enjoy the report", de: "Viel Freude mit dem Bericht", fr: "Bonne lecture" },
    completionSubtitle: { en: "Your download is ready.", de: "Ihr Download ist bereit.", fr: "Votre téléchargement est prêt." },
    gatedContent: { en: "ebook-skills-report-en.pdf", fr: "ebook-skills-report-fr.pdf" },
  },
  {
    // The book page's form: it hands out the page's own PDF (a page's asset wins), so it has no default of its own.
    name: "book",
    formType: "ebook",
    marketoFormId: 1031,
    body: { en: "Get the book in your inbox and download it right away.", de: "Erhalten Sie das Buch per E-Mail und laden Sie es sofort herunter.", fr: "Recevez le livre par e-mail et téléchargez-le immédiatement." },
    button: { en: "Get the book", de: "Buch erhalten", fr: "Recevoir le livre" },
    completionTitle: { en: "Your book is ready", de: "Ihr Buch ist bereit", fr: "Votre livre est prêt" },
    completionSubtitle: { en: "Download it below: the link is in your inbox too.", de: "Laden Sie es unten herunter: Der Link ist auch in Ihrem Postfach.", fr: "Téléchargez-le ci-dessous : le lien est aussi dans votre boîte mail." },
  },
  {
    name: "course-registration",
    formType: "course_registration",
    marketoFormId: 1028,
    body: { en: "Create your learner account to join the certification course.", de: "Erstellen Sie Ihr Lernkonto, um am Zertifizierungskurs teilzunehmen.", fr: "Créez votre compte apprenant pour suivre le cours certifiant." },
    button: { en: "Join the course", de: "Am Kurs teilnehmen", fr: "Rejoindre le cours" },
    completionTitle: { en: "Welcome to the course", de: "Willkommen im Kurs", fr: "Bienvenue dans le cours" },
    completionSubtitle: { en: "Your confirmation with the sign-in link is on its way to your inbox.", de: "Ihre Bestätigung mit dem Anmeldelink ist auf dem Weg in Ihr Postfach.", fr: "Votre confirmation avec le lien de connexion arrive dans votre boîte mail." },
    platformRegistration: true,
  },
  {
    name: "event-registration",
    formType: "course_registration",
    marketoFormId: 1030,
    body: { en: "Save your seat with your name and email address.", de: "Sichern Sie sich Ihren Platz mit Name und E-Mail-Adresse.", fr: "Réservez votre place avec votre nom et votre adresse e-mail." },
    button: { en: "Save my seat", de: "Platz sichern", fr: "Réserver ma place" },
    completionTitle: { en: "You are registered", de: "Sie sind angemeldet", fr: "Vous êtes inscrit" },
    completionSubtitle: { en: "Your seat is saved. Your confirmation, with the date and a calendar file, is on its way to your inbox.", de: "Ihr Platz ist gesichert. Ihre Bestätigung mit Termin und Kalenderdatei ist auf dem Weg in Ihr Postfach.", fr: "Votre place est réservée. Votre confirmation, avec la date et un fichier de calendrier, arrive dans votre boîte mail." },
  },
  {
    // The L&D Performance Academy's own registration (its page names the course group): a learner account, since
    // the modules run in the learning app.
    name: "academy-registration",
    formType: "course_registration",
    marketoFormId: 1032,
    body: { en: "Create your learner account: the first module opens the day you join, then one a week for six weeks.", de: "Erstellen Sie Ihr Lernkonto: Das erste Modul öffnet sich am Tag Ihrer Anmeldung, danach eines pro Woche, sechs Wochen lang.", fr: "Créez votre compte apprenant : le premier module s'ouvre le jour de votre inscription, puis un par semaine pendant six semaines." },
    button: { en: "Enrol for free", de: "Kostenlos anmelden", fr: "S'inscrire gratuitement" },
    completionTitle: { en: "Welcome to the Academy", de: "Willkommen in der Academy", fr: "Bienvenue à l'Academy" },
    completionSubtitle: { en: "Your confirmation with the sign-in link is on its way to your inbox.", de: "Ihre Bestätigung mit dem Anmeldelink ist auf dem Weg in Ihr Postfach.", fr: "Votre confirmation avec le lien de connexion arrive dans votre boîte mail." },
    platformRegistration: true,
  },
  {
    // Signatures of the manifesto, stored with the site's other submissions; marketing only with the box ticked.
    name: "manifesto-signature",
    formType: "manifesto",
    marketoFormId: 1033,
    body: { en: "Add your name to the manifesto. We keep your signature; we write to you only if you tick the box.", de: "Setzen Sie Ihren Namen unter das Manifest. Wir bewahren Ihre Unterschrift auf; wir schreiben Ihnen nur, wenn Sie das Kästchen ankreuzen.", fr: "Ajoutez votre nom au manifeste. Nous conservons votre signature ; nous ne vous écrivons que si vous cochez la case." },
    button: { en: "Sign the manifesto", de: "Manifest unterzeichnen", fr: "Signer le manifeste" },
    completionTitle: { en: "Thank you for signing", de: "Danke für Ihre Unterschrift", fr: "Merci pour votre signature" },
    completionSubtitle: { en: "Your signature is recorded.", de: "Ihre Unterschrift ist gespeichert.", fr: "Votre signature est enregistrée." },
    after: { label: { en: "Read the book", de: "Zum Buch", fr: "Lire le livre" }, link: (lang) => docLink("collaborative_learning_book", "collaborative_learning_book", lang) },
  },
  {
    // Joining the L&D Collective is an application the Collective's hosts answer.
    name: "collective-application",
    formType: "contact",
    marketoFormId: 1034,
    body: { en: "Tell us about your learning team and what you would bring to the roundtables. The Collective's hosts answer every application within a week.", de: "Erzählen Sie uns von Ihrem Lernteam und was Sie in die Runden einbringen möchten. Das Team des Collective beantwortet jede Bewerbung innerhalb einer Woche.", fr: "Parlez-nous de votre équipe formation et de ce que vous apporteriez aux tables rondes. Les animateurs du Collective répondent à chaque candidature sous une semaine." },
    button: { en: "Apply to join", de: "Bewerbung senden", fr: "Envoyer ma candidature" },
    completionTitle: { en: "Application received", de: "Bewerbung erhalten", fr: "Candidature reçue" },
    completionSubtitle: { en: "The Collective's hosts answer within a week.", de: "Das Team des Collective antwortet innerhalb einer Woche.", fr: "Les animateurs du Collective vous répondent sous une semaine." },
  },
  {
    name: "maturity-model",
    formType: "maturity_model",
    marketoFormId: 1029,
    body: { en: "Receive your personalised report as a PDF.", de: "Erhalten Sie Ihren persönlichen Bericht als PDF.", fr: "Recevez votre rapport personnalisé au format PDF." },
    button: { en: "Get my report", de: "Bericht erhalten", fr: "Recevoir mon rapport" },
    completionTitle: { en: "Your report is on its way", de: "Ihr Bericht ist unterwegs", fr: "Votre rapport est en route" },
    completionSubtitle: { en: "It includes resources picked for your level.", de: "Er enthält passende Ressourcen für Ihr Niveau.", fr: "Il contient des ressources choisies pour votre niveau." },
  },
];

function formConfigs(): SeedGroup[] {
  return configs.map((spec) =>
    defineGroup({
      type: "form_config",
      name: spec.name,
      langs: { en: {}, de: {}, fr: {} },
      data: (lang, tr, r) => ({
        form_type: spec.formType,
        marketo_form_id: spec.marketoFormId,
        body: [r.p(tr(spec.body))],
        form_button_label: tr(spec.button),
        form_completion_title: tr(spec.completionTitle),
        form_completion_subtitle: tr(spec.completionSubtitle),
        ...(spec.after ? { button_label_after_completion: tr(spec.after.label), button_link_after_completion: spec.after.link(lang) } : {}),
        is_secondary_cta_visible: Boolean(spec.secondary),
        ...(spec.secondary
          ? { secondary_cta_label: tr(spec.secondary.label), secondary_cta_type: "link", secondary_cta_link: spec.secondary.link(lang) }
          : {}),
        ...(spec.gatedContent?.[lang] ? { gated_content: mediaLink(spec.gatedContent[lang]) } : {}),
        platform_registration: spec.platformRegistration ?? false,
      }),
    }),
  );
}

interface FormPageSpec {
  key: keyof typeof formPageUids;
  config: string;
  illustration: string;
  title: PerLang<string>;
  subtitle: PerLang<string>;
  metaDescription: PerLang<string>;
  body?: (lang: Lang, r: RichTextBuilder) => Data[];
}

const pages: FormPageSpec[] = [
  {
    key: "demo",
    config: "demo",
    illustration: "illustration-form-demo.svg",
    title: { en: "See Quillio on your own use case", de: "Quillio an Ihrem eigenen Anwendungsfall erleben", fr: "Découvrez Quillio sur votre propre cas d'usage" },
    subtitle: {
      en: "A 30-minute conversation with a learning specialist, not a sales script.",
      de: "Ein 30-minütiges Gespräch mit einer Lernexpertin, kein Verkaufsskript.",
      fr: "Une conversation de 30 minutes avec un spécialiste de la formation, pas un argumentaire commercial.",
    },
    metaDescription: { en: "Book a personalised Quillio demo.", de: "Buchen Sie eine persönliche Quillio-Demo.", fr: "Réservez une démo personnalisée de Quillio." },
    body: (lang) => [
      slice("badges_and_ratings", { title: lang === "de" ? "Von Lernteams empfohlen" : lang === "fr" ? "Recommandé par les équipes formation" : "Recommended by learning teams" }, [
        { badge: image("badge-g2-leader.svg", "G2 Leader 2026"), platform_name: "G2", rating: 4.7, rating_label: "4.7/5" },
        { badge: image("badge-capterra-best.svg", "Capterra Best Value 2026"), platform_name: "Capterra", rating: 4.8, rating_label: "4.8/5" },
        { badge: image("badge-gartner.svg", "Gartner Peer Insights Customers' Choice"), platform_name: "Gartner Peer Insights", rating: 4.6, rating_label: "4.6/5" },
      ]),
    ],
  },
  {
    key: "freeTrial",
    config: "free-trial",
    illustration: "illustration-form-trial.svg",
    title: { en: "Try Quillio free for 14 days", de: "Quillio 14 Tage kostenlos testen", fr: "Essayez Quillio gratuitement pendant 14 jours" },
    subtitle: { en: "No credit card, no commitment, your whole team included.", de: "Ohne Kreditkarte, ohne Verpflichtung, Ihr ganzes Team inklusive.", fr: "Sans carte bancaire, sans engagement, toute votre équipe incluse." },
    metaDescription: { en: "Start your free Quillio trial.", de: "Starten Sie Ihre kostenlose Quillio-Testphase.", fr: "Démarrez votre essai gratuit de Quillio." },
    body: (lang) => [slice("logo_list", { title: lang === "de" ? "Sie vertrauen uns" : lang === "fr" ? "Ils nous font confiance" : "They trust us", logo_list: docLink("logo_list", "customers", lang) })],
  },
  {
    key: "contact",
    config: "contact",
    illustration: "illustration-form-contact.svg",
    title: { en: "Contact us", de: "Kontaktieren Sie uns", fr: "Contactez-nous" },
    subtitle: { en: "Our offices in Lyon, Berlin and London answer in your language.", de: "Unsere Büros in Lyon, Berlin und London antworten in Ihrer Sprache.", fr: "Nos bureaux de Lyon, Berlin et Londres vous répondent dans votre langue." },
    metaDescription: { en: "Get in touch with the Quillio team.", de: "Nehmen Sie Kontakt mit dem Quillio Team auf.", fr: "Prenez contact avec l'équipe Quillio." },
    // A CTA linking to a form_config opens that form in the form modal.
    body: (lang, r) => [
      slice("cta", {
        section_id: "contact-demo",
        title: lang === "de" ? "Lieber live sehen?" : lang === "fr" ? "Plutôt une démo en direct ?" : "Rather see it live?",
        description: [r.p(lang === "de" ? "Buchen Sie eine 30-minütige Demo, ohne die Seite zu verlassen." : lang === "fr" ? "Réservez une démo de 30 minutes sans quitter la page." : "Book a 30-minute demo without leaving this page.")],
        background: "sugar",
        cta_1_label: lang === "de" ? "Demo buchen" : lang === "fr" ? "Réserver une démo" : "Book a demo",
        cta_1_link: docLink("form_config", "demo", lang),
        cta_1_type: "primary",
      }),
    ],
  },
  {
    key: "partners",
    config: "partners",
    illustration: "illustration-form-partners.svg",
    title: { en: "Become a Quillio partner", de: "Quillio Partner werden", fr: "Devenez partenaire de Quillio" },
    subtitle: { en: "Grow with 1,900 companies that learn with Quillio.", de: "Wachsen Sie mit 1.900 Unternehmen, die mit Quillio lernen.", fr: "Grandissez avec les 1 900 entreprises qui apprennent avec Quillio." },
    metaDescription: { en: "Apply to the Quillio partner programme.", de: "Bewerben Sie sich für das Quillio Partnerprogramm.", fr: "Candidatez au programme partenaires de Quillio." },
  },
];

function formPages(): SeedGroup[] {
  return pages.map((spec) => {
    const uids = formPageUids[spec.key];
    return defineGroup({
      type: "form_page",
      name: uids.en,
      langs: { en: { uid: uids.en }, de: { uid: uids.de }, fr: { uid: uids.fr } },
      data: (lang, tr, r) => ({
        title: tr(spec.title),
        subtitle: [r.p(tr(spec.subtitle))],
        form_config: docLink("form_config", spec.config, lang),
        illustration: image(spec.illustration, ""),
        body: spec.body?.(lang, r) ?? [],
        meta_title: `${tr(spec.title)} | Quillio`,
        meta_description: tr(spec.metaDescription),
      }),
    });
  });
}

export function formGroups(): SeedGroup[] {
  return [...formConfigs(), ...formPages()];
}
