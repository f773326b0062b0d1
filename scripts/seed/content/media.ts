/** Every media file the seed documents use. */
import { badge, brandLogo, illustration, logo, portrait, sharingImage, thumbnail } from "../assets";

/** Customers and partners that appear in logos, quotes and case studies. */
export const COMPANIES = {
  nordwind: "Nordwind Logistik",
  atelier: "Atelier Lumen",
  vantage: "Vantage Retail",
  helio: "Helio Energy",
  brightbank: "BrightBank",
  kestrel: "Kestrel Pharma",
  orbis: "Orbis Hotels",
  mosaic: "Mosaic Insurance",
} as const;

export const PARTNER_LOGOS = {
  workday: "Peoplegrid",
  slack: "Chatterly",
  teams: "Teamspace",
  sap: "Corvid HR",
  personio: "Staffwise",
  coursera: "OpenSyllabus",
  deloitte: "Clearpath Consulting",
  bamboo: "Bamboo Fields",
} as const;

export const ARTICLE_THUMBS = [
  "collaborative-learning",
  "onboarding-checklist",
  "ai-authoring",
  "microlearning",
  "learning-week",
  "skills-matrix",
  "manager-coaching",
  "compliance-training",
  "learning-metrics",
  "hybrid-teams",
  "sales-enablement",
  "knowledge-sharing",
  "peer-feedback",
  "learning-paths",
  "guide-onboarding",
  "guide-skills",
] as const;

export const EVENT_THUMBS = ["ld-summit", "berlin-meetup", "paris-roundtable", "webinar-ai", "webinar-onboarding", "webinar-skills"] as const;
export const CASE_THUMBS = ["nordwind", "atelier", "vantage", "helio"] as const;
export const ILLUSTRATIONS = [
  "404-home",
  "404-blog",
  "404-trial",
  "404-contact",
  "home-hero",
  "form-demo",
  "form-trial",
  "form-contact",
  "form-partners",
  "newsletter",
  "use-case-onboarding",
  "use-case-upskilling",
  "use-case-compliance",
  "use-case-sales",
  "security-hosting",
  "security-gdpr",
  "security-sso",
  "menu-banner-product",
  "menu-banner-resources",
  "collective",
  "privacy-header",
  "collaborative-learning",
  "performance-academy",
  "studio",
  "maturity-model",
  "roi",
  "certification",
  "ld-next",
  "movement",
  "slack-mobile",
  "team-plan",
] as const;

export async function seedAssets(): Promise<void> {
  brandLogo();
  for (const name of ILLUSTRATIONS) illustration(name);
  for (const name of [...ARTICLE_THUMBS, ...EVENT_THUMBS, ...CASE_THUMBS, "studio-episode", "product-ai", "product-paths", "solution-sales", "book-cover", "ebook-onboarding-cover", "ebook-skills-cover"]) {
    await thumbnail(name);
  }
  for (const [key, label] of Object.entries(COMPANIES)) logo(key, label);
  for (const [key, label] of Object.entries(PARTNER_LOGOS)) logo(`partner-${key}`, label);
  for (const [key, label] of Object.entries({ forbes: "The Ledger", techweek: "TechWeek", hrmag: "HR Magazin", lesechos: "L'Écho Pro" })) {
    logo(`press-${key}`, label);
  }
  badge("g2-leader", "G2 Leader");
  badge("capterra-best", "Best Value");
  badge("gartner", "Peer Choice");
  const people: Record<string, string> = {
    "clara-hoffmann": "Clara Hoffmann",
    "julien-moreau": "Julien Moreau",
    "maya-patel": "Maya Patel",
    "tobias-richter": "Tobias Richter",
    "amelie-laurent": "Amélie Laurent",
    "sofia-garcia": "Sofia García",
    "david-okafor": "David Okafor",
    "lena-schubert": "Lena Schubert",
    "nora-lindqvist": "Nora Lindqvist",
  };
  for (const [key, name] of Object.entries(people)) portrait(key, name);
  await sharingImage("default-en", "Quillio", "The collaborative learning platform for companies");
  await sharingImage("default-de", "Quillio", "Die Plattform für kollaboratives Lernen im Unternehmen");
  await sharingImage("default-fr", "Quillio", "La plateforme d'apprentissage collaboratif");
}
