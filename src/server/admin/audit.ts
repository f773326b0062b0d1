import { randomUUID } from "node:crypto";
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

/** Writes one line of the audit log: who (the session's address), what, and the action's particulars. */
export async function recordAudit(
  session: Pick<AdminSession, "sessionId" | "email"> & Partial<AdminSession>,
  action: string,
  detail?: Record<string, unknown>,
  options: { db?: Db } = {},
): Promise<void> {
  const db = options.db ?? (await getDb());
  await db
    .insertInto("admin_audit")
    .values({
      id: randomUUID(),
      at: nextAt(),
      email: session.email,
      session_id: session.sessionId,
      action,
      detail: detail && Object.keys(detail).length > 0 ? JSON.stringify(detail) : null,
    })
    .execute();
}

/** The audit log, newest first: `limit` lines (at most 500) before the cursor `before` (an ISO time), optionally one address's. */
export async function listAudit(options: { limit?: number; before?: string; email?: string; db?: Db } = {}): Promise<AuditEntry[]> {
  const db = options.db ?? (await getDb());
  let query = db.selectFrom("admin_audit").selectAll().orderBy("at", "desc").orderBy("id", "desc").limit(Math.min(Math.max(options.limit ?? 100, 1), 500));
  if (options.before) query = query.where("at", "<", options.before);
  if (options.email) query = query.where("email", "=", options.email.toLowerCase());
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    at: row.at,
    email: row.email,
    sessionId: row.session_id,
    action: row.action,
    detail: row.detail ? (JSON.parse(row.detail) as Record<string, unknown>) : null,
  }));
}
