/** Channel of a visit without campaign parameters (spec section 9, referrer mapping). */
export type ReferrerChannel =
  | "organic_search"
  | "organic_social"
  | "organic_directory"
  | "organic_emailing"
  | "$direct"
  | "$referring_site";

const searchEngines = ["bing", "google", "yahoo", "yandex", "duckduckgo"];
const socialNetworks = ["facebook", "instagram", "linkedin", "reddit", "tiktok", "youtube"];
/** Hosts matched as a whole: `t.co` is Twitter/X's link shortener. */
const socialHosts = ["t.co"];
const directories = ["producthunt"];

/** The provider's own email domain: links in its emails land as organic_emailing. */
export const DEFAULT_EMAIL_DOMAIN = "mail.quillio.com";

export interface ReferrerContext {
  /** The site's own host name: a referrer from it is a direct visit. */
  ownHost: string;
  emailDomain?: string;
}

function stripWww(host: string): string {
  return host.replace(/^www\./, "");
}

export function referrerHost(referrer: string | null | undefined): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    return url.protocol === "http:" || url.protocol === "https:" ? stripWww(url.hostname.toLowerCase()) : null;
  } catch {
    return null;
  }
}

function isDomainOrSubdomain(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

/** Classifies a referrer URL. Brands match any label of the host (google.de, l.facebook.com, search.yahoo.co.jp). */
export function classifyReferrer(referrer: string | null | undefined, context: ReferrerContext): ReferrerChannel {
  const host = referrerHost(referrer);
  if (!host) return "$direct";
  const emailDomain = (context.emailDomain ?? DEFAULT_EMAIL_DOMAIN).toLowerCase();
  if (isDomainOrSubdomain(host, emailDomain)) return "organic_emailing";
  // Own host with or without www; other subdomains (the app, the landing-page host) are referring sites.
  if (host === stripWww(context.ownHost.toLowerCase())) return "$direct";
  const labels = host.split(".");
  if (labels.some((label) => searchEngines.includes(label))) return "organic_search";
  if (socialHosts.includes(host) || labels.some((label) => socialNetworks.includes(label))) return "organic_social";
  if (labels.some((label) => directories.includes(label))) return "organic_directory";
  return "$referring_site";
}
