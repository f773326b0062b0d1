/** Home page and the shared documents slices point to (quotes, logo and video lists, Slack preview...). */
import { defineGroup, docLink, image, singleton, slice, webLink, type Lang, type PerLang, type SeedGroup } from "../lib";
import { COMPANIES } from "./media";
import { trialCta } from "./blog";

const all = { en: {}, de: {}, fr: {} };

function quotes(): SeedGroup[] {
  const specs: { name: string; author: string; portrait: string; company: keyof typeof COMPANIES; job: PerLang<string>; quote: PerLang<string>; rating: number; source: string }[] = [
    {
      name: "nordwind-hr",
      author: "Lena Schubert",
      portrait: "portrait-lena-schubert.svg",
      company: "nordwind",
      job: { en: "Head of People Development, Nordwind Logistik", de: "Leiterin Personalentwicklung, Nordwind Logistik", fr: "Responsable du développement RH, Nordwind Logistik" },
      quote: {
        en: "Our warehouse leads now write the courses. New hires learn the real process, not the one in a binder from 2019.",
        de: "Heute schreiben unsere Lagerleiter die Kurse. Neue Kolleginnen lernen den echten Ablauf, nicht den aus einem Ordner von 2019.",
        fr: "Ce sont désormais nos chefs d'entrepôt qui écrivent les cours. Les recrues apprennent le vrai processus, pas celui d'un classeur de 2019.",
      },
      rating: 4.5,
      source: "g2",
    },
    {
      name: "atelier-ld",
      author: "Amélie Laurent",
      portrait: "portrait-amelie-laurent.svg",
      company: "atelier",
      job: { en: "L&D Director, Atelier Lumen", de: "L&D-Direktorin, Atelier Lumen", fr: "Directrice formation, Atelier Lumen" },
      quote: {
        en: "We went from four courses a year to twelve a month, and our artisans are proud to teach.",
        de: "Wir sind von vier Kursen im Jahr auf zwölf im Monat gekommen, und unsere Handwerker sind stolz darauf, zu lehren.",
        fr: "Nous sommes passés de quatre cours par an à douze par mois, et nos artisans sont fiers de transmettre.",
      },
      rating: 5,
      source: "capterra",
    },
    {
      name: "vantage-sales",
      author: "David Okafor",
      portrait: "portrait-david-okafor.svg",
      company: "vantage",
      job: { en: "Sales Enablement Manager, Vantage Retail", de: "Sales Enablement Manager, Vantage Retail", fr: "Responsable sales enablement, Vantage Retail" },
      quote: {
        en: "Product launches used to take a month to reach the stores. With Quillio it takes three days.",
        de: "Produktneuheiten brauchten früher einen Monat bis in die Filialen. Mit Quillio sind es drei Tage.",
        fr: "Il fallait un mois pour qu'un lancement produit arrive en magasin. Avec Quillio, trois jours suffisent.",
      },
      rating: 4.5,
      source: "gartner_peer_insights",
    },
  ];
  return specs.map((spec) =>
    defineGroup({
      type: "quote",
      name: spec.name,
      langs: all,
      data: (_, tr, r) => ({
        quote: [r.p(tr(spec.quote))],
        author: spec.author,
        author_job: tr(spec.job),
        author_portrait: image(spec.portrait, spec.author),
        company_logo: image(`logo-${spec.company}.svg`, COMPANIES[spec.company]),
        external_rating: spec.rating,
        external_rating_source: spec.source,
      }),
    }),
  );
}

function sharedLists(): SeedGroup[] {
  const logos = defineGroup({
    type: "logo_list",
    name: "customers",
    langs: all,
    data: (_, tr) => ({
      title: tr({ en: "Customers", de: "Kunden", fr: "Clients" }),
      assets: (Object.keys(COMPANIES) as (keyof typeof COMPANIES)[]).map((key) => ({ logo: image(`logo-${key}.svg`, COMPANIES[key]), name: COMPANIES[key] })),
    }),
  });
  const videos = defineGroup({
    type: "video_list",
    name: "product-tour",
    langs: all,
    data: (_, tr) => ({
      title: tr({ en: "Product tour", de: "Produkttour", fr: "Visite du produit" }),
      videos: [
        {
          wistia_id: "q1ll10tour1",
          title: tr({ en: "Create a course in 5 minutes", de: "Einen Kurs in 5 Minuten erstellen", fr: "Créer un cours en 5 minutes" }),
          description: tr({ en: "From a slide deck to a published course.", de: "Vom Foliensatz zum veröffentlichten Kurs.", fr: "D'une présentation à un cours publié." }),
          thumbnail: image("thumb-product-ai.webp", tr({ en: "Course editor", de: "Kurseditor", fr: "Éditeur de cours" })),
          duration: 312,
        },
        {
          wistia_id: "q1ll10tour2",
          title: tr({ en: "Build a learning path", de: "Einen Lernpfad aufbauen", fr: "Construire un parcours" }),
          description: tr({ en: "Sequence courses for a role.", de: "Kurse für eine Rolle anordnen.", fr: "Enchaîner des cours pour un métier." }),
          thumbnail: image("thumb-product-paths.webp", tr({ en: "Learning path builder", de: "Lernpfad-Editor", fr: "Éditeur de parcours" })),
          duration: 248,
        },
      ],
    }),
  });
  const slack = defineGroup({
    type: "slack_preview",
    name: "weekly-quiz",
    langs: all,
    data: (_, tr, r) => ({
      title: tr({ en: "Learning where work happens", de: "Lernen, wo gearbeitet wird", fr: "Apprendre là où l'on travaille" }),
      channel_name: tr({ en: "#sales-team", de: "#vertrieb", fr: "#equipe-commerciale" }),
      body: [
        {
          author_name: "Quillio",
          author_avatar: image("logo-quillio.svg", "Quillio"),
          time: "9:00",
          message: [r.p(tr({ en: "Monday quiz: which discount needs a manager's approval?", de: "Montagsquiz: Welcher Rabatt braucht die Freigabe der Führungskraft?", fr: "Quiz du lundi : quelle remise nécessite l'accord du manager ?" }))],
          reactions: "🧠 12",
        },
        {
          author_name: "Sofia García",
          author_avatar: image("portrait-sofia-garcia.svg", "Sofia García"),
          time: "9:04",
          message: [r.p(tr({ en: "Anything above 15%, I just learned it the hard way 😅", de: "Alles über 15 %, habe ich gerade auf die harte Tour gelernt 😅", fr: "Tout ce qui dépasse 15 %, je viens de l'apprendre à mes dépens 😅" }))],
          reactions: "😂 7",
        },
      ],
      mobile_static_preview: image("illustration-slack-mobile.svg", tr({ en: "The quiz on a phone", de: "Das Quiz auf dem Smartphone", fr: "Le quiz sur mobile" })),
    }),
  });
  const table = defineGroup({
    type: "comparative_table_config",
    name: "plans",
    langs: all,
    data: (lang, tr) => {
      const yes = "yes";
      const no = "no";
      return {
        title: tr({ en: "Compare plans", de: "Pläne vergleichen", fr: "Comparer les offres" }),
        column_1_header: "Team",
        column_1_description: tr({ en: "For a first team of up to 50 people", de: "Für ein erstes Team bis 50 Personen", fr: "Pour une première équipe jusqu'à 50 personnes" }),
        column_1_cta_label: tr({ en: "Start free", de: "Kostenlos starten", fr: "Commencer gratuitement" }),
        column_1_cta_link: docLink("form_page", "free-trial", lang),
        column_1_cta_type: "outline",
        column_2_header: "Business",
        column_2_description: tr({ en: "For companies rolling out learning to everyone", de: "Für Unternehmen, die Lernen für alle einführen", fr: "Pour les entreprises qui ouvrent la formation à tous" }),
        column_2_cta_label: tr({ en: "Book a demo", de: "Demo buchen", fr: "Demander une démo" }),
        column_2_cta_link: docLink("form_page", "demo", lang),
        column_2_cta_type: "primary",
        column_3_header: "Enterprise",
        column_3_description: tr({ en: "For global organisations with advanced needs", de: "Für globale Organisationen mit besonderen Anforderungen", fr: "Pour les organisations internationales aux besoins avancés" }),
        column_3_cta_label: tr({ en: "Contact sales", de: "Vertrieb kontaktieren", fr: "Contacter les ventes" }),
        column_3_cta_link: docLink("form_page", "contact-us", lang),
        column_3_cta_type: "outline",
        table_rows: [
          { is_section_header: true, label: tr({ en: "Create", de: "Erstellen", fr: "Créer" }) },
          { label: tr({ en: "Course editor", de: "Kurseditor", fr: "Éditeur de cours" }), column_1_value: yes, column_2_value: yes, column_3_value: yes },
          { label: tr({ en: "AI course authoring", de: "KI-Kurserstellung", fr: "Création de cours par IA" }), column_1_value: tr({ en: "20 drafts / month", de: "20 Entwürfe / Monat", fr: "20 brouillons / mois" }), column_2_value: yes, column_3_value: yes },
          { is_section_header: true, label: tr({ en: "Deploy", de: "Ausrollen", fr: "Déployer" }) },
          { label: tr({ en: "Learning paths", de: "Lernpfade", fr: "Parcours" }), column_1_value: no, column_2_value: yes, column_3_value: yes },
          { label: tr({ en: "Slack and Teams apps", de: "Slack- und Teams-Apps", fr: "Applications Slack et Teams" }), column_1_value: yes, column_2_value: yes, column_3_value: yes },
          { label: tr({ en: "HRIS synchronisation", de: "HRIS-Synchronisierung", fr: "Synchronisation SIRH" }), description: tr({ en: "Workday, SAP SuccessFactors, Personio and more", de: "Workday, SAP SuccessFactors, Personio und mehr", fr: "Workday, SAP SuccessFactors, Personio et plus" }), column_1_value: no, column_2_value: yes, column_3_value: yes },
          { label: tr({ en: "Single sign-on (SAML)", de: "Single Sign-on (SAML)", fr: "Authentification unique (SAML)" }), column_1_value: no, column_2_value: yes, column_3_value: yes },
          { label: tr({ en: "Dedicated success manager", de: "Eigene Success-Managerin", fr: "Responsable succès client dédié" }), column_1_value: no, column_2_value: no, column_3_value: yes },
        ],
      };
    },
  });
  const sections = [
    {
      name: "hosting",
      illustration: "illustration-security-hosting.svg",
      title: { en: "Hosted in the European Union", de: "Gehostet in der Europäischen Union", fr: "Hébergé dans l'Union européenne" },
      text: {
        en: "Your data stays in ISO 27001 certified data centres in Frankfurt and Paris, encrypted at rest and in transit.",
        de: "Ihre Daten bleiben in ISO-27001-zertifizierten Rechenzentren in Frankfurt und Paris, verschlüsselt im Ruhezustand und bei der Übertragung.",
        fr: "Vos données restent dans des centres certifiés ISO 27001 à Francfort et Paris, chiffrées au repos et en transit.",
      },
    },
    {
      name: "gdpr",
      illustration: "illustration-security-gdpr.svg",
      title: { en: "GDPR by design", de: "DSGVO by Design", fr: "RGPD dès la conception" },
      text: {
        en: "A data processing agreement, a named DPO, and retention rules you configure yourself.",
        de: "Ein Auftragsverarbeitungsvertrag, ein benannter Datenschutzbeauftragter und Aufbewahrungsregeln, die Sie selbst festlegen.",
        fr: "Un accord de sous-traitance, un DPO identifié et des durées de conservation que vous configurez vous-même.",
      },
    },
    {
      name: "sso",
      illustration: "illustration-security-sso.svg",
      title: { en: "Enterprise-grade access control", de: "Zugriffskontrolle auf Enterprise-Niveau", fr: "Un contrôle d'accès de niveau entreprise" },
      text: {
        en: "SAML single sign-on, SCIM provisioning and role-based permissions for every workspace.",
        de: "SAML Single Sign-on, SCIM-Provisionierung und rollenbasierte Rechte für jeden Arbeitsbereich.",
        fr: "Authentification unique SAML, provisionnement SCIM et droits par rôle pour chaque espace.",
      },
    },
  ];
  const securitySections = sections.map((section) =>
    defineGroup({
      type: "privacy_and_security_section",
      name: section.name,
      langs: all,
      data: (lang, tr, r) => ({
        illustration: image(section.illustration, ""),
        title: tr(section.title),
        content: [r.p(tr(section.text))],
        cta_label: tr({ en: "Read our privacy policy", de: "Datenschutzerklärung lesen", fr: "Lire notre politique de confidentialité" }),
        cta_link: docLink("legal_document", "privacy-policy", lang),
        cta_type: "link",
      }),
    }),
  );
  return [logos, videos, slack, table, ...securitySections];
}

/** Press quotes under mastheads: on the home page and in the header of product pages. */
export function pressMastheads(lang: Lang) {
  const tr = (value: PerLang<string>) => value[lang];
  return slice("social_proof_mastheads", { title: tr({ en: "In the press", de: "In der Presse", fr: "Dans la presse" }) }, [
    { logo: image("logo-press-forbes.svg", "The Ledger"), quote: tr({ en: "“The most human take on corporate learning.”", de: "„Der menschlichste Ansatz für betriebliches Lernen.“", fr: "« L'approche la plus humaine de la formation en entreprise. »" }) },
    { logo: image("logo-press-hrmag.svg", "HR Magazin"), quote: tr({ en: "“A platform built around employees' expertise.”", de: "„Eine Plattform rund um das Wissen der Mitarbeitenden.“", fr: "« Une plateforme construite autour de l'expertise des salariés. »" }) },
    { logo: image("logo-press-lesechos.svg", "L'Écho Pro"), quote: tr({ en: "“Lyon's learning scale-up is going global.”", de: "„Das Lyoner Lern-Scale-up geht global.“", fr: "« La scale-up lyonnaise de la formation part à la conquête du monde. »" }) },
  ]);
}

function homePage(): SeedGroup {
  return singleton("home_page", (lang: Lang, tr, r) => ({
    indicator: tr({ en: "Collaborative learning platform", de: "Plattform für kollaboratives Lernen", fr: "Plateforme d'apprentissage collaboratif" }),
    title: tr({ en: "Your experts already know. Let them teach.", de: "Ihre Fachleute wissen es schon. Lassen Sie sie lehren.", fr: "Vos experts savent déjà. Laissez-les transmettre." }),
    subtitle: [
      r.p(
        tr({
          en: "Quillio helps employees turn what they know into courses, learning paths and certifications, right inside Slack, Teams and your HRIS.",
          de: "Mit Quillio machen Mitarbeitende aus ihrem Wissen Kurse, Lernpfade und Zertifizierungen, direkt in Slack, Teams und Ihrem HRIS.",
          fr: "Quillio aide les collaborateurs à transformer leur savoir en cours, parcours et certifications, directement dans Slack, Teams et votre SIRH.",
        }),
      ),
    ],
    header_image: image("illustration-home-hero.svg", tr({ en: "A course being written by three colleagues", de: "Ein Kurs, den drei Kollegen gemeinsam schreiben", fr: "Un cours rédigé par trois collègues" })),
    wistia_id: "q1ll10home",
    header_cta_1_label: tr({ en: "Try for free", de: "Kostenlos testen", fr: "Essai gratuit" }),
    header_cta_1_link: docLink("form_page", "free-trial", lang),
    header_cta_1_type: "primary",
    header_cta_2_label: tr({ en: "Book a demo", de: "Demo buchen", fr: "Demander une démo" }),
    header_cta_2_link: docLink("form_page", "demo", lang),
    header_cta_2_type: "secondary",
    logo_wall_title: tr({ en: "1,900 companies learn with Quillio", de: "1.900 Unternehmen lernen mit Quillio", fr: "1 900 entreprises apprennent avec Quillio" }),
    logo_wall_logos: (["nordwind", "atelier", "vantage", "helio", "brightbank", "kestrel"] as const).map((key) => ({ logo: image(`logo-${key}.svg`, COMPANIES[key]) })),
    body: [
      slice("use_cases", {
        title: tr({ en: "One platform, every learning need", de: "Eine Plattform für jeden Lernbedarf", fr: "Une plateforme pour tous les besoins de formation" }),
        subtitle: tr({ en: "Start with one team, grow to the whole company.", de: "Mit einem Team starten, auf das ganze Unternehmen wachsen.", fr: "Commencez avec une équipe, étendez à toute l'entreprise." }),
      }, [
        {
          illustration: image("illustration-use-case-onboarding.svg", ""),
          title: tr({ en: "Onboarding", de: "Onboarding", fr: "Intégration" }),
          description: tr({ en: "Productive in weeks, not months.", de: "In Wochen produktiv, nicht in Monaten.", fr: "Autonome en quelques semaines, pas en quelques mois." }),
          link: docLink("landing_page", "employee-onboarding", lang),
          link_label: tr({ en: "Explore onboarding", de: "Onboarding entdecken", fr: "Découvrir l'intégration" }),
        },
        {
          illustration: image("illustration-use-case-compliance.svg", ""),
          title: tr({ en: "Compliance", de: "Compliance", fr: "Conformité" }),
          description: tr({ en: "Mandatory training people finish.", de: "Pflichtschulungen, die abgeschlossen werden.", fr: "Des formations obligatoires que l'on termine." }),
          link: docLink("landing_page", "compliance-training", lang),
          link_label: tr({ en: "Explore compliance", de: "Compliance entdecken", fr: "Découvrir la conformité" }),
        },
        {
          illustration: image("illustration-use-case-sales.svg", ""),
          title: tr({ en: "Sales enablement", de: "Sales Enablement", fr: "Équipes commerciales" }),
          description: tr({ en: "Every launch in every store, in days.", de: "Jede Neuheit in jeder Filiale, in Tagen.", fr: "Chaque lancement dans chaque magasin, en quelques jours." }),
          link: docLink("landing_page", "sales-enablement", lang),
          link_label: tr({ en: "Explore sales enablement", de: "Sales Enablement entdecken", fr: "Découvrir la solution" }),
        },
      ]),
      slice("slack_preview", {
        title: tr({ en: "Learning in the flow of work", de: "Lernen im Arbeitsalltag", fr: "Apprendre dans le flux du travail" }),
        description: [r.p(tr({ en: "Quizzes, reminders and new courses arrive where your teams already talk.", de: "Quizze, Erinnerungen und neue Kurse kommen dort an, wo Ihre Teams ohnehin kommunizieren.", fr: "Quiz, rappels et nouveaux cours arrivent là où vos équipes échangent déjà." }))],
        slack_preview: docLink("slack_preview", "weekly-quiz", lang),
      }),
      slice("quotes", { title: tr({ en: "What learning leaders say", de: "Was Lernverantwortliche sagen", fr: "Ce qu'en disent les responsables formation" }), is_external_rating_displayed: true }, [
        { quote: docLink("quote", "nordwind-hr", lang) },
        { quote: docLink("quote", "atelier-ld", lang) },
        { quote: docLink("quote", "vantage-sales", lang) },
      ]),
      slice("video_list", { title: tr({ en: "See it in action", de: "In Aktion sehen", fr: "Voir Quillio en action" }), video_list: docLink("video_list", "product-tour", lang) }),
      slice("badges_and_ratings", { title: tr({ en: "Rated by the people who use it", de: "Bewertet von denen, die es nutzen", fr: "Noté par celles et ceux qui l'utilisent" }) }, [
        { badge: image("badge-g2-leader.svg", "G2 Leader 2026"), platform_name: "G2", rating: 4.7, rating_label: "4.7/5", link: webLink("https://www.g2.com/", "_blank") },
        { badge: image("badge-capterra-best.svg", "Capterra Best Value 2026"), platform_name: "Capterra", rating: 4.8, rating_label: "4.8/5" },
      ]),
      pressMastheads(lang),
      trialCta(lang),
    ],
    meta_title: tr({
      en: "Quillio | The collaborative learning platform for companies",
      de: "Quillio | Die Plattform für kollaboratives Lernen im Unternehmen",
      fr: "Quillio | La plateforme d'apprentissage collaboratif pour les entreprises",
    }),
    meta_description: tr({
      en: "Turn your employees' expertise into courses, learning paths and certifications. AI course authoring, Slack and Teams apps, HRIS integrations.",
      de: "Machen Sie aus dem Wissen Ihrer Mitarbeitenden Kurse, Lernpfade und Zertifizierungen. KI-Kurserstellung, Slack- und Teams-Apps, HRIS-Integrationen.",
      fr: "Transformez l'expertise de vos collaborateurs en cours, parcours et certifications. Création par IA, applications Slack et Teams, intégrations SIRH.",
    }),
  }));
}

export function homeGroups(): SeedGroup[] {
  return [homePage(), ...quotes(), ...sharedLists()];
}
