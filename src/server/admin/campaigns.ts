import { newsletterTopics } from "@/lib/forms/newsletter";
import { locales } from "@/routing/locales";
import type { Db } from "@/server/db";
import { deliveryOutcome, type DeliveryOutcome } from "./delivery-state";
import { CAMPAIGN_PATTERN, campaignStats, importCodes, type CampaignStats } from "@/server/redemption/codes";
import { parseCodesCsv } from "@/server/redemption/csv";

/** Largest App Store Connect file the console takes: Apple's files hold at most 150,000 codes of ~12 characters. */
export const MAX_CODES_FILE_BYTES = 4 * 1024 * 1024;
/** Mails listed on the campaigns page, newest first. */
export const RECENT_MAILS = 100;

export interface CampaignPool extends CampaignStats {
  campaign: string;
  /** When codes were last added to the pool; null for a published campaign without a pool yet. */
  lastImportAt: string | null;
  /** Whether the content publishes the campaign as active; null when no redemption page names it. */
  active: boolean | null;
}

/** A redemption campaign as the content publishes it (src/server/admin/content-campaigns.ts). */
export interface PublishedCampaign {
  campaign: string;
  active: boolean;
}

/**
 * Every redemption campaign with a pool of codes, and every published one (an empty pool until codes are uploaded):
 * size, handed out, remaining, codes handed out per day, and whether the content has it active.
 */
export async function listCampaigns(db: Db, published: PublishedCampaign[] = []): Promise<CampaignPool[]> {
  const pools = await db
    .selectFrom("redemption_codes")
    .select((eb) => ["campaign", eb.fn.max("imported_at").as("last_import_at")])
    .groupBy("campaign")
    .orderBy("campaign")
    .execute();
  const activeOf = new Map(published.map((campaign) => [campaign.campaign, campaign.active]));
  const withPools = await Promise.all(
    pools.map(async (pool) => ({ campaign: pool.campaign, lastImportAt: String(pool.last_import_at), active: activeOf.get(pool.campaign) ?? null, ...(await campaignStats(db, pool.campaign)) })),
  );
  const pooled = new Set(pools.map((pool) => pool.campaign));
  const empty = published
    .filter((campaign) => !pooled.has(campaign.campaign))
    .map((campaign) => ({ campaign: campaign.campaign, lastImportAt: null, active: campaign.active, total: 0, claimed: 0, remaining: 0, perDay: [] }));
  return [...withPools, ...empty].sort((a, b) => a.campaign.localeCompare(b.campaign));
}

export class CodesUploadError extends Error {
  constructor(
    readonly code: "invalid_campaign" | "unknown_campaign" | "no_codes" | "file_too_large",
    message: string,
  ) {
    super(message);
  }
}

export interface CodesUpload {
  campaign: string;
  /** Distinct valid codes in the file. */
  read: number;
  added: number;
  /** Codes the pool had already (an upload repeated is harmless). */
  skipped: number;
  duplicates: number;
  invalid: number;
  stats: CampaignStats;
}

/**
 * Adds the codes of an App Store Connect CSV to a campaign's pool, as `npm run codes:import` does: codes the pool
 * has are skipped, lines without a code are counted. Only a campaign the content publishes (`published`: a
 * redemption page names it) takes codes: a typo would otherwise make a pool no page hands out. Throws
 * CodesUploadError for a bad or unknown campaign, an oversized file or a file without any code.
 */
export async function uploadCodes(db: Db, campaign: string, file: string, published: readonly PublishedCampaign[]): Promise<CodesUpload> {
  if (!CAMPAIGN_PATTERN.test(campaign)) throw new CodesUploadError("invalid_campaign", "The campaign is the redemption page's uid: lower-case letters, digits and dashes.");
  if (!published.some((known) => known.campaign === campaign)) throw new CodesUploadError("unknown_campaign", "No redemption page of the content names this campaign.");
  if (Buffer.byteLength(file) > MAX_CODES_FILE_BYTES) throw new CodesUploadError("file_too_large", `The file is over ${MAX_CODES_FILE_BYTES / 1024 / 1024} MiB.`);
  const parsed = parseCodesCsv(file);
  if (parsed.codes.length === 0) throw new CodesUploadError("no_codes", `The file has no offer code (${parsed.invalid} lines without one).`);
  const { added, skipped } = await importCodes(db, campaign, parsed.codes);
  return { campaign, read: parsed.codes.length, added, skipped, duplicates: parsed.duplicates, invalid: parsed.invalid, stats: await campaignStats(db, campaign) };
}

export interface NewsletterAudience {
  /** Subscribed addresses per topic and language (a subscriber counts once in each topic they chose). */
  perTopic: { topic: string; perLanguage: Record<string, number>; total: number }[];
  /** Addresses per language and status. */
  perLanguage: { language: string; subscribed: number; unsubscribed: number }[];
}

function topicsOf(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((topic): topic is string => typeof topic === "string") : [];
  } catch {
    return [];
  }
}

/** Newsletter subscribers per topic and language (confirmed subscriptions: a sign-up counts once its link is followed). */
export async function newsletterAudience(db: Db): Promise<NewsletterAudience> {
  const rows = await db.selectFrom("newsletter_subscriptions").select(["language", "topics", "status"]).execute();
  const languages = [...new Set([...locales, ...rows.map((row) => row.language)])];
  const zero = () => Object.fromEntries(languages.map((language) => [language, 0])) as Record<string, number>;
  const topics = [...new Set([...newsletterTopics, ...rows.flatMap((row) => topicsOf(row.topics))])];
  const perTopic = new Map(topics.map((topic) => [topic, { topic, perLanguage: zero(), total: 0 }]));
  const perLanguage = new Map(languages.map((language) => [language, { language, subscribed: 0, unsubscribed: 0 }]));
  for (const row of rows) {
    const language = perLanguage.get(row.language)!;
    if (row.status !== "subscribed") {
      language.unsubscribed += 1;
      continue;
    }
    language.subscribed += 1;
    for (const topic of new Set(topicsOf(row.topics))) {
      const entry = perTopic.get(topic)!;
      entry.perLanguage[row.language] = (entry.perLanguage[row.language] ?? 0) + 1;
      entry.total += 1;
    }
  }
  return { perTopic: [...perTopic.values()], perLanguage: [...perLanguage.values()] };
}

export interface SentMail {
  id: string;
  createdAt: string;
  template: string;
  to: string;
  locale: string;
  /** The outbox's state, `kept` for a mail kept in `outgoing_email` (no SMTP_URL): never "forwarded" when not sent. */
  status: DeliveryOutcome;
  attempts: number;
  forwardedAt: string | null;
  lastError: string | null;
}

export interface MailsReport {
  /** Mails per template and state. */
  counts: { template: string; status: DeliveryOutcome; count: number }[];
  recent: SentMail[];
}

/** A mail entry's template, recipient and language, from its outbox message. */
export function mailOf(message: string): { template: string; to: string; locale: string } {
  try {
    const value = JSON.parse(message) as Record<string, unknown>;
    const text = (field: unknown) => (typeof field === "string" ? field : "");
    return { template: text(value.template) || "(unknown)", to: text(value.to), locale: text(value.locale) };
  } catch {
    return { template: "(unknown)", to: "", locale: "" };
  }
}

/** The mails the site sends (the outbox's `mail` entries) with their state: counts per template and the latest ones. */
export async function mailsReport(db: Db, limit = RECENT_MAILS): Promise<MailsReport> {
  const counts = new Map<string, MailsReport["counts"][number]>();
  let after: string | null = null;
  // Counted a page at a time: a message holds a mail's whole data (an .ics, links), never all of them at once.
  for (;;) {
    let query = db.selectFrom("outbox").select(["id", "destination", "message", "status", "result"]).where("destination", "=", "mail");
    if (after) query = query.where("id", ">", after);
    const rows = await query.orderBy("id").limit(2_000).execute();
    for (const row of rows) {
      const { template } = mailOf(row.message);
      const status = deliveryOutcome(row);
      const key = `${template}\u0000${status}`;
      const entry = counts.get(key) ?? { template, status, count: 0 };
      entry.count += 1;
      counts.set(key, entry);
    }
    if (rows.length < 2_000) break;
    after = rows[rows.length - 1]!.id;
  }
  const recent = await db
    .selectFrom("outbox")
    .select(["id", "created_at", "destination", "message", "status", "result", "attempts", "forwarded_at", "last_error"])
    .where("destination", "=", "mail")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return {
    counts: [...counts.values()].sort((a, b) => a.template.localeCompare(b.template) || a.status.localeCompare(b.status)),
    recent: recent.map((row) => ({
      id: row.id,
      createdAt: row.created_at,
      ...mailOf(row.message),
      status: deliveryOutcome(row),
      attempts: row.attempts,
      forwardedAt: row.forwarded_at,
      lastError: row.last_error,
    })),
  };
}
