/**
 * The cookie policy names everything the site stores (src/lib/storage-inventory.ts), one line per entry, per category
 * and language; an entry of the inventory without a line here stops the seed.
 */
import { storageInventory, type StorageArea, type StorageCategory, type StoredItem } from "../../../src/lib/storage-inventory";
import type { Lang, PerLang, RichTextBuilder, Tr } from "../lib";

type Line = { lasts: PerLang<string>; purpose: PerLang<string> };

const session: PerLang<string> = { en: "until the browser closes", de: "bis zum Schließen des Browsers", fr: "jusqu'à la fermeture du navigateur" };
const tab: PerLang<string> = { en: "until the tab closes", de: "bis zum Schließen des Tabs", fr: "jusqu'à la fermeture de l'onglet" };
const year: PerLang<string> = { en: "12 months", de: "12 Monate", fr: "12 mois" };
const untilWithdrawn: PerLang<string> = { en: "until you withdraw consent", de: "bis zum Widerruf Ihrer Einwilligung", fr: "jusqu'au retrait de votre consentement" };

/** What each entry is for and how long it lasts, keyed `<area>:<name>`. */
const lines: Record<string, Line> = {
  "cookie:consents": { lasts: year, purpose: { en: "your choices in the cookie banner", de: "Ihre Auswahl im Cookie-Banner", fr: "vos choix dans le bandeau cookies" } },
  "cookie:i18n_redirected": { lasts: year, purpose: { en: "the language you read the site in", de: "die Sprache, in der Sie die Website lesen", fr: "la langue dans laquelle vous lisez le site" } },
  "cookie:viewport": { lasts: year, purpose: { en: "the size of your screen (phone, tablet or desktop), so pages fit it", de: "die Größe Ihres Bildschirms (Telefon, Tablet oder Desktop), damit die Seiten passen", fr: "la taille de votre écran (téléphone, tablette ou ordinateur), pour adapter les pages" } },
  "cookie:geo_country": { lasts: session, purpose: { en: "the country your connection comes from, to offer the right consent defaults", de: "das Land Ihrer Verbindung, für die passenden Voreinstellungen der Einwilligung", fr: "le pays de votre connexion, pour proposer les bons réglages de consentement par défaut" } },
  "cookie:redemption_visitor": { lasts: { en: "400 days", de: "400 Tage", fr: "400 jours" }, purpose: { en: "the app code you were given, so you get the same one again (only on redemption code pages)", de: "der App-Code, den Sie erhalten haben, damit Sie denselben wieder bekommen (nur auf den Code-Seiten)", fr: "le code d'application qui vous a été remis, pour vous redonner le même (seulement sur les pages de codes)" } },
  "cookie:io.prismic.preview": { lasts: session, purpose: { en: "the preview of unpublished content (our editors only)", de: "die Vorschau unveröffentlichter Inhalte (nur unsere Redaktion)", fr: "la prévisualisation de contenus non publiés (notre équipe éditoriale uniquement)" } },
  "localStorage:promotion_dismissed": { lasts: { en: "until you clear your browser's data", de: "bis Sie die Daten Ihres Browsers löschen", fr: "jusqu'à ce que vous effaciez les données du navigateur" }, purpose: { en: "the announcement you closed, so it stays closed", de: "der Hinweis, den Sie geschlossen haben, damit er geschlossen bleibt", fr: "l'annonce que vous avez fermée, pour qu'elle le reste" } },
  "sessionStorage:form_draft:*": { lasts: tab, purpose: { en: "what you typed in a form you have not sent yet", de: "was Sie in ein noch nicht gesendetes Formular eingegeben haben", fr: "ce que vous avez saisi dans un formulaire pas encore envoyé" } },
  "sessionStorage:maturity_model:*": { lasts: tab, purpose: { en: "your answers to the maturity assessment", de: "Ihre Antworten in der Reifegrad-Analyse", fr: "vos réponses à l'évaluation de maturité" } },
  "sessionStorage:reload-guard:*": { lasts: tab, purpose: { en: "when a page last reloaded itself for a new version of the site, so it does so only once", de: "wann sich eine Seite zuletzt für eine neue Version der Website neu geladen hat, damit das nur einmal geschieht", fr: "le dernier rechargement d'une page pour une nouvelle version du site, pour qu'il n'ait lieu qu'une fois" } },
  "cookie:traffic_session": { lasts: session, purpose: { en: "that your visit has begun, so its source is noted once", de: "dass Ihr Besuch begonnen hat, damit seine Herkunft einmal erfasst wird", fr: "le début de votre visite, pour n'en noter l'origine qu'une fois" } },
  "localStorage:traffic_source_initial": { lasts: untilWithdrawn, purpose: { en: "the campaign or site that first brought you here", de: "die Kampagne oder Website, über die Sie zuerst gekommen sind", fr: "la campagne ou le site qui vous a amené ici la première fois" } },
  "localStorage:traffic_source_most_recent": { lasts: untilWithdrawn, purpose: { en: "the campaign or site that brought you here most recently", de: "die Kampagne oder Website Ihres letzten Besuchs", fr: "la campagne ou le site de votre dernière visite" } },
  "localStorage:company_domain": { lasts: untilWithdrawn, purpose: { en: "the company your network belongs to, if it can be told", de: "das Unternehmen, zu dem Ihr Netzwerk gehört, falls erkennbar", fr: "l'entreprise à laquelle appartient votre réseau, si elle est identifiable" } },
  "cookie:last_submitted_email": { lasts: year, purpose: { en: "the address you last sent in a form, as the identifier of your visits", de: "die zuletzt in einem Formular gesendete Adresse, als Kennung Ihrer Besuche", fr: "la dernière adresse envoyée dans un formulaire, comme identifiant de vos visites" } },
  "cookie:_dd_s": { lasts: { en: "4 hours", de: "4 Stunden", fr: "4 heures" }, purpose: { en: "Datadog: the session of our error and performance monitoring", de: "Datadog: die Sitzung unserer Fehler- und Leistungsüberwachung", fr: "Datadog : la session de notre suivi des erreurs et des performances" } },
  "cookie:AMP_*": { lasts: year, purpose: { en: "Amplitude: an identifier of your visits for our audience statistics", de: "Amplitude: eine Kennung Ihrer Besuche für unsere Reichweitenstatistik", fr: "Amplitude : un identifiant de vos visites pour nos statistiques d'audience" } },
  "localStorage:AMP_*": { lasts: { en: "until sent", de: "bis zum Versand", fr: "jusqu'à l'envoi" }, purpose: { en: "Amplitude: events not yet sent", de: "Amplitude: noch nicht gesendete Ereignisse", fr: "Amplitude : les événements pas encore envoyés" } },
  "cookie:_ga": { lasts: { en: "2 years", de: "2 Jahre", fr: "2 ans" }, purpose: { en: "Google Analytics: an identifier of your visits", de: "Google Analytics: eine Kennung Ihrer Besuche", fr: "Google Analytics : un identifiant de vos visites" } },
  "cookie:_ga_*": { lasts: { en: "2 years", de: "2 Jahre", fr: "2 ans" }, purpose: { en: "Google Analytics: the state of your visit", de: "Google Analytics: der Stand Ihres Besuchs", fr: "Google Analytics : l'état de votre visite" } },
  "cookie:_gcl_*": { lasts: { en: "90 days", de: "90 Tage", fr: "90 jours" }, purpose: { en: "Google Ads: which ad brought you here", de: "Google Ads: welche Anzeige Sie hergeführt hat", fr: "Google Ads : l'annonce qui vous a amené ici" } },
  "cookie:_uetsid": { lasts: { en: "1 day", de: "1 Tag", fr: "1 jour" }, purpose: { en: "Microsoft Advertising: your visit, for the ads' results", de: "Microsoft Advertising: Ihr Besuch, für die Ergebnisse der Anzeigen", fr: "Microsoft Advertising : votre visite, pour les résultats des annonces" } },
  "cookie:_uetvid": { lasts: { en: "13 months", de: "13 Monate", fr: "13 mois" }, purpose: { en: "Microsoft Advertising: an identifier of your visits", de: "Microsoft Advertising: eine Kennung Ihrer Besuche", fr: "Microsoft Advertising : un identifiant de vos visites" } },
};

const areas: Record<StorageArea, PerLang<string>> = {
  cookie: { en: "cookie", de: "Cookie", fr: "cookie" },
  localStorage: { en: "local storage", de: "lokaler Speicher", fr: "stockage local" },
  sessionStorage: { en: "tab storage", de: "Tab-Speicher", fr: "stockage de l'onglet" },
};

const sections: Record<StorageCategory, { h: PerLang<string>; p: PerLang<string> }> = {
  necessary: {
    h: { en: "Necessary", de: "Notwendig", fr: "Nécessaires" },
    p: { en: "They make the site work as you asked and are always on:", de: "Sie lassen die Website so funktionieren, wie Sie es wünschen, und sind immer aktiv:", fr: "Ils font fonctionner le site comme vous le demandez et sont toujours actifs :" },
  },
  analytics: {
    h: { en: "Audience and monitoring", de: "Reichweite und Überwachung", fr: "Audience et suivi" },
    p: {
      en: "Only with your consent; withdrawing it erases every one of them. The services' own appear only when we use those services:",
      de: "Nur mit Ihrer Einwilligung; ein Widerruf löscht jeden einzelnen. Die der Dienste erscheinen nur, wenn wir diese Dienste nutzen:",
      fr: "Seulement avec votre consentement ; le retirer les efface tous. Ceux des services n'apparaissent que si nous utilisons ces services :",
    },
  },
  ad: {
    h: { en: "Advertising", de: "Werbung", fr: "Publicité" },
    p: {
      en: "Only with your consent, and only when our tag manager runs these services; withdrawing it erases them:",
      de: "Nur mit Ihrer Einwilligung und nur, wenn unser Tag-Manager diese Dienste lädt; ein Widerruf löscht sie:",
      fr: "Seulement avec votre consentement, et seulement si notre gestionnaire de balises charge ces services ; le retirer les efface :",
    },
  },
};

const keyOf = (item: StoredItem) => `${item.area}:${item.name}`;

/** The name as the policy writes it: a prefix with an ellipsis ("form_draft:…"). */
export const policyName = (item: StoredItem) => (item.name.endsWith("*") ? `${item.name.slice(0, -1)}…` : item.name);

/** The cookie policy's sections, written from the inventory. */
export function storageSections(lang: Lang, tr: Tr, r: RichTextBuilder) {
  const missing = storageInventory.filter((item) => !lines[keyOf(item)]).map(keyOf);
  if (missing.length) throw new Error(`The cookie policy has no line for ${missing.join(", ")}`);
  return (Object.keys(sections) as StorageCategory[]).flatMap((category) => [
    r.h2(tr(sections[category].h)),
    r.p(tr(sections[category].p)),
    ...r.ul(
      ...storageInventory
        .filter((item) => item.category === category)
        .map((item) => {
          const line = lines[keyOf(item)];
          return `\`${policyName(item)}\` (${tr(areas[item.area])}, ${tr(line.lasts)}): ${tr(line.purpose)}.`;
        }),
    ),
  ]);
}
