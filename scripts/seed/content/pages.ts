/** Hubs, feature pages, legal documents and the other routed pages. */
import { DEFAULT_OUTSIDE_HOSTS } from "../../../src/config/hosts";
import { defineGroup, docLink, image, mediaLink, singleton, slice, type Data, type Lang, type PerLang, type RichTextBuilder, type SeedGroup, type Tr } from "../lib";
import { storageSections } from "./cookie-policy";
import { trialCta } from "./blog";
import { pressMastheads } from "./home";
import { COMPANIES } from "./media";
import { morePages } from "./more-pages";

const seo = (title: string, description: string) => ({ meta_title: `${title} | Quillio`, meta_description: description });

function hubs(): SeedGroup[] {
  const caseStudiesHub = singleton("case_studies_hub", (lang, tr, r) => ({
    title: tr({ en: "Customer stories", de: "Kundengeschichten", fr: "Témoignages clients" }),
    subtitle: [r.p(tr({ en: "How 1,900 companies let their experts teach, in their own words.", de: "Wie 1.900 Unternehmen ihre Fachleute lehren lassen, in ihren eigenen Worten.", fr: "Comment 1 900 entreprises laissent leurs experts transmettre, racontées par elles-mêmes." }))],
    featured_case_study: docLink("case_study", "nordwind-logistik", lang),
    filter_label: tr({ en: "Filter by topic", de: "Nach Thema filtern", fr: "Filtrer par thème" }),
    body: [slice("logo_list", { title: tr({ en: "They trust us", de: "Sie vertrauen uns", fr: "Ils nous font confiance" }), logo_list: docLink("logo_list", "customers", lang) }), trialCta(lang)],
    ...seo(tr({ en: "Customer stories", de: "Kundengeschichten", fr: "Témoignages clients" }), tr({ en: "Read how companies use Quillio for onboarding, compliance and sales enablement.", de: "Lesen Sie, wie Unternehmen Quillio für Onboarding, Compliance und Vertrieb nutzen.", fr: "Découvrez comment des entreprises utilisent Quillio pour l'intégration, la conformité et les ventes." })),
  }));
  const eventsHub = singleton("events_hub", (lang, tr, r) => ({
    title: tr({ en: "Events and webinars", de: "Events und Webinare", fr: "Événements et webinaires" }),
    subtitle: [r.p(tr({ en: "Meet learning leaders live, or watch the replays at your own pace.", de: "Treffen Sie Lernverantwortliche live oder sehen Sie die Aufzeichnungen in Ihrem Tempo.", fr: "Rencontrez des responsables formation en direct, ou regardez les replays à votre rythme." }))],
    upcoming_title: tr({ en: "Upcoming", de: "Demnächst", fr: "À venir" }),
    past_title: tr({ en: "Replays and past events", de: "Aufzeichnungen und vergangene Events", fr: "Replays et événements passés" }),
    no_upcoming_events_message: tr({ en: "No event is scheduled right now. Subscribe to the newsletter to hear about the next one.", de: "Derzeit ist kein Event geplant. Abonnieren Sie den Newsletter, um vom nächsten zu erfahren.", fr: "Aucun événement n'est prévu pour l'instant. Abonnez-vous à la newsletter pour être informé du prochain." }),
    ...seo(tr({ en: "Events and webinars", de: "Events und Webinare", fr: "Événements et webinaires" }), tr({ en: "Live events, meetups and webinars about collaborative learning.", de: "Live-Events, Meetups und Webinare zum kollaborativen Lernen.", fr: "Événements, rencontres et webinaires sur l'apprentissage collaboratif." })),
  }));
  const resourcesHub = singleton("resources_hub", (lang, tr, r) => ({
    title: tr({ en: "Resources for learning teams", de: "Ressourcen für Lernteams", fr: "Ressources pour les équipes formation" }),
    subtitle: [r.p(tr({ en: "Guides, ebooks, customer stories and webinars, free and practical.", de: "Leitfäden, E-Books, Kundengeschichten und Webinare, kostenlos und praxisnah.", fr: "Guides, ebooks, témoignages et webinaires, gratuits et concrets." }))],
    featured_resources: [
      { resource: docLink("guide_page", "peer-led-onboarding", lang), label: tr({ en: "Guide", de: "Leitfaden", fr: "Guide" }) },
      { resource: docLink("gated_ebook_lp", "onboarding-playbook", lang), label: "Ebook" },
      { resource: docLink("case_study", "nordwind-logistik", lang), label: tr({ en: "Customer story", de: "Kundengeschichte", fr: "Témoignage" }) },
      { resource: docLink("blog_article", "what-is-collaborative-learning", lang), label: tr({ en: "Article", de: "Artikel", fr: "Article" }) },
      { resource: docLink("certification", "collaborative-learning-practitioner", lang), label: tr({ en: "Certification", de: "Zertifizierung", fr: "Certification" }) },
      { resource: docLink("collaborative_learning_book", "collaborative_learning_book", lang), label: tr({ en: "Book", de: "Buch", fr: "Livre" }) },
      // The studio episode and the skills report exist in English and French only.
      ...(lang === "de"
        ? []
        : [
            { resource: docLink("studio", "learning-leaders-episode-1", lang), label: "Studio" },
            { resource: docLink("gated_ebook_lp", "skills-report-2026", lang), label: tr({ en: "Report", de: "Bericht", fr: "Rapport" }) },
          ]),
    ],
    body: [trialCta(lang)],
    ...seo(tr({ en: "Resources", de: "Ressourcen", fr: "Ressources" }), tr({ en: "Free guides, ebooks and webinars for L&D and HR teams.", de: "Kostenlose Leitfäden, E-Books und Webinare für L&D- und HR-Teams.", fr: "Guides, ebooks et webinaires gratuits pour les équipes formation et RH." })),
  }));
  const pricing = singleton("pricing_page", (lang, tr, r) => ({
    title: tr({ en: "Simple pricing that grows with you", de: "Einfache Preise, die mit Ihnen wachsen", fr: "Des tarifs simples qui évoluent avec vous" }),
    subtitle: [r.p(tr({ en: "Every plan includes unlimited courses and authors.", de: "Jeder Plan enthält unbegrenzt viele Kurse und Autoren.", fr: "Chaque offre inclut des cours et des auteurs en illimité." }))],
    plans: [
      {
        name: "Team",
        price: tr({ en: "€6", de: "6 €", fr: "6 €" }),
        price_suffix: tr({ en: "per user / month", de: "pro Person / Monat", fr: "par utilisateur / mois" }),
        description: tr({ en: "For a first team of up to 50 people.", de: "Für ein erstes Team bis 50 Personen.", fr: "Pour une première équipe jusqu'à 50 personnes." }),
        features: r.ul(tr({ en: "Course editor", de: "Kurseditor", fr: "Éditeur de cours" }), tr({ en: "Slack and Teams apps", de: "Slack- und Teams-Apps", fr: "Applications Slack et Teams" }), tr({ en: "20 AI drafts a month", de: "20 KI-Entwürfe im Monat", fr: "20 brouillons IA par mois" })),
        cta_label: tr({ en: "Start free", de: "Kostenlos starten", fr: "Commencer gratuitement" }),
        cta_link: docLink("form_page", "free-trial", lang),
        cta_type: "outline",
      },
      {
        name: "Business",
        price: tr({ en: "€9", de: "9 €", fr: "9 €" }),
        price_suffix: tr({ en: "per user / month", de: "pro Person / Monat", fr: "par utilisateur / mois" }),
        description: tr({ en: "For companies rolling out learning to everyone.", de: "Für Unternehmen, die Lernen für alle einführen.", fr: "Pour les entreprises qui ouvrent la formation à tous." }),
        features: r.ul(tr({ en: "Everything in Team", de: "Alle Funktionen von Team", fr: "Tout ce qu'inclut Team" }), tr({ en: "Learning paths and certifications", de: "Lernpfade und Zertifizierungen", fr: "Parcours et certifications" }), tr({ en: "HRIS sync and SSO", de: "HRIS-Sync und SSO", fr: "Synchronisation SIRH et SSO" })),
        is_highlighted: true,
        cta_label: tr({ en: "Book a demo", de: "Demo buchen", fr: "Demander une démo" }),
        cta_link: docLink("form_page", "demo", lang),
        cta_type: "primary",
      },
      {
        name: "Enterprise",
        price: tr({ en: "Custom", de: "Individuell", fr: "Sur mesure" }),
        description: tr({ en: "For global organisations with advanced needs.", de: "Für globale Organisationen mit besonderen Anforderungen.", fr: "Pour les organisations internationales aux besoins avancés." }),
        features: r.ul(tr({ en: "Everything in Business", de: "Alle Funktionen von Business", fr: "Tout ce qu'inclut Business" }), tr({ en: "Dedicated success manager", de: "Eigene Success-Managerin", fr: "Responsable succès client dédié" }), tr({ en: "Custom data residency", de: "Individueller Datenstandort", fr: "Localisation des données sur mesure" })),
        cta_label: tr({ en: "Contact sales", de: "Vertrieb kontaktieren", fr: "Contacter les ventes" }),
        cta_link: docLink("form_page", "contact-us", lang),
        cta_type: "outline",
      },
    ],
    comparative_table: docLink("comparative_table_config", "plans", lang),
    faq_title: tr({ en: "Frequently asked questions", de: "Häufige Fragen", fr: "Questions fréquentes" }),
    faq: [
      {
        question: tr({ en: "Who counts as a user?", de: "Wer zählt als Nutzer?", fr: "Qui compte comme utilisateur ?" }),
        answer: [r.p(tr({ en: "Anyone who opens at least one course in a month. Inactive accounts are free.", de: "Jede Person, die im Monat mindestens einen Kurs öffnet. Inaktive Konten sind kostenlos.", fr: "Toute personne qui ouvre au moins un cours dans le mois. Les comptes inactifs sont gratuits." }))],
      },
      {
        question: tr({ en: "Can we pay yearly?", de: "Können wir jährlich zahlen?", fr: "Peut-on payer à l'année ?" }),
        answer: [r.p(tr({ en: "Yes, yearly plans get two months free.", de: "Ja, bei jährlicher Zahlung sind zwei Monate gratis.", fr: "Oui, les offres annuelles incluent deux mois offerts." }))],
      },
    ],
    body: [slice("comparative_table", { section_id: "compare", comparative_table_config: docLink("comparative_table_config", "plans", lang) })],
    ...seo(tr({ en: "Pricing", de: "Preise", fr: "Tarifs" }), tr({ en: "Quillio plans for teams, businesses and enterprises.", de: "Quillio Pläne für Teams, Unternehmen und Konzerne.", fr: "Les offres Quillio pour équipes, entreprises et grands comptes." })),
  }));
  const partnersHub = singleton("partners_hub", (lang, tr, r) => ({
    title: tr({ en: "Partner marketplace", de: "Partner-Marktplatz", fr: "Place de marché partenaires" }),
    subtitle: [r.p(tr({ en: "Integrations, content libraries and consultants that make Quillio fit your company.", de: "Integrationen, Content-Bibliotheken und Beratungen, die Quillio in Ihr Unternehmen einpassen.", fr: "Intégrations, catalogues de contenus et cabinets de conseil pour adapter Quillio à votre entreprise." }))],
    category_filter_label: tr({ en: "Category", de: "Kategorie", fr: "Catégorie" }),
    region_filter_label: "Region",
    type_filter_label: tr({ en: "Partner type", de: "Partnertyp", fr: "Type de partenaire" }),
    certified_filter_label: tr({ en: "Certified partners only", de: "Nur zertifizierte Partner", fr: "Partenaires certifiés uniquement" }),
    built_by_us_filter_label: tr({ en: "Built by Quillio", de: "Von Quillio entwickelt", fr: "Développé par Quillio" }),
    reset_filters_label: tr({ en: "Reset filters", de: "Filter zurücksetzen", fr: "Réinitialiser les filtres" }),
    no_results_message: tr({ en: "No partner matches these filters.", de: "Kein Partner entspricht diesen Filtern.", fr: "Aucun partenaire ne correspond à ces filtres." }),
    become_partner_cta_label: tr({ en: "Become a partner", de: "Partner werden", fr: "Devenir partenaire" }),
    become_partner_cta_link: docLink("form_page", "partners", lang),
    become_partner_cta_type: "primary",
    ...seo(tr({ en: "Partner marketplace", de: "Partner-Marktplatz", fr: "Place de marché partenaires" }), tr({ en: "Find Quillio integrations and certified consultants.", de: "Finden Sie Quillio-Integrationen und zertifizierte Beratungen.", fr: "Trouvez les intégrations Quillio et les cabinets certifiés." })),
  }));
  const privacy = singleton("privacy_and_security", (lang, tr, r) => ({
    title: tr({ en: "Privacy and security", de: "Datenschutz und Sicherheit", fr: "Confidentialité et sécurité" }),
    subtitle: [r.p(tr({ en: "Your people's knowledge is your most valuable asset. We protect it accordingly.", de: "Das Wissen Ihrer Mitarbeitenden ist Ihr wertvollstes Gut. So schützen wir es.", fr: "Le savoir de vos équipes est votre actif le plus précieux. Nous le protégeons en conséquence." }))],
    header_image: image("illustration-privacy-header.svg", ""),
    sections: ["hosting", "gdpr", "sso"].map((name) => ({ section: docLink("privacy_and_security_section", name, lang) })),
    body: [slice("privacy_and_security_section", { section: docLink("privacy_and_security_section", "gdpr", lang), is_reversed: true })],
    ...seo(tr({ en: "Privacy and security", de: "Datenschutz und Sicherheit", fr: "Confidentialité et sécurité" }), tr({ en: "EU hosting, GDPR compliance and enterprise access control at Quillio.", de: "EU-Hosting, DSGVO-Konformität und Zugriffskontrolle auf Enterprise-Niveau bei Quillio.", fr: "Hébergement européen, conformité RGPD et contrôle d'accès de niveau entreprise chez Quillio." })),
  }));
  const newsroom = singleton("newsroom", (lang, tr, r) => ({
    title: "Newsroom",
    subtitle: [r.p(tr({ en: "Announcements, press coverage and media resources.", de: "Ankündigungen, Presseberichte und Medienmaterial.", fr: "Annonces, retombées presse et ressources médias." }))],
    press_contact: [r.p(tr({ en: "Press contact: **Nora Lindqvist**, [press@quillio.com](mailto:press@quillio.com)", de: "Pressekontakt: **Nora Lindqvist**, [press@quillio.com](mailto:press@quillio.com)", fr: "Contact presse : **Nora Lindqvist**, [press@quillio.com](mailto:press@quillio.com)" }))],
    press_kit: mediaLink(`press-kit-${lang}.pdf`, "quillio-press-kit.pdf"),
    press_kit_label: tr({ en: "Download the press kit", de: "Pressemappe herunterladen", fr: "Télécharger le kit presse" }),
    // No links: the publications are made up, so their articles have no address a visitor could follow.
    news: [
      { title: tr({ en: "Quillio raises €40M to bring collaborative learning to every company", de: "Quillio sammelt 40 Mio. € ein, um kollaboratives Lernen in jedes Unternehmen zu bringen", fr: "Quillio lève 40 M€ pour démocratiser l'apprentissage collaboratif" }), source: "The Ledger", date: "2026-01-20", logo: image("logo-press-forbes.svg", "The Ledger") },
      { title: tr({ en: "The learning platform written by employees", de: "Die Lernplattform, die Mitarbeitende selbst schreiben", fr: "La plateforme de formation écrite par les salariés" }), source: "HR Magazin", date: "2025-11-04", logo: image("logo-press-hrmag.svg", "HR Magazin") },
    ],
    ...seo("Newsroom", tr({ en: "Quillio news, press releases and media kit.", de: "Quillio News, Pressemitteilungen und Pressemappe.", fr: "Actualités, communiqués et kit presse de Quillio." })),
  }));
  const teamPlan = singleton("team_plan", (lang, tr, r) => ({
    title: tr({ en: "Quillio for teams", de: "Quillio für Teams", fr: "Quillio pour les équipes" }),
    subtitle: [r.p(tr({ en: "Everything a team of up to 50 people needs to share what it knows.", de: "Alles, was ein Team mit bis zu 50 Personen braucht, um sein Wissen zu teilen.", fr: "Tout ce dont une équipe de 50 personnes a besoin pour partager son savoir." }))],
    price_per_seat: 6,
    currency: "EUR",
    price_suffix: tr({ en: "per user / month, billed yearly", de: "pro Person / Monat, jährliche Abrechnung", fr: "par utilisateur / mois, facturé annuellement" }),
    min_seats: 2,
    max_seats: 50,
    default_seats: 10,
    seats_label: tr({ en: "Number of seats", de: "Anzahl Plätze", fr: "Nombre de places" }),
    total_label: tr({ en: "Your total", de: "Ihr Gesamtpreis", fr: "Votre total" }),
    total_suffix: tr({ en: "per month, billed yearly, excl. VAT", de: "pro Monat, jährliche Abrechnung, zzgl. MwSt.", fr: "par mois, facturé annuellement, HT" }),
    checkout_label: tr({ en: "Buy the team plan", de: "Team-Plan kaufen", fr: "Acheter l'offre Équipe" }),
    checkout_link: { link_type: "Web", url: `${DEFAULT_OUTSIDE_HOSTS.learningApp}/signup?plan=team&lang=${lang.slice(0, 2)}` },
    features: [
      { label: tr({ en: "Unlimited courses and authors", de: "Unbegrenzt Kurse und Autoren", fr: "Cours et auteurs illimités" }) },
      { label: tr({ en: "Slack and Teams apps", de: "Slack- und Teams-Apps", fr: "Applications Slack et Teams" }) },
      { label: tr({ en: "20 AI drafts a month", de: "20 KI-Entwürfe im Monat", fr: "20 brouillons IA par mois" }) },
      { label: tr({ en: "Email support in three languages", de: "E-Mail-Support in drei Sprachen", fr: "Support par e-mail en trois langues" }) },
    ],
    cta_label: tr({ en: "Start your free trial", de: "Kostenlos testen", fr: "Démarrer l'essai gratuit" }),
    cta_link: docLink("form_page", "free-trial", lang),
    cta_type: "primary",
    body: [slice("image", { image: image("illustration-team-plan.svg", tr({ en: "A team dashboard", de: "Ein Team-Dashboard", fr: "Un tableau de bord d'équipe" })), caption: null, size: "wide" })],
    ...seo(tr({ en: "Team plan", de: "Team-Plan", fr: "Offre Équipe" }), tr({ en: "The Quillio plan for teams of up to 50 people.", de: "Der Quillio Plan für Teams bis 50 Personen.", fr: "L'offre Quillio pour les équipes jusqu'à 50 personnes." })),
  }));
  const newsletter = singleton("newsletter_page", (lang, tr, r) => ({
    title: tr({ en: "The L&D letter", de: "Der L&D-Brief", fr: "La lettre L&D" }),
    subtitle: [r.p(tr({ en: "Field-tested ideas for learning teams, once a month.", de: "Praxiserprobte Ideen für Lernteams, einmal im Monat.", fr: "Des idées éprouvées pour les équipes formation, une fois par mois." }))],
    illustration: image("illustration-newsletter.svg", ""),
    benefits: [
      { label: tr({ en: "One new playbook each month", de: "Jeden Monat ein neuer Leitfaden", fr: "Une nouvelle méthode chaque mois" }) },
      { label: tr({ en: "Event invitations and product news only if you ask for them", de: "Event-Einladungen und Produktneuheiten nur, wenn Sie sie wählen", fr: "Invitations et nouveautés produit seulement si vous les choisissez" }) },
      { label: tr({ en: "Change your topics or unsubscribe in one click", de: "Themen ändern oder abmelden mit einem Klick", fr: "Changez de thèmes ou désinscrivez-vous en un clic" }) },
    ],
    form: docLink("form_config", "newsletter", lang),
    ...seo(tr({ en: "Newsletter", de: "Newsletter", fr: "Newsletter" }), tr({ en: "Subscribe to the L&D letter by Quillio.", de: "Abonnieren Sie den L&D-Brief von Quillio.", fr: "Abonnez-vous à la lettre L&D de Quillio." })),
  }));
  const emailPreferences = singleton("email_preference_center", (_, tr, r) => ({
    title: tr({ en: "Email preferences", de: "E-Mail-Einstellungen", fr: "Préférences e-mail" }),
    introduction: [r.p(tr({ en: "Choose which emails you receive from Quillio. Changes apply within a few minutes.", de: "Wählen Sie, welche E-Mails Sie von Quillio erhalten. Änderungen gelten nach wenigen Minuten.", fr: "Choisissez les e-mails que vous recevez de Quillio. Les changements s'appliquent en quelques minutes." }))],
    email_label: tr({ en: "Your email address", de: "Ihre E-Mail-Adresse", fr: "Votre adresse e-mail" }),
    subscriptions: [
      { subscription_id: "blog_digest", label: tr({ en: "The L&D letter", de: "Der L&D-Brief", fr: "La lettre L&D" }), description: tr({ en: "Monthly ideas and playbooks", de: "Monatliche Ideen und Leitfäden", fr: "Idées et méthodes mensuelles" }) },
      { subscription_id: "events_webinars", label: tr({ en: "Events and webinars", de: "Events und Webinare", fr: "Événements et webinaires" }), description: tr({ en: "Invitations near you", de: "Einladungen in Ihrer Nähe", fr: "Des invitations près de chez vous" }) },
      { subscription_id: "product_news", label: tr({ en: "Product news", de: "Produktneuheiten", fr: "Nouveautés produit" }), description: tr({ en: "New features, at most twice a month", de: "Neue Funktionen, höchstens zweimal im Monat", fr: "Nouvelles fonctionnalités, deux fois par mois au plus" }) },
      { subscription_id: "learning_insights", label: tr({ en: "Learning insights", de: "Lern-Insights", fr: "Regards sur la formation" }), description: tr({ en: "Research and benchmarks, once a quarter", de: "Studien und Benchmarks, einmal im Quartal", fr: "Études et repères, une fois par trimestre" }) },
    ],
    unsubscribe_all_label: tr({ en: "Unsubscribe from all emails", de: "Von allen E-Mails abmelden", fr: "Me désabonner de tous les e-mails" }),
    submit_label: tr({ en: "Save my preferences", de: "Einstellungen speichern", fr: "Enregistrer mes préférences" }),
    success_title: tr({ en: "Preferences saved", de: "Einstellungen gespeichert", fr: "Préférences enregistrées" }),
    success_message: tr({ en: "You can come back and change them at any time.", de: "Sie können sie jederzeit wieder ändern.", fr: "Vous pouvez les modifier à tout moment." }),
    is_hidden: true,
    ...seo(tr({ en: "Email preferences", de: "E-Mail-Einstellungen", fr: "Préférences e-mail" }), tr({ en: "Manage your Quillio email subscriptions.", de: "Verwalten Sie Ihre Quillio E-Mail-Abos.", fr: "Gérez vos abonnements e-mail Quillio." })),
  }));
  return [caseStudiesHub, eventsHub, resourcesHub, pricing, partnersHub, privacy, newsroom, teamPlan, newsletter, emailPreferences];
}

interface FeatureSpec {
  name: string;
  category: "landing-page" | "use-case" | "product" | "solution";
  uid: PerLang<string>;
  langs?: Lang[];
  thumbnail: string;
  indicator: PerLang<string>;
  title: PerLang<string>;
  subtitle: PerLang<string>;
  headerColor: string;
  vertical?: boolean;
  wistia?: string;
  features: { title: PerLang<string>; text: PerLang<string> }[];
  extra?: (lang: Lang) => Data[];
  hideCtas?: boolean;
  form?: string;
}

const features: FeatureSpec[] = [
  {
    name: "ai-course-authoring",
    category: "product",
    uid: { en: "ai-course-authoring", de: "ki-kurserstellung", fr: "creation-cours-ia" },
    thumbnail: "thumb-product-ai.webp",
    indicator: { en: "AI course authoring", de: "KI-Kurserstellung", fr: "Création de cours par IA" },
    title: { en: "From expert knowledge to a finished course in minutes", de: "Vom Expertenwissen zum fertigen Kurs in Minuten", fr: "Du savoir de l'expert au cours terminé en quelques minutes" },
    subtitle: {
      en: "Upload a recording, a deck or a procedure. Quillio drafts the course and the quiz; your expert keeps the final word.",
      de: "Laden Sie eine Aufnahme, einen Foliensatz oder eine Anleitung hoch. Quillio entwirft Kurs und Quiz, Ihre Fachperson hat das letzte Wort.",
      fr: "Importez un enregistrement, une présentation ou une procédure. Quillio rédige le cours et le quiz ; votre expert garde le dernier mot.",
    },
    headerColor: "dark",
    wistia: "q1ll10aiauth",
    features: [
      { title: { en: "Drafts in your tone", de: "Entwürfe in Ihrem Ton", fr: "Des brouillons dans votre ton" }, text: { en: "Trained on your style guide, never on your data.", de: "Auf Ihren Styleguide abgestimmt, nie mit Ihren Daten trainiert.", fr: "Adapté à votre charte éditoriale, jamais entraîné sur vos données." } },
      { title: { en: "Quizzes that test real work", de: "Quizze, die echte Arbeit prüfen", fr: "Des quiz qui testent le vrai travail" }, text: { en: "Scenario questions built from your procedures.", de: "Szenariofragen aus Ihren Abläufen.", fr: "Des mises en situation tirées de vos procédures." } },
      { title: { en: "Translation included", de: "Übersetzung inklusive", fr: "Traduction incluse" }, text: { en: "Publish in 30 languages with a human review step.", de: "Veröffentlichen Sie in 30 Sprachen mit menschlicher Prüfung.", fr: "Publiez en 30 langues avec une étape de relecture humaine." } },
    ],
    extra: (lang) => [slice("video_list", { title: null, video_list: docLink("video_list", "product-tour", lang) })],
  },
  {
    name: "learning-paths",
    category: "product",
    uid: { en: "learning-paths", de: "lernpfade", fr: "parcours-apprentissage" },
    thumbnail: "thumb-product-paths.webp",
    indicator: { en: "Learning paths", de: "Lernpfade", fr: "Parcours d'apprentissage" },
    title: { en: "A clear path for every role", de: "Ein klarer Weg für jede Rolle", fr: "Un chemin clair pour chaque métier" },
    subtitle: {
      en: "Sequence courses, live sessions and certifications, and assign them automatically from your HRIS.",
      de: "Ordnen Sie Kurse, Live-Sessions und Zertifizierungen an und weisen Sie sie automatisch aus Ihrem HRIS zu.",
      fr: "Enchaînez cours, sessions en direct et certifications, et attribuez-les automatiquement depuis votre SIRH.",
    },
    headerColor: "sugar",
    vertical: true,
    features: [
      { title: { en: "Automatic enrolment", de: "Automatische Zuweisung", fr: "Inscription automatique" }, text: { en: "New hire in Workday? Their path starts on day one.", de: "Neu in Workday? Der Lernpfad startet am ersten Tag.", fr: "Nouvelle recrue dans Workday ? Son parcours démarre le premier jour." } },
      { title: { en: "Progress managers can see", de: "Fortschritt für Führungskräfte sichtbar", fr: "Une progression visible par les managers" }, text: { en: "A weekly digest instead of another dashboard.", de: "Ein Wochenüberblick statt eines weiteren Dashboards.", fr: "Un récapitulatif hebdomadaire plutôt qu'un tableau de bord de plus." } },
    ],
  },
  {
    name: "employee-onboarding",
    category: "use-case",
    uid: { en: "employee-onboarding", de: "mitarbeiter-onboarding", fr: "integration-collaborateurs" },
    thumbnail: "thumb-onboarding-checklist.webp",
    indicator: { en: "Use case: onboarding", de: "Anwendungsfall: Onboarding", fr: "Cas d'usage : intégration" },
    title: { en: "Onboarding your new hires will talk about", de: "Ein Onboarding, von dem neue Mitarbeitende erzählen", fr: "Une intégration dont vos recrues parleront" },
    subtitle: {
      en: "Let every team welcome its newcomers with courses written by the colleagues they will work with.",
      de: "Lassen Sie jedes Team Neue mit Kursen begrüßen, die von ihren künftigen Kollegen stammen.",
      fr: "Chaque équipe accueille ses recrues avec des cours écrits par les collègues avec qui elles travailleront.",
    },
    headerColor: "green",
    features: [
      { title: { en: "Ready-made templates", de: "Fertige Vorlagen", fr: "Des modèles prêts à l'emploi" }, text: { en: "Start from a 30-60-90 path and adapt it.", de: "Starten Sie mit einem 30-60-90-Pfad und passen Sie ihn an.", fr: "Partez d'un parcours 30-60-90 et adaptez-le." } },
      { title: { en: "Buddy programme", de: "Buddy-Programm", fr: "Programme de parrainage" }, text: { en: "Pair each newcomer with a peer, with nudges for both.", de: "Jedem Neuen einen Buddy zuordnen, mit Erinnerungen für beide.", fr: "Associez chaque recrue à un pair, avec des rappels pour les deux." } },
    ],
    extra: (lang) => [slice("quotes", { title: null, is_external_rating_displayed: false }, [{ quote: docLink("quote", "nordwind-hr", lang) }])],
  },
  {
    name: "compliance-training",
    category: "use-case",
    uid: { en: "compliance-training", de: "compliance-schulungen", fr: "formations-reglementaires" },
    thumbnail: "thumb-compliance-training.webp",
    indicator: { en: "Use case: compliance", de: "Anwendungsfall: Compliance", fr: "Cas d'usage : conformité" },
    title: { en: "Compliance training people actually finish", de: "Compliance-Schulungen, die wirklich abgeschlossen werden", fr: "Des formations réglementaires que l'on termine vraiment" },
    subtitle: {
      en: "Short modules, smart reminders and audit-ready reports.",
      de: "Kurze Module, intelligente Erinnerungen und prüfungssichere Berichte.",
      fr: "Des modules courts, des rappels intelligents et des rapports prêts pour l'audit.",
    },
    headerColor: "blue",
    features: [
      { title: { en: "Audit trail", de: "Prüfpfad", fr: "Piste d'audit" }, text: { en: "Every completion time-stamped and exportable.", de: "Jeder Abschluss mit Zeitstempel und exportierbar.", fr: "Chaque validation horodatée et exportable." } },
      { title: { en: "Deadline nudges", de: "Fristerinnerungen", fr: "Rappels d'échéance" }, text: { en: "Reminders in Slack and Teams before anything is overdue.", de: "Erinnerungen in Slack und Teams, bevor etwas überfällig ist.", fr: "Des rappels dans Slack et Teams avant tout retard." } },
    ],
  },
  {
    name: "sales-enablement",
    category: "solution",
    uid: { en: "sales-enablement", de: "sales-enablement", fr: "formation-commerciale" },
    thumbnail: "thumb-solution-sales.webp",
    indicator: { en: "Solution for sales teams", de: "Lösung für Vertriebsteams", fr: "Solution pour les équipes commerciales" },
    title: { en: "Every product launch, in every store, in three days", de: "Jede Produktneuheit in jeder Filiale, in drei Tagen", fr: "Chaque lancement, dans chaque magasin, en trois jours" },
    subtitle: {
      en: "Your best sellers record what works; everyone else learns it before the next customer walks in.",
      de: "Ihre besten Verkäufer zeigen, was funktioniert, alle anderen lernen es vor dem nächsten Kunden.",
      fr: "Vos meilleurs vendeurs montrent ce qui marche ; tous les autres l'apprennent avant le prochain client.",
    },
    headerColor: "white",
    form: "demo",
    features: [
      { title: { en: "Pitch practice", de: "Pitch-Training", fr: "Entraînement au pitch" }, text: { en: "Record a pitch, get peer feedback in a day.", de: "Pitch aufnehmen, Feedback von Kollegen in einem Tag.", fr: "Enregistrez votre pitch, recevez l'avis de vos pairs en un jour." } },
      { title: { en: "CRM-aware nudges", de: "CRM-basierte Hinweise", fr: "Des rappels connectés au CRM" }, text: { en: "The right course before the right meeting.", de: "Der richtige Kurs vor dem richtigen Termin.", fr: "Le bon cours avant le bon rendez-vous." } },
    ],
    extra: (lang) => [slice("quotes", { title: null, is_external_rating_displayed: true }, [{ quote: docLink("quote", "vantage-sales", lang) }])],
  },
  {
    name: "quillio-for-hr",
    category: "landing-page",
    uid: { en: "quillio-for-hr", de: "quillio-fuer-hr", fr: "quillio-pour-les-rh" },
    thumbnail: "thumb-hybrid-teams.webp",
    indicator: { en: "For HR leaders", de: "Für HR-Verantwortliche", fr: "Pour les DRH" },
    title: { en: "Build a company that learns from itself", de: "Ein Unternehmen, das von sich selbst lernt", fr: "Une entreprise qui apprend d'elle-même" },
    subtitle: {
      en: "Retain knowledge when people move on, and develop skills without growing the L&D budget.",
      de: "Halten Sie Wissen im Haus, wenn Menschen gehen, und entwickeln Sie Kompetenzen ohne höheres L&D-Budget.",
      fr: "Conservez le savoir quand les personnes partent et développez les compétences sans augmenter le budget formation.",
    },
    headerColor: "sugar",
    hideCtas: true,
    form: "demo",
    features: [
      { title: { en: "Skills you can see", de: "Sichtbare Kompetenzen", fr: "Des compétences visibles" }, text: { en: "A live skills map built from what people teach and learn.", de: "Eine lebendige Kompetenzlandkarte aus dem, was Menschen lehren und lernen.", fr: "Une cartographie vivante des compétences, nourrie par ce que chacun enseigne et apprend." } },
    ],
    extra: (lang) => [
      slice("header_with_social_proofs", {
        indicator: lang === "de" ? "Für HR-Verantwortliche" : lang === "fr" ? "Pour les DRH" : "For HR leaders",
        title: lang === "de" ? "Ein Unternehmen, das von sich selbst lernt" : lang === "fr" ? "Une entreprise qui apprend d'elle-même" : "Build a company that learns from itself",
        subtitle: [],
        image: image("illustration-home-hero.svg", ""),
        cta_1_label: lang === "de" ? "Demo buchen" : lang === "fr" ? "Demander une démo" : "Book a demo",
        cta_1_link: docLink("form_page", "demo", lang),
        cta_1_type: "primary",
        form: docLink("form_config", "demo", lang),
        rating: 4.7,
        rating_label: lang === "de" ? "4,7/5 auf G2" : lang === "fr" ? "4,7/5 sur G2" : "4.7/5 on G2",
      }, (["nordwind", "brightbank", "orbis", "mosaic"] as const).map((key) => ({ logo: image(`logo-${key}.svg`, COMPANIES[key]) }))),
    ],
  },
];

function featurePages(): SeedGroup[] {
  return features.map((spec) =>
    defineGroup({
      type: "landing_page",
      name: spec.name,
      langs: Object.fromEntries((spec.langs ?? (["en", "de", "fr"] as Lang[])).map((lang) => [lang, { uid: spec.uid[lang] }])),
      data: (lang, tr, r) => ({
        category: spec.category,
        indicator: tr(spec.indicator),
        title: tr(spec.title),
        subtitle: [r.p(tr(spec.subtitle))],
        thumbnail: image(spec.thumbnail, tr(spec.indicator)),
        header_color: spec.headerColor,
        is_header_vertical_layout: spec.vertical ?? false,
        hide_header_ctas: spec.hideCtas ?? false,
        header_cta_1_label: tr({ en: "Try for free", de: "Kostenlos testen", fr: "Essai gratuit" }),
        header_cta_1_link: docLink("form_page", "free-trial", lang),
        header_cta_1_type: "primary",
        header_cta_2_label: tr({ en: "Book a demo", de: "Demo buchen", fr: "Demander une démo" }),
        header_cta_2_link: docLink("form_page", "demo", lang),
        header_cta_2_type: "secondary",
        wistia_id: spec.wistia ?? null,
        ...(spec.form ? { form: docLink("form_config", spec.form, lang) } : {}),
        logo_wall_title: tr({ en: "Trusted by learning teams at", de: "Lernteams vertrauen uns bei", fr: "Ils nous font confiance" }),
        logo_wall_logos: (["nordwind", "atelier", "vantage", "helio", "kestrel"] as const).map((key) => ({ logo: image(`logo-${key}.svg`, COMPANIES[key]) })),
        is_logo_wall_hidden: spec.category === "landing-page",
        is_social_proof_mastheads_displayed: spec.category === "product",
        navbar_cta_label: tr({ en: "Book a demo", de: "Demo buchen", fr: "Demander une démo" }),
        navbar_cta_link: docLink("form_page", "demo", lang),
        navbar_cta_type: "primary",
        subfeatures_collapsed: spec.features.length > 2,
        body: [
          ...(spec.extra?.(lang) ?? []).filter((s) => (s as { slice_type: string }).slice_type === "header_with_social_proofs"),
          ...spec.features.map((feature, index) =>
            slice("text", { section_id: `feature-${index + 1}`, title: tr(feature.title), content: [r.p(tr(feature.text))], alignment: "left" }),
          ),
          ...(spec.extra?.(lang) ?? []).filter((s) => (s as { slice_type: string }).slice_type !== "header_with_social_proofs"),
          // Shown in the header of product pages (is_social_proof_mastheads_displayed).
          ...(spec.category === "product" ? [pressMastheads(lang)] : []),
          trialCta(lang),
        ],
        ...seo(tr(spec.indicator), tr(spec.subtitle)),
      }),
    }),
  );
}

const legal: {
  name: string;
  uid: PerLang<string>;
  title: PerLang<string>;
  date: string;
  sections: { h: PerLang<string>; p: PerLang<string>; list?: PerLang<string[]> }[];
  /** Blocks after the sections (the cookie policy's inventory). */
  more?: (lang: Lang, tr: Tr, r: RichTextBuilder) => Data[];
}[] = [
  {
    name: "terms-of-service",
    uid: { en: "terms-of-service", de: "nutzungsbedingungen", fr: "conditions-utilisation" },
    title: { en: "Terms of service", de: "Nutzungsbedingungen", fr: "Conditions d'utilisation" },
    date: "2026-01-05",
    sections: [
      { h: { en: "1. Scope", de: "1. Geltungsbereich", fr: "1. Champ d'application" }, p: { en: "These terms govern the use of the Quillio platform by customers and their users.", de: "Diese Bedingungen regeln die Nutzung der Quillio Plattform durch Kunden und deren Nutzer.", fr: "Les présentes conditions régissent l'utilisation de la plateforme Quillio par les clients et leurs utilisateurs." } },
      { h: { en: "2. Accounts", de: "2. Konten", fr: "2. Comptes" }, p: { en: "Customers are responsible for the accounts they create and the content their users publish.", de: "Kunden sind für die von ihnen angelegten Konten und die von ihren Nutzern veröffentlichten Inhalte verantwortlich.", fr: "Les clients sont responsables des comptes qu'ils créent et des contenus publiés par leurs utilisateurs." } },
      { h: { en: "3. Availability", de: "3. Verfügbarkeit", fr: "3. Disponibilité" }, p: { en: "We target 99.9% monthly availability, excluding announced maintenance.", de: "Wir streben eine monatliche Verfügbarkeit von 99,9 % an, ausgenommen angekündigte Wartungen.", fr: "Nous visons une disponibilité mensuelle de 99,9 %, hors maintenances annoncées." } },
    ],
  },
  {
    name: "privacy-policy",
    uid: { en: "privacy-policy", de: "datenschutzerklaerung", fr: "politique-confidentialite" },
    title: { en: "Privacy policy", de: "Datenschutzerklärung", fr: "Politique de confidentialité" },
    date: "2026-02-01",
    sections: [
      { h: { en: "Who we are", de: "Wer wir sind", fr: "Qui sommes-nous" }, p: { en: "Quillio SAS, 12 quai Saint-Antoine, 69002 Lyon, France, is the controller of the data collected on this website.", de: "Verantwortlich für die auf dieser Website erhobenen Daten ist die Quillio SAS, 12 quai Saint-Antoine, 69002 Lyon, Frankreich.", fr: "Quillio SAS, 12 quai Saint-Antoine, 69002 Lyon, est responsable du traitement des données collectées sur ce site." } },
      {
        h: { en: "What we collect", de: "Was wir erheben", fr: "Ce que nous collectons" },
        p: { en: "Only what you give us in forms, and audience data if you consent:", de: "Nur, was Sie uns in Formularen angeben, und Reichweitendaten mit Ihrer Einwilligung:", fr: "Uniquement ce que vous nous indiquez dans les formulaires, et des données d'audience avec votre accord :" },
        list: { en: ["contact details you enter", "pages you visit, pseudonymised", "the campaign that brought you here"], de: ["Kontaktdaten, die Sie eingeben", "besuchte Seiten, pseudonymisiert", "die Kampagne, über die Sie gekommen sind"], fr: ["les coordonnées que vous saisissez", "les pages visitées, pseudonymisées", "la campagne qui vous a amené ici"] },
      },
      { h: { en: "Your rights", de: "Ihre Rechte", fr: "Vos droits" }, p: { en: "You can access, correct or delete your data by writing to [privacy@quillio.com](mailto:privacy@quillio.com).", de: "Sie können Ihre Daten per E-Mail an [privacy@quillio.com](mailto:privacy@quillio.com) einsehen, berichtigen oder löschen lassen.", fr: "Vous pouvez accéder à vos données, les rectifier ou les supprimer en écrivant à [privacy@quillio.com](mailto:privacy@quillio.com)." } },
    ],
  },
  {
    name: "cookie-policy",
    uid: { en: "cookie-policy", de: "cookie-richtlinie", fr: "politique-cookies" },
    title: { en: "Cookie policy", de: "Cookie-Richtlinie", fr: "Politique relative aux cookies" },
    date: "2026-11-30",
    // Every cookie and storage key the site sets, written from src/lib/storage-inventory.ts (./cookie-policy.ts).
    sections: [
      {
        h: { en: "What this site keeps in your browser", de: "Was diese Website in Ihrem Browser speichert", fr: "Ce que ce site conserve dans votre navigateur" },
        p: {
          en: "Every cookie and every storage entry, with how long it lasts. Change your choices at any time with the cookie settings link at the bottom of each page.",
          de: "Jedes Cookie und jeder Speichereintrag, mit seiner Dauer. Ändern Sie Ihre Auswahl jederzeit über den Link zu den Cookie-Einstellungen unten auf jeder Seite.",
          fr: "Chaque cookie et chaque entrée de stockage, avec sa durée. Modifiez vos choix à tout moment avec le lien des réglages cookies en bas de chaque page.",
        },
      },
    ],
    more: storageSections,
  },
];

function legalDocuments(): SeedGroup[] {
  return legal.map((doc) =>
    defineGroup({
      type: "legal_document",
      name: doc.name,
      langs: { en: { uid: doc.uid.en }, de: { uid: doc.uid.de }, fr: { uid: doc.uid.fr } },
      data: (lang, tr, r) => ({
        title: tr(doc.title),
        last_update: doc.date,
        content: [...doc.sections.flatMap((section) => [r.h2(tr(section.h)), r.p(tr(section.p)), ...(section.list ? r.ul(...tr(section.list)) : [])]), ...(doc.more?.(lang, tr, r) ?? [])],
        ...seo(tr(doc.title), tr({ en: `Quillio ${doc.title.en.toLowerCase()}.`, de: `${doc.title.de} von Quillio.`, fr: `${doc.title.fr} de Quillio.` })),
      }),
    }),
  );
}

/** Redirects the marketing team keeps in the content: an old address to a page, or to another site. */
function redirects(): SeedGroup[] {
  return [
    defineGroup({
      type: "redirect",
      name: "old-plans",
      langs: { en: {}, de: {}, fr: {} },
      data: (lang, tr) => ({
        from: tr({ en: "/plans/", de: "/tarife/", fr: "/offres/" }),
        to: docLink("pricing_page", "pricing_page", lang),
        status: "301",
      }),
    }),
    defineGroup({
      type: "redirect",
      name: "status-page",
      langs: { en: {} },
      data: () => ({ from: "/status/", to: { link_type: "Web", url: "https://status.quillio.com/" }, status: "302" }),
    }),
  ];
}

export function pageGroups(): SeedGroup[] {
  return [...hubs(), ...featurePages(), ...legalDocuments(), ...morePages(), ...redirects()];
}

