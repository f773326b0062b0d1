import type { Lead as CanonicalLead } from "@/lib/leads/lead";
import type { Db } from "@/server/db";
import type { OutboxStatus } from "@/server/db/schema";
import { leadOfRow } from "@/server/leads/columns";
import { getDb } from "../db";
import { retryFailed } from "../outbox/admin";
import { kickOutbox } from "../outbox/worker";
import { recordAudit } from "./audit";
import { mailOf } from "./campaigns";
import { deliveryOutcome, type DeliveryOutcome } from "./delivery-state";
import type { ConsentState } from "./leads";
import type { AdminSession } from "./session";

/** What a lead's id looks like (a UUID, or an assessment's id the browser chose): anything else is no lead. */
const LEAD_ID = /^[A-Za-z0-9_-]{1,100}$/;
export const isLeadId = (value: unknown): value is string => typeof value === "string" && LEAD_ID.test(value);

export interface LeadDeliveryDetail {
  id: string;
  destination: string;
  status: OutboxStatus;
  /** The status, or `kept` when only an embedded default took it (not sent). */
  outcome: DeliveryOutcome;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  nextAttemptAt: string;
  forwardedAt: string | null;
  parkedAt: string | null;
  /** A mail's template and recipient (the `mail` destination only). */
  mail: { template: string; to: string; locale: string } | null;
  /** Parked or given up: the lead's page offers to replay it. */
  replayable: boolean;
}

/** A mail the site kept in `outgoing_email` for this lead (no mail service: it was not sent). */
export interface KeptMail {
  id: string;
  recipient: string;
  subject: string;
  body: string;
  attachments: string[];
  createdAt: string;
}

export interface LeadDetail {
  id: string;
  createdAt: string;
  isSpam: boolean;
  lead: CanonicalLead;
  /** The attribution columns: source, medium, campaign. */
  attribution: { source: string; medium: string | null; campaign: string | null } | null;
  consent: ConsentState;
  /** When the newsletter sign-up's confirmation link was followed (newsletter leads only). */
  confirmedAt: string | null;
  deliveries: LeadDeliveryDetail[];
  keptMails: KeptMail[];
  /** The maturity report the visitor's browser uploaded, if any. */
  reports: { fileName: string; sizeBytes: number; createdAt: string }[];
}

function fileNames(json: string | null): string[] {
  try {
    const value: unknown = json ? JSON.parse(json) : [];
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
}

/** Everything the console knows of one lead: what the person sent, where they came from, each delivery and mail. */
export async function leadDetail(db: Db, id: string): Promise<LeadDetail | null> {
  if (!isLeadId(id)) return null;
  const row = await db.selectFrom("submissions").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const { id: _id, createdAt, isSpam, ...lead } = leadOfRow(row);
  const entries = await db
    .selectFrom("outbox")
    .select(["id", "destination", "message", "status", "result", "attempts", "last_error", "created_at", "next_attempt_at", "forwarded_at", "parked_at"])
    .where("submission_id", "=", id)
    .orderBy("created_at")
    .orderBy("destination")
    .execute();
  const mailIds = entries.filter((entry) => entry.destination === "mail").map((entry) => entry.id);
  const kept = mailIds.length
    ? await db.selectFrom("outgoing_email").select(["id", "recipient", "subject", "body", "attachments", "created_at"]).where("id", "in", mailIds).orderBy("created_at").execute()
    : [];
  const confirmation = await db.selectFrom("newsletter_confirmations").select("confirmed_at").where("submission_id", "=", id).executeTakeFirst();
  const reports = await db.selectFrom("assessment_pdfs").select(["file_name", "size_bytes", "created_at"]).where("submission_id", "=", id).orderBy("created_at").execute();
  const consent: ConsentState =
    row.kind === "newsletter" ? (confirmation ? "confirmed" : "unconfirmed") : row.marketing_consent === null ? "not asked" : row.marketing_consent === 1 ? "yes" : "no";
  return {
    id,
    createdAt,
    isSpam,
    lead,
    attribution: row.source ? { source: row.source, medium: row.medium, campaign: row.campaign } : null,
    consent,
    confirmedAt: confirmation?.confirmed_at ?? null,
    deliveries: entries.map((entry) => ({
      id: entry.id,
      destination: entry.destination,
      status: entry.status,
      outcome: deliveryOutcome(entry),
      attempts: entry.attempts,
      lastError: entry.last_error,
      createdAt: entry.created_at,
      nextAttemptAt: entry.next_attempt_at,
      forwardedAt: entry.forwarded_at,
      parkedAt: entry.parked_at,
      mail: entry.destination === "mail" ? mailOf(entry.message) : null,
      replayable: entry.status === "parked" || entry.status === "failed",
    })),
    keptMails: kept.map((mail) => ({ id: mail.id, recipient: mail.recipient, subject: mail.subject, body: mail.body, attachments: fileNames(mail.attachments), createdAt: mail.created_at })),
    reports: reports.map((report) => ({ fileName: report.file_name, sizeBytes: Number(report.size_bytes), createdAt: report.created_at })),
  };
}

/** The lead's page, read by an admin: audited (`lead_viewed`), as every view of a person's data is. */
export async function viewLead(session: AdminSession, id: string, options: { db?: Db } = {}): Promise<LeadDetail | null> {
  const db = options.db ?? (await getDb());
  const detail = await leadDetail(db, id);
  if (detail) await recordAudit(session, "lead_viewed", { lead: id }, { db });
  return detail;
}

/**
 * Replays a lead's parked or given-up deliveries (one, or all of them) as the deliveries page does for every lead:
 * a fresh start now, the worker woken, audited as `deliveries_replay` with the lead (and delivery). Returns how many.
 */
export async function replayLeadDeliveries(session: AdminSession, target: { lead: string; delivery?: string }, options: { db?: Db } = {}): Promise<number> {
  const db = options.db ?? (await getDb());
  const replayed = await retryFailed(db, { submissionId: target.lead, id: target.delivery });
  if (replayed > 0) kickOutbox();
  await recordAudit(session, "deliveries_replay", { replayed, lead: target.lead, ...(target.delivery ? { delivery: target.delivery } : {}) }, { db });
  return replayed;
}
