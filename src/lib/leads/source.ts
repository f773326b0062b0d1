import type { TrafficSource } from "../forms/traffic-source";

/** A lead's attribution as the console filters and counts it: source, medium and campaign. */
export interface Attribution {
  source: string;
  medium: string;
  campaign: string | null;
}

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value.trim().slice(0, 200) : null);

/**
 * Where a visitor came from, in the words of the usual reports: the campaign's `utm_source` / `utm_medium`, a paid
 * click's engine (`gclid`, `msclkid`), the referring host, else direct. Null when the browser kept no record.
 */
export function attributionOf(source: TrafficSource | null | undefined): Attribution | null {
  if (!source) return null;
  const campaign = text(source.utm_campaign);
  const utm = text(source.utm_source);
  if (utm) return { source: utm.toLowerCase(), medium: (text(source.utm_medium) ?? "(none)").toLowerCase(), campaign };
  if (text(source.gclid)) return { source: "google", medium: "cpc", campaign };
  if (text(source.msclkid)) return { source: "bing", medium: "cpc", campaign };
  const referrer = text(source.referrer);
  if (referrer) {
    let host = referrer;
    try {
      host = new URL(referrer).host;
    } catch {
      // A referrer that is no address is kept as written.
    }
    return { source: host.toLowerCase(), medium: "referral", campaign };
  }
  return { source: "(direct)", medium: "(none)", campaign };
}

/** The attribution in a few words (`linkedin / paid`, `google / cpc`, `(direct) / (none)`), or "unknown". */
export function describeAttribution(attribution: Attribution | null): string {
  return attribution ? `${attribution.source} / ${attribution.medium}` : "unknown";
}

/** The hidden campaign fields of a form (Marketo's names) and the traffic record's names for them. */
export const CAMPAIGN_FIELDS = {
  utm_source: "utm_source",
  utm_medium: "utm_medium",
  utm_campaign: "utm_campaign",
  utm_content: "utm_content",
  utm_term: "utm_term",
  utm_campaign_id: "utm_campaign_id",
  utm_ad_id: "utm_ad_id",
  gclid: "gclid",
  msclkid: "msclkid",
  landing_page: "landingPage",
  referrer: "referrer",
  conversion_page: "conversionPage",
} as const satisfies Record<string, keyof TrafficSource>;
export type CampaignField = keyof typeof CAMPAIGN_FIELDS;

export const isCampaignField = (name: string): name is CampaignField => Object.hasOwn(CAMPAIGN_FIELDS, name);

/** A traffic record's campaign fields under the forms' names (what Marketo's hidden inputs carry). */
export function campaignFieldsOf(source: TrafficSource | null | undefined): Partial<Record<CampaignField, string>> {
  if (!source) return {};
  const fields: Partial<Record<CampaignField, string>> = {};
  for (const [field, key] of Object.entries(CAMPAIGN_FIELDS) as [CampaignField, keyof TrafficSource][]) {
    const value = source[key];
    if (typeof value === "string" && value !== "") fields[field] = value;
  }
  return fields;
}

/** A form's hidden campaign fields as the traffic record they were copied from, or null when it has none. */
export function trafficSourceOfCampaignFields(hidden: Record<string, unknown>): TrafficSource | null {
  const record = Object.fromEntries(
    Object.entries(CAMPAIGN_FIELDS).filter(([field]) => typeof hidden[field] === "string" && hidden[field] !== "").map(([field, key]) => [key, hidden[field]]),
  );
  return Object.keys(record).length > 0 ? (record as TrafficSource) : null;
}
