import { createHmac, randomUUID } from "node:crypto";
import { mailboxKey } from "@/lib/forms/mailbox";
import { generatedSecrets, signingSecret } from "@/server/security/signed-tokens";
import { getDb, type Db } from "../db";
import type { AdminSession } from "./session";

export interface AuditEntry {
  id: string;
  /** ISO-8601 UTC. */
  at: string;
  email: string;
  sessionId: string | null;
  action: string;
  detail: Record<string, unknown> | null;
}

let lastAt = 0;

/** A time for the next line, after this process's previous one: lines written in one millisecond keep their order. */
function nextAt(): string {
  lastAt = Math.max(Date.now(), lastAt + 1);
  return new Date(lastAt).toISOString();
}

/**
 * How the audit log names a visitor's address (an erased person's): an HMAC-SHA-256 of its mailbox key under
 * `AUDIT_HMAC_SECRET` (else a key generated into DATA_DIR), hex. Never the address, nor a bare hash of it, which
 * anyone could match against a list of addresses; the same for every spelling, so whoever holds the key can tell
 * that a later request names someone already erased.
 */
export function auditAddressHmac(email: string): string {
  return createHmac("sha256", signingSecret(generatedSecrets.auditAddresses)).update(mailboxKey(email)).digest("hex");
}

/** Writes one line of the audit log: who (the session's address), what, and the action's particulars; returns its id. */
export async function recordAudit(
  session: Pick<AdminSession, "sessionId" | "email"> & Partial<AdminSession>,
  action: string,
  detail?: Record<string, unknown>,
  options: { db?: Db } = {},
): Promise<string> {
  const db = options.db ?? (await getDb());
  const id = randomUUID();
  await db
    .insertInto("admin_audit")
    .values({
      id,
      at: nextAt(),
      email: session.email,
      session_id: session.sessionId,
      action,
      detail: detail && Object.keys(detail).length > 0 ? JSON.stringify(detail) : null,
    })
    .execute();
  return id;
}

const entryOf = (row: { id: string; at: string; email: string; session_id: string | null; action: string; detail: string | null }): AuditEntry => ({
  id: row.id,
  at: row.at,
  email: row.email,
  sessionId: row.session_id,
  action: row.action,
  detail: row.detail ? (JSON.parse(row.detail) as Record<string, unknown>) : null,
});

/** One line of the audit log, if it is one of `action`. */
export async function auditEntry(id: string, action: string, options: { db?: Db } = {}): Promise<AuditEntry | null> {
  const db = options.db ?? (await getDb());
  const row = await db.selectFrom("admin_audit").selectAll().where("id", "=", id).where("action", "=", action).executeTakeFirst();
  return row ? entryOf(row) : null;
}

/** The audit log, newest first: `limit` lines (at most 500) before the cursor `before` (an ISO time), optionally one address's. */
export async function listAudit(options: { limit?: number; before?: string; email?: string; db?: Db } = {}): Promise<AuditEntry[]> {
  const db = options.db ?? (await getDb());
  let query = db.selectFrom("admin_audit").selectAll().orderBy("at", "desc").orderBy("id", "desc").limit(Math.min(Math.max(options.limit ?? 100, 1), 500));
  if (options.before) query = query.where("at", "<", options.before);
  if (options.email) query = query.where("email", "=", options.email.toLowerCase());
  const rows = await query.execute();
  return rows.map(entryOf);
}
