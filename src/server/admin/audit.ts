import { createHmac, randomUUID } from "node:crypto";
import { mailboxKey } from "@/lib/forms/mailbox";
import { normalizeEmail } from "@/lib/forms/email";
import { requestContext } from "@/server/observability/log.mjs";
import { generatedSecrets, signingSecret } from "@/server/security/signed-tokens";
import { getDb, type Db } from "../db";
import { isAdminEmail } from "./env";

export interface AuditEntry {
  id: string;
  /** ISO-8601 UTC. */
  at: string;
  /** Who: the admin's address; for a sign-in attempt, the address as given (see `auditedAddress`), "" when unknown. */
  email: string;
  sessionId: string | null;
  action: string;
  detail: Record<string, unknown> | null;
  /** The request's id (X-Request-Id, as on its log lines). */
  requestId: string | null;
  /** The client address the server vouched for. */
  clientAddress: string | null;
}

/** Who did something: an admin's session, or (a sign-in attempt) an address and no session yet. */
export interface AuditActor {
  email: string;
  sessionId: string | null;
  /** The client address the server vouches for (`clientAddressOf`), when the request had one. */
  clientAddress?: string | null;
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

/**
 * Writes one line of the audit log: who, what, the action's particulars, and where from (the request's id, read from
 * the request being handled, and the client's address). `signInLink`: the SHA-256 of the sign-in link it is about. Returns the line's id.
 */
export async function recordAudit(
  actor: AuditActor,
  action: string,
  detail?: Record<string, unknown>,
  options: { db?: Db; signInLink?: string } = {},
): Promise<string> {
  const db = options.db ?? (await getDb());
  const id = randomUUID();
  await db
    .insertInto("admin_audit")
    .values({
      id,
      at: nextAt(),
      email: actor.email,
      session_id: actor.sessionId,
      action,
      detail: detail && Object.keys(detail).length > 0 ? JSON.stringify(detail) : null,
      request_id: requestContext.getStore()?.requestId ?? null,
      client_address: actor.clientAddress ?? null,
      sign_in_link: options.signInLink ?? null,
    })
    .execute();
  return id;
}

const entryOf = (row: { id: string; at: string; email: string; session_id: string | null; action: string; detail: string | null; request_id: string | null; client_address: string | null }): AuditEntry => ({
  id: row.id,
  at: row.at,
  email: row.email,
  sessionId: row.session_id,
  action: row.action,
  detail: row.detail ? (JSON.parse(row.detail) as Record<string, unknown>) : null,
  requestId: row.request_id,
  clientAddress: row.client_address,
});

/** One line of the audit log, if it is one of `action`. */
export async function auditEntry(id: string, action: string, options: { db?: Db } = {}): Promise<AuditEntry | null> {
  const db = options.db ?? (await getDb());
  const row = await db.selectFrom("admin_audit").selectAll().where("id", "=", id).where("action", "=", action).executeTakeFirst();
  return row ? entryOf(row) : null;
}

/**
 * How the log names someone who tried to sign in: an address ADMIN_EMAILS allows as given (it is the team's); any
 * other redacted to its first character and its domain (`e…@elsewhere.example`), so the log keeps no stranger's
 * address, with `addressKey`, an HMAC of the address under the console's secret, that tells repeated attempts of one
 * address apart without revealing it.
 */
export function auditedAddress(email: string): { email: string; addressKey?: string } {
  if (isAdminEmail(email)) return { email: normalizeEmail(email) };
  const at = email.lastIndexOf("@");
  const redacted = at > 0 ? `${[...email][0]}…${email.slice(at)}` : "…";
  const addressKey = createHmac("sha256", signingSecret(generatedSecrets.consoleSessions)).update(`audit-address:${email}`).digest("hex").slice(0, 16);
  return { email: redacted, addressKey };
}

/** The log, newest first: `limit` lines (at most 500) before the cursor `before` (an ISO time), optionally one address's or some actions'. */
export async function listAudit(options: { limit?: number; before?: string; email?: string; actions?: readonly string[]; db?: Db } = {}): Promise<AuditEntry[]> {
  const db = options.db ?? (await getDb());
  let query = db.selectFrom("admin_audit").selectAll().orderBy("at", "desc").orderBy("id", "desc").limit(Math.min(Math.max(options.limit ?? 100, 1), 500));
  if (options.before) query = query.where("at", "<", options.before);
  if (options.email) query = query.where("email", "=", options.email.toLowerCase());
  if (options.actions && options.actions.length > 0) query = query.where("action", "in", options.actions);
  const rows = await query.execute();
  return rows.map(entryOf);
}
