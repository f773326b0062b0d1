/** Site chrome: navbars and their submenus, footer, 404, interface texts, consent and banners. */
import { defineGroup, docLink, image, singleton, slice, webLink, type Lang, type SeedGroup } from "../lib";

const to = (lang: Lang) => (type: string, name = type) => docLink(type, name, lang);

function submenus(): SeedGroup[] {
  const product = defineGroup({
    type: "multi_level_submenu",
    name: "product-menu",
    langs: { en: {}, de: {}, fr: {} },
    data: (lang, tr) => {
      const link = to(lang);
      return {
        menu_label: tr({ en: "Product", de: "Produkt", fr: "Produit" }),
        is_extended: true,
        banner: image("illustration-menu-banner-product.svg", ""),
        banner_title: tr({ en: "New: AI course authoring", de: "Neu: KI-Kurserstellung", fr: "Nouveau : création de cours par IA" }),
        banner_description: tr({
          en: "Turn a recorded meeting or a slide deck into a course in minutes.",
          de: "Aus einem Meeting-Mitschnitt oder Foliensatz wird in Minuten ein Kurs.",
          fr: "Transformez une réunion enregistrée ou un support en cours en quelques minutes.",
        }),
        banner_link: link("landing_page", "ai-course-authoring"),
        body: [
          slice("menu_column", { title: tr({ en: "Platform", de: "Plattform", fr: "Plateforme" }) }, [
            {
              label: tr({ en: "AI course authoring", de: "KI-Kurserstellung", fr: "Création de cours par IA" }),
              description: tr({ en: "Draft courses from your own material", de: "Kurse aus eigenem Material entwerfen", fr: "Rédigez des cours à partir de vos contenus" }),
              link: link("landing_page", "ai-course-authoring"),
            },
            {
              label: tr({ en: "Learning paths", de: "Lernpfade", fr: "Parcours d'apprentissage" }),
              description: tr({ en: "Guide every role from day one", de: "Jede Rolle ab dem ersten Tag begleiten", fr: "Accompagnez chaque métier dès le premier jour" }),
              link: link("landing_page", "learning-paths"),
            },
            {
              label: tr({ en: "Pricing", de: "Preise", fr: "Tarifs" }),
              description: tr({ en: "Plans for teams and enterprises", de: "Pläne für Teams und Unternehmen", fr: "Des offres pour équipes et grandes entreprises" }),
              link: link("pricing_page"),
            },
          ]),
          slice("menu_column", { title: tr({ en: "Trust", de: "Vertrauen", fr: "Confiance" }) }, [
            {
              label: tr({ en: "Privacy and security", de: "Datenschutz und Sicherheit", fr: "Confidentialité et sécurité" }),
              description: tr({ en: "Hosting, GDPR and single sign-on", de: "Hosting, DSGVO und Single Sign-on", fr: "Hébergement, RGPD et authentification unique" }),
              link: link("privacy_and_security"),
            },
            {
              label: tr({ en: "Partner marketplace", de: "Partner-Marktplatz", fr: "Place de marché partenaires" }),
              description: tr({ en: "Integrations and consultants", de: "Integrationen und Beratung", fr: "Intégrations et cabinets de conseil" }),
              link: link("partners_hub"),
            },
          ]),
        ],
      };
    },
  });
  const solutions = defineGroup({
    type: "multi_level_submenu",
    name: "solutions-menu",
    langs: { en: {}, de: {}, fr: {} },
    data: (lang, tr) => {
      const link = to(lang);
      return {
        menu_label: tr({ en: "Solutions", de: "Lösungen", fr: "Solutions" }),
        is_extended: false,
        body: [
          slice("menu_column", { title: tr({ en: "Use cases", de: "Anwendungsfälle", fr: "Cas d'usage" }) }, [
            {
              label: tr({ en: "Employee onboarding", de: "Mitarbeiter-Onboarding", fr: "Intégration des collaborateurs" }),
              link: link("landing_page", "employee-onboarding"),
            },
            {
              label: tr({ en: "Compliance training", de: "Compliance-Schulungen", fr: "Formations réglementaires" }),
              link: link("landing_page", "compliance-training"),
            },
          ]),
          slice("menu_column", { title: tr({ en: "Teams", de: "Teams", fr: "Équipes" }) }, [
            {
              label: tr({ en: "Sales enablement", de: "Sales Enablement", fr: "Formation des équipes commerciales" }),
              link: link("landing_page", "sales-enablement"),
            },
            {
              label: tr({ en: "Team plan", de: "Team-Plan", fr: "Offre Équipe" }),
              link: link("team_plan"),
            },
            {
              label: tr({ en: "Quillio for HR teams", de: "Quillio für HR-Teams", fr: "Quillio pour les équipes RH" }),
              link: link("landing_page", "quillio-for-hr"),
            },
          ]),
        ],
      };
    },
  });
  const resources = defineGroup({
    type: "multi_level_submenu",
    name: "resources-menu",
    langs: { en: {}, de: {}, fr: {} },
    data: (lang, tr) => {
      const link = to(lang);
      return {
        menu_label: tr({ en: "Resources", de: "Ressourcen", fr: "Ressources" }),
        is_extended: true,
        banner: image("illustration-menu-banner-resources.svg", ""),
        banner_title: tr({ en: "The L&D maturity model", de: "Das L&D-Reifegradmodell", fr: "Le modèle de maturité L&D" }),
        // No duration: the assessment's length follows its themes, which the content team changes.
        banner_description: tr({
          en: "Rate your learning organisation theme by theme and get a personalised report.",
          de: "Bewerten Sie Ihre Lernorganisation Thema für Thema und erhalten Sie einen persönlichen Bericht.",
          fr: "Évaluez votre organisation formation thème par thème et recevez un rapport personnalisé.",
        }),
        banner_link: link("maturity_model"),
        body: [
          slice("menu_column", { title: tr({ en: "Learn", de: "Lernen", fr: "Apprendre" }) }, [
            { label: "Blog", description: tr({ en: "Ideas for L&D teams", de: "Ideen für L&D-Teams", fr: "Des idées pour les équipes formation" }), link: link("blog_home") },
            { label: tr({ en: "All resources", de: "Alle Ressourcen", fr: "Toutes les ressources" }), link: link("resources_hub") },
            { label: tr({ en: "Events and webinars", de: "Events und Webinare", fr: "Événements et webinaires" }), link: link("events_hub") },
            { label: tr({ en: "Learning Week 2027", de: "Lernwoche 2027", fr: "Semaine de l'apprentissage 2027" }), link: link("page", "learning-week") },
          ]),
          slice("menu_column", { title: tr({ en: "Company", de: "Unternehmen", fr: "Entreprise" }) }, [
            { label: tr({ en: "Customer stories", de: "Kundengeschichten", fr: "Témoignages clients" }), link: link("case_studies_hub") },
            { label: "Newsroom", link: link("newsroom") },
          ]),
        ],
      };
    },
  });
  return [product, solutions, resources];
}

function navbars(): SeedGroup[] {
  const website = singleton("website_navbar", (lang, tr) => {
    const link = to(lang);
    return {
      logo_alt: tr({ en: "Quillio home page", de: "Quillio Startseite", fr: "Accueil Quillio" }),
      menu_label: tr({ en: "Main menu", de: "Hauptmenü", fr: "Menu principal" }),
      menu_items: [
        { label: tr({ en: "Product", de: "Produkt", fr: "Produit" }), link: link("multi_level_submenu", "product-menu") },
        { label: tr({ en: "Solutions", de: "Lösungen", fr: "Solutions" }), link: link("multi_level_submenu", "solutions-menu") },
        { label: tr({ en: "Customers", de: "Kunden", fr: "Clients" }), link: link("case_studies_hub") },
        { label: tr({ en: "Resources", de: "Ressourcen", fr: "Ressources" }), link: link("multi_level_submenu", "resources-menu") },
        { label: tr({ en: "Pricing", de: "Preise", fr: "Tarifs" }), link: link("pricing_page") },
      ],
      search_placeholder: tr({ en: "Search articles and guides", de: "Artikel und Leitfäden durchsuchen", fr: "Rechercher des articles et des guides" }),
      search_label: tr({ en: "Search", de: "Suche", fr: "Rechercher" }),
      cta_label: tr({ en: "Try for free", de: "Kostenlos testen", fr: "Essai gratuit" }),
      cta_link: link("form_page", "free-trial"),
      cta_type: "primary",
      secondary_cta_label: tr({ en: "Book a demo", de: "Demo buchen", fr: "Demander une démo" }),
      secondary_cta_link: link("form_page", "demo"),
      secondary_cta_type: "outline",
    };
  });
  const blog = singleton("navbar", (lang, tr) => {
    const link = to(lang);
    return {
      logo_alt: tr({ en: "Quillio blog home", de: "Quillio Blog Startseite", fr: "Accueil du blog Quillio" }),
      menu_label: tr({ en: "Blog menu", de: "Blog-Menü", fr: "Menu du blog" }),
      menu_items: [
        { label: tr({ en: "All articles", de: "Alle Artikel", fr: "Tous les articles" }), link: link("blog_home") },
        { label: tr({ en: "Learning culture", de: "Lernkultur", fr: "Culture d'apprentissage" }), link: link("category", "learning-culture") },
        { label: "Onboarding", link: link("category", "onboarding") },
        { label: tr({ en: "AI in learning", de: "KI im Lernen", fr: "IA et formation" }), link: link("category", "ai-in-learning") },
        { label: tr({ en: "Resources", de: "Ressourcen", fr: "Ressources" }), link: link("resources_hub"), is_highlighted: true },
      ],
      search_placeholder: tr({ en: "Search the blog", de: "Blog durchsuchen", fr: "Rechercher dans le blog" }),
      search_label: tr({ en: "Search", de: "Suche", fr: "Rechercher" }),
      cta_label: tr({ en: "Book a demo", de: "Demo buchen", fr: "Demander une démo" }),
      cta_link: link("form_page", "demo"),
      cta_type: "primary",
      secondary_cta_label: tr({ en: "Subscribe", de: "Abonnieren", fr: "S'abonner" }),
      secondary_cta_link: link("newsletter_page"),
      secondary_cta_type: "outline",
    };
  });
  return [website, blog];
}

function footer(): SeedGroup {
  return singleton("footer", (lang, tr) => {
    const link = to(lang);
    return {
      logo_alt: "Quillio",
      tagline: tr({
        en: "The collaborative learning platform for companies.",
        de: "Die Plattform für kollaboratives Lernen in Unternehmen.",
        fr: "La plateforme d'apprentissage collaboratif pour les entreprises.",
      }),
      columns: [
        slice("menu_column", { title: tr({ en: "Product", de: "Produkt", fr: "Produit" }) }, [
          { label: tr({ en: "AI course authoring", de: "KI-Kurserstellung", fr: "Création de cours par IA" }), link: link("landing_page", "ai-course-authoring") },
          { label: tr({ en: "Learning paths", de: "Lernpfade", fr: "Parcours d'apprentissage" }), link: link("landing_page", "learning-paths") },
          { label: tr({ en: "Quillio for HR teams", de: "Quillio für HR-Teams", fr: "Quillio pour les équipes RH" }), link: link("landing_page", "quillio-for-hr") },
          { label: tr({ en: "Pricing", de: "Preise", fr: "Tarifs" }), link: link("pricing_page") },
          { label: tr({ en: "Team plan", de: "Team-Plan", fr: "Offre Équipe" }), link: link("team_plan") },
          { label: tr({ en: "ROI calculator", de: "ROI-Rechner", fr: "Calculateur de ROI" }), link: link("roi_calculator") },
        ]),
        slice("menu_column", { title: tr({ en: "Resources", de: "Ressourcen", fr: "Ressources" }) }, [
          { label: "Blog", link: link("blog_home") },
          { label: tr({ en: "Customer stories", de: "Kundengeschichten", fr: "Témoignages clients" }), link: link("case_studies_hub") },
          { label: tr({ en: "Events", de: "Events", fr: "Événements" }), link: link("events_hub") },
          { label: tr({ en: "Learning Week 2027", de: "Lernwoche 2027", fr: "Semaine de l'apprentissage 2027" }), link: link("page", "learning-week") },
          { label: tr({ en: "Maturity model", de: "Reifegradmodell", fr: "Modèle de maturité" }), link: link("maturity_model") },
          { label: tr({ en: "All resources", de: "Alle Ressourcen", fr: "Toutes les ressources" }), link: link("resources_hub") },
          { label: tr({ en: "Collaborative learning", de: "Kollaboratives Lernen", fr: "Apprentissage collaboratif" }), link: link("collaborative_learning") },
          { label: "L&D Performance Academy", link: link("performance_academy") },
          { label: "The L&D Collective", link: link("ld_collective") },
        ]),
        slice("menu_column", { title: tr({ en: "Company", de: "Unternehmen", fr: "Entreprise" }) }, [
          { label: tr({ en: "About us", de: "Über uns", fr: "À propos" }), link: link("page", "about-us") },
          { label: tr({ en: "Contact us", de: "Kontakt", fr: "Nous contacter" }), link: link("form_page", "contact-us") },
          { label: "Newsroom", link: link("newsroom") },
          { label: tr({ en: "Partner marketplace", de: "Partner-Marktplatz", fr: "Place de marché partenaires" }), link: link("partners_hub") },
          { label: tr({ en: "Privacy and security", de: "Datenschutz und Sicherheit", fr: "Confidentialité et sécurité" }), link: link("privacy_and_security") },
          { label: tr({ en: "Email preferences", de: "E-Mail-Einstellungen", fr: "Préférences e-mail" }), link: link("email_preference_center") },
        ]),
      ],
      social_links: [
        { platform: "linkedin", link: webLink("https://www.linkedin.com/company/quillio-learning", "_blank") },
        { platform: "youtube", link: webLink("https://www.youtube.com/@quillio-learning", "_blank") },
        { platform: "x", link: webLink("https://x.com/quillio_learning", "_blank") },
      ],
      legal_links: [
        { label: tr({ en: "Terms of service", de: "Nutzungsbedingungen", fr: "Conditions d'utilisation" }), link: link("legal_document", "terms-of-service") },
        { label: tr({ en: "Privacy policy", de: "Datenschutzerklärung", fr: "Politique de confidentialité" }), link: link("legal_document", "privacy-policy") },
        { label: tr({ en: "Cookie policy", de: "Cookie-Richtlinie", fr: "Politique relative aux cookies" }), link: link("legal_document", "cookie-policy") },
      ],
      newsletter_title: tr({ en: "The L&D letter", de: "Der L&D-Brief", fr: "La lettre L&D" }),
      newsletter_description: tr({
        en: "One email a month with field-tested ideas for learning teams. No fluff.",
        de: "Eine E-Mail im Monat mit praxiserprobten Ideen für Lernteams. Ohne Floskeln.",
        fr: "Un e-mail par mois, des idées éprouvées pour les équipes formation. Sans blabla.",
      }),
      newsletter_cta_label: tr({ en: "Subscribe", de: "Abonnieren", fr: "S'abonner" }),
      newsletter_cta_link: link("newsletter_page"),
      newsletter_cta_type: "secondary",
      copyright: tr({ en: "© {year} Quillio SAS. All rights reserved.", de: "© {year} Quillio SAS. Alle Rechte vorbehalten.", fr: "© {year} Quillio SAS. Tous droits réservés." }),
    };
  });
}

function notFound(): SeedGroup {
  return singleton("not_found_page", (lang, tr) => {
    const link = to(lang);
    return {
      title: tr({ en: "This page went on a learning break", de: "Diese Seite macht gerade Lernpause", fr: "Cette page est partie en formation" }),
      subtitle: tr({
        en: "The link may be outdated or the page has moved. These places are a good start:",
        de: "Der Link ist vielleicht veraltet oder die Seite ist umgezogen. Hier geht es weiter:",
        fr: "Le lien est peut-être périmé ou la page a déménagé. Voici de bons points de départ :",
      }),
      redirections: [
        { illustration: image("illustration-404-home.svg", ""), label: tr({ en: "Back to the home page", de: "Zur Startseite", fr: "Retour à l'accueil" }), link: link("home_page") },
        { illustration: image("illustration-404-blog.svg", ""), label: tr({ en: "Read the blog", de: "Zum Blog", fr: "Lire le blog" }), link: link("blog_home") },
        {
          illustration: image("illustration-404-trial.svg", ""),
          label: tr({ en: "Start a free trial", de: "Kostenlos testen", fr: "Démarrer l'essai gratuit" }),
          link: link("form_page", "free-trial"),
          is_accent: true,
        },
        { illustration: image("illustration-404-contact.svg", ""), label: tr({ en: "Contact us", de: "Kontakt aufnehmen", fr: "Nous contacter" }), link: link("form_page", "contact-us") },
      ],
      meta_title: tr({ en: "Page not found | Quillio", de: "Seite nicht gefunden | Quillio", fr: "Page introuvable | Quillio" }),
      meta_description: tr({
        en: "The page you are looking for does not exist or has moved.",
        de: "Die gesuchte Seite existiert nicht oder ist umgezogen.",
        fr: "La page que vous cherchez n'existe pas ou a été déplacée.",
      }),
      is_hidden: true,
    };
  });
}

function texts(): SeedGroup[] {
  const ui = singleton("ui_texts", (_, tr) => ({
    skip_to_content: tr({ en: "Skip to content", de: "Zum Inhalt springen", fr: "Aller au contenu" }),
    menu_open: tr({ en: "Open menu", de: "Menü öffnen", fr: "Ouvrir le menu" }),
    menu_close: tr({ en: "Close menu", de: "Menü schließen", fr: "Fermer le menu" }),
    search_open: tr({ en: "Open search", de: "Suche öffnen", fr: "Ouvrir la recherche" }),
    search_close: tr({ en: "Close search", de: "Suche schließen", fr: "Fermer la recherche" }),
    search_submit: tr({ en: "Search", de: "Suchen", fr: "Rechercher" }),
    language_switcher_label: tr({ en: "Language", de: "Sprache", fr: "Langue" }),
    home_label: tr({ en: "Home", de: "Startseite", fr: "Accueil" }),
    breadcrumb_label: tr({ en: "Breadcrumb", de: "Brotkrümelnavigation", fr: "Fil d'Ariane" }),
    read_more: tr({ en: "Read more", de: "Weiterlesen", fr: "Lire la suite" }),
    minutes_read: tr({ en: "{minutes} min read", de: "{minutes} Min. Lesezeit", fr: "{minutes} min de lecture" }),
    published_on: tr({ en: "Published on {date}", de: "Veröffentlicht am {date}", fr: "Publié le {date}" }),
    updated_on: tr({ en: "Updated on {date}", de: "Aktualisiert am {date}", fr: "Mis à jour le {date}" }),
    written_by: tr({ en: "Written by", de: "Geschrieben von", fr: "Rédigé par" }),
    table_of_contents: tr({ en: "In this article", de: "In diesem Artikel", fr: "Dans cet article" }),
    related_articles: tr({ en: "Related articles", de: "Ähnliche Artikel", fr: "Articles similaires" }),
    previous_article: tr({ en: "Previous chapter", de: "Vorheriges Kapitel", fr: "Chapitre précédent" }),
    next_article: tr({ en: "Next chapter", de: "Nächstes Kapitel", fr: "Chapitre suivant" }),
    all_articles: tr({ en: "All articles", de: "Alle Artikel", fr: "Tous les articles" }),
    all_categories: tr({ en: "All categories", de: "Alle Kategorien", fr: "Toutes les catégories" }),
    filter_by_category: tr({ en: "Filter by category", de: "Nach Kategorie filtern", fr: "Filtrer par catégorie" }),
    filter_by_tag: tr({ en: "Filter by topic", de: "Nach Thema filtern", fr: "Filtrer par thème" }),
    pagination_label: tr({ en: "Pagination", de: "Seitennavigation", fr: "Pagination" }),
    pagination_previous: tr({ en: "Previous page", de: "Vorherige Seite", fr: "Page précédente" }),
    pagination_next: tr({ en: "Next page", de: "Nächste Seite", fr: "Page suivante" }),
    page_label: tr({ en: "Page {page}", de: "Seite {page}", fr: "Page {page}" }),
    share_label: tr({ en: "Share this article", de: "Artikel teilen", fr: "Partager cet article" }),
    share_on_linkedin: tr({ en: "Share on LinkedIn", de: "Auf LinkedIn teilen", fr: "Partager sur LinkedIn" }),
    share_on_x: tr({ en: "Share on X", de: "Auf X teilen", fr: "Partager sur X" }),
    share_on_facebook: tr({ en: "Share on Facebook", de: "Auf Facebook teilen", fr: "Partager sur Facebook" }),
    copy_link: tr({ en: "Copy link", de: "Link kopieren", fr: "Copier le lien" }),
    link_copied: tr({ en: "Link copied", de: "Link kopiert", fr: "Lien copié" }),
    back_to_top: tr({ en: "Back to top", de: "Nach oben", fr: "Retour en haut" }),
    upcoming_events: tr({ en: "Upcoming events", de: "Kommende Events", fr: "Événements à venir" }),
    past_events: tr({ en: "Past events", de: "Vergangene Events", fr: "Événements passés" }),
    register: tr({ en: "Register", de: "Anmelden", fr: "S'inscrire" }),
    watch_replay: tr({ en: "Watch the replay", de: "Aufzeichnung ansehen", fr: "Voir le replay" }),
    download: tr({ en: "Download", de: "Herunterladen", fr: "Télécharger" }),
    no_results: tr({ en: "Nothing matches these filters yet.", de: "Zu diesen Filtern gibt es noch nichts.", fr: "Aucun résultat pour ces filtres." }),
    close: tr({ en: "Close", de: "Schließen", fr: "Fermer" }),
    play_video: tr({ en: "Play video", de: "Video abspielen", fr: "Lire la vidéo" }),
    carousel_previous: tr({ en: "Previous slide", de: "Vorherige Folie", fr: "Diapositive précédente" }),
    carousel_next: tr({ en: "Next slide", de: "Nächste Folie", fr: "Diapositive suivante" }),
    carousel_pause: tr({ en: "Pause autoplay", de: "Automatische Wiedergabe anhalten", fr: "Mettre en pause le défilement" }),
    carousel_play: tr({ en: "Resume autoplay", de: "Automatische Wiedergabe fortsetzen", fr: "Reprendre le défilement" }),
    carousel_slide_label: tr({ en: "Slide {index} of {total}", de: "Folie {index} von {total}", fr: "Diapositive {index} sur {total}" }),
  }));
  const validation = singleton("form_validation_texts", (_, tr) => ({
    required: tr({ en: "This field is required.", de: "Dieses Feld ist erforderlich.", fr: "Ce champ est obligatoire." }),
    invalid_email: tr({ en: "Enter a valid email address.", de: "Bitte geben Sie eine gültige E-Mail-Adresse ein.", fr: "Saisissez une adresse e-mail valide." }),
    professional_email_required: tr({
      en: "Please use your work email address.",
      de: "Bitte verwenden Sie Ihre geschäftliche E-Mail-Adresse.",
      fr: "Merci d'utiliser votre adresse e-mail professionnelle.",
    }),
    competitor_email: tr({
      en: "This address belongs to a learning platform vendor. Please contact us directly.",
      de: "Diese Adresse gehört zu einem Anbieter von Lernplattformen. Bitte kontaktieren Sie uns direkt.",
      fr: "Cette adresse appartient à un éditeur de plateforme de formation. Contactez-nous directement.",
    }),
    invalid_phone: tr({ en: "Enter a valid phone number.", de: "Bitte geben Sie eine gültige Telefonnummer ein.", fr: "Saisissez un numéro de téléphone valide." }),
    password_too_short: tr({ en: "Use at least 8 characters.", de: "Mindestens 8 Zeichen verwenden.", fr: "Utilisez au moins 8 caractères." }),
    password_requirements: tr({
      en: "Mix upper and lower case letters, a digit and a symbol.",
      de: "Groß- und Kleinbuchstaben, eine Ziffer und ein Sonderzeichen kombinieren.",
      fr: "Combinez majuscules, minuscules, un chiffre et un caractère spécial.",
    }),
    consent_required: tr({ en: "Please accept to continue.", de: "Bitte stimmen Sie zu, um fortzufahren.", fr: "Merci d'accepter pour continuer." }),
    submit_error: tr({
      en: "We could not send the form. Your answers are kept: please try again.",
      de: "Das Formular konnte nicht gesendet werden. Ihre Angaben bleiben erhalten: Bitte versuchen Sie es erneut.",
      fr: "Le formulaire n'a pas pu être envoyé. Vos réponses sont conservées : réessayez.",
    }),
    network_error: tr({ en: "You seem to be offline.", de: "Sie scheinen offline zu sein.", fr: "Vous semblez hors ligne." }),
    success: tr({ en: "Thank you!", de: "Vielen Dank!", fr: "Merci !" }),
  }));
  const redemption = singleton("redemption_code_texts", (_, tr) => ({
    code_label: tr({ en: "Your code", de: "Ihr Code", fr: "Votre code" }),
    copy_label: tr({ en: "Copy code", de: "Code kopieren", fr: "Copier le code" }),
    copied_label: tr({ en: "Copied", de: "Kopiert", fr: "Copié" }),
    redeem_label: tr({ en: "Redeem in the App Store", de: "Im App Store einlösen", fr: "Utiliser dans l'App Store" }),
    no_code_left_message: tr({
      en: "All codes of this campaign have been claimed. Ask your learning team for a new link.",
      de: "Alle Codes dieser Aktion wurden vergeben. Bitten Sie Ihr Lernteam um einen neuen Link.",
      fr: "Tous les codes de cette campagne ont été distribués. Demandez un nouveau lien à votre équipe formation.",
    }),
    inactive_message: tr({ en: "This campaign has ended.", de: "Diese Aktion ist beendet.", fr: "Cette campagne est terminée." }),
    dashboard_link_label: tr({ en: "Open the dashboard", de: "Dashboard öffnen", fr: "Ouvrir le tableau de bord" }),
    dashboard_remaining_codes_label: tr({ en: "Codes left", de: "Verbleibende Codes", fr: "Codes restants" }),
    dashboard_redeemed_codes_label: tr({ en: "Codes claimed", de: "Vergebene Codes", fr: "Codes distribués" }),
    error_message: tr({
      en: "We could not load a code right now. Please try again in a minute.",
      de: "Gerade konnte kein Code geladen werden. Bitte versuchen Sie es in einer Minute erneut.",
      fr: "Impossible de charger un code pour le moment. Réessayez dans une minute.",
    }),
  }));
  const sharing = singleton("default_sharing_thumbnail", (lang, tr) => ({
    image: image(
      `sharing-default-${lang}.jpg`,
      tr({
        en: "Quillio, the collaborative learning platform for companies",
        de: "Quillio, die Plattform für kollaboratives Lernen im Unternehmen",
        fr: "Quillio, la plateforme d'apprentissage collaboratif pour les entreprises",
      }),
    ),
  }));
  return [ui, validation, redemption, sharing];
}

function consentAndBanners(): SeedGroup[] {
  const banner = singleton("cookie_banner", (lang, tr, r) => ({
    title: tr({ en: "We respect your privacy", de: "Wir respektieren Ihre Privatsphäre", fr: "Nous respectons votre vie privée" }),
    description: [
      r.p(
        tr({
          en: "We use cookies to measure our audience and improve our campaigns, only with your consent. Read our [cookie policy](doc:legal_document/cookie-policy).",
          de: "Wir verwenden Cookies zur Reichweitenmessung und Kampagnenoptimierung, nur mit Ihrer Einwilligung. Mehr in unserer [Cookie-Richtlinie](doc:legal_document/cookie-policy).",
          fr: "Nous utilisons des cookies pour mesurer notre audience et améliorer nos campagnes, uniquement avec votre accord. Consultez notre [politique cookies](doc:legal_document/cookie-policy).",
        }),
      ),
    ],
    accept_all_label: tr({ en: "Accept all", de: "Alle akzeptieren", fr: "Tout accepter" }),
    reject_all_label: tr({ en: "Reject all", de: "Alle ablehnen", fr: "Tout refuser" }),
    customize_label: tr({ en: "Customise", de: "Anpassen", fr: "Personnaliser" }),
  }));
  const modal = singleton("cookie_modal", (_, tr, r) => ({
    title: tr({ en: "Cookie preferences", de: "Cookie-Einstellungen", fr: "Préférences de cookies" }),
    description: [
      r.p(
        tr({
          en: "Choose which cookies we may use. You can change your choice at any time from the footer.",
          de: "Wählen Sie, welche Cookies wir verwenden dürfen. Sie können Ihre Wahl jederzeit im Footer ändern.",
          fr: "Choisissez les cookies que nous pouvons utiliser. Vous pouvez modifier votre choix à tout moment depuis le pied de page.",
        }),
      ),
    ],
    necessary_title: tr({ en: "Strictly necessary", de: "Unbedingt erforderlich", fr: "Strictement nécessaires" }),
    necessary_description: tr({
      en: "Keep the site secure and remember your language and consent choices.",
      de: "Halten die Website sicher und merken sich Sprache und Einwilligung.",
      fr: "Assurent la sécurité du site et mémorisent votre langue et vos choix.",
    }),
    always_active_label: tr({ en: "Always active", de: "Immer aktiv", fr: "Toujours actifs" }),
    analytics_title: tr({ en: "Audience measurement", de: "Reichweitenmessung", fr: "Mesure d'audience" }),
    analytics_description: tr({
      en: "Help us understand which pages are useful, with pseudonymous statistics.",
      de: "Helfen uns mit pseudonymen Statistiken zu verstehen, welche Seiten nützlich sind.",
      fr: "Nous aident à comprendre quelles pages sont utiles, grâce à des statistiques pseudonymes.",
    }),
    ad_title: tr({ en: "Advertising", de: "Werbung", fr: "Publicité" }),
    ad_description: tr({
      en: "Measure our campaigns and show you relevant ads on other sites.",
      de: "Messen unsere Kampagnen und zeigen Ihnen relevante Anzeigen auf anderen Websites.",
      fr: "Mesurent nos campagnes et vous montrent des publicités pertinentes sur d'autres sites.",
    }),
    accept_all_label: tr({ en: "Accept all", de: "Alle akzeptieren", fr: "Tout accepter" }),
    reject_all_label: tr({ en: "Reject all", de: "Alle ablehnen", fr: "Tout refuser" }),
    save_label: tr({ en: "Save my choices", de: "Auswahl speichern", fr: "Enregistrer mes choix" }),
    close_label: tr({ en: "Close", de: "Schließen", fr: "Fermer" }),
  }));
  const promotion = singleton("promotion_banner", (lang, tr) => ({
    is_active: true,
    message: tr({
      en: "L&D Next Lyon: two days with 600 learning leaders, 13 and 14 April 2027.",
      de: "L&D Next Lyon: zwei Tage mit 600 Lernverantwortlichen, 13. und 14. April 2027.",
      fr: "L&D Next Lyon : deux jours avec 600 responsables formation, les 13 et 14 avril 2027.",
    }),
    link_label: tr({ en: "Get your ticket", de: "Ticket sichern", fr: "Réserver ma place" }),
    // The registration itself (the conference's page has the programme and links it too).
    link: docLink("live_event", "ld-next-lyon-2027", lang),
    background_color: "green",
    close_label: tr({ en: "Dismiss the announcement", de: "Hinweis schließen", fr: "Fermer l'annonce" }),
  }));
  const subscription = singleton("subscription_banner", (lang, tr) => ({
    is_active: true,
    title: tr({ en: "Get the L&D letter", de: "Den L&D-Brief erhalten", fr: "Recevez la lettre L&D" }),
    description: tr({
      en: "Monthly, practical, written by people who run learning programmes.",
      de: "Monatlich, praxisnah, geschrieben von Menschen, die Lernprogramme verantworten.",
      fr: "Mensuelle, concrète, écrite par des personnes qui pilotent des programmes de formation.",
    }),
    email_placeholder: tr({ en: "Work email", de: "Geschäftliche E-Mail", fr: "E-mail professionnel" }),
    form: docLink("form_config", "newsletter", lang),
    cta_label: tr({ en: "Subscribe", de: "Abonnieren", fr: "S'abonner" }),
    cta_link: docLink("newsletter_page", "newsletter_page", lang),
    cta_type: "primary",
  }));
  return [banner, modal, promotion, subscription];
}

export function chromeGroups(): SeedGroup[] {
  return [...navbars(), ...submenus(), footer(), notFound(), ...texts(), ...consentAndBanners()];
}
