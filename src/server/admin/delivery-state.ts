import { sql, type RawBuilder, type SqlBool } from "kysely";
import type { OutboxStatus } from "@/server/db/schema";

/**
 * How a delivery stands for the team: the outbox's state, except that a `forwarded` entry whose destination is an
 * embedded default (no `SMTP_URL`: the mail sits in `outgoing_email`; no Marketo REST credentials: the lead sits in
 * `embedded_deliveries`; no Chili Piper: the booking is recorded there) is `kept`: kept by the site, not sent.
 */
export type DeliveryOutcome = Exclude<OutboxStatus, "forwarded"> | "kept" | "forwarded";

/** A lead's deliveries as one state: the worst of its entries (the one the team acts on) first; `none` without any. */
export const deliveryStates = ["failed", "parked", "processing", "pending", "kept", "forwarded"] as const satisfies readonly DeliveryOutcome[];
export type DeliveryState = "none" | DeliveryOutcome;

/** The words the console shows for a state. */
export const deliveryStateLabels: Record<DeliveryState, string> = {
  none: "none",
  failed: "failed",
  parked: "parked",
  processing: "processing",
  pending: "pending",
  kept: "kept, not sent",
  forwarded: "forwarded",
};

/**
 * What an embedded default answers (`result` of the outbox entry, JSON): the mail transport `{ via: "table" }`
 * (src/server/mail/transport.ts), Marketo `{ status: "accepted" }` (src/server/integrations/marketo.ts), Chili Piper
 * `{ status: "recorded" }`. A real service answers otherwise (`via: "smtp"`, `created`/`updated`, `routed`).
 */
const EMBEDDED_ANSWERS: Record<string, { field: "via" | "status"; value: string }> = {
  mail: { field: "via", value: "table" },
  "marketo.lead": { field: "status", value: "accepted" },
  "chilipiper.booking": { field: "status", value: "recorded" },
};

/** Whether a forwarded entry only reached the embedded default of its destination. */
export function keptNotSent(destination: string, result: string | null): boolean {
  const embedded = EMBEDDED_ANSWERS[destination];
  if (!embedded || !result) return false;
  try {
    const answer: unknown = JSON.parse(result);
    return typeof answer === "object" && answer !== null && (answer as Record<string, unknown>)[embedded.field] === embedded.value;
  } catch {
    return false;
  }
}

export function deliveryOutcome(entry: { destination: string; status: OutboxStatus; result: string | null }): DeliveryOutcome {
  return entry.status === "forwarded" && keptNotSent(entry.destination, entry.result) ? "kept" : entry.status;
}

/** The worst state of a lead's deliveries. */
export function deliveryStateOf(outcomes: readonly DeliveryOutcome[]): DeliveryState {
  if (outcomes.length === 0) return "none";
  return deliveryStates.find((state) => outcomes.includes(state)) ?? "pending";
}

/**
 * `keptNotSent` in SQL, for an outbox row named `alias`: the answer as JSON text (`JSON.stringify`'s, no spaces), so a
 * LIKE finds the field and value on SQLite and PostgreSQL alike.
 */
export function keptNotSentSql(alias: string): RawBuilder<SqlBool> {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  const cases = Object.entries(EMBEDDED_ANSWERS).map(
    ([destination, { field, value }]) => sql<SqlBool>`(${column("destination")} = ${destination} and ${column("result")} like ${`%"${field}":"${value}"%`})`,
  );
  return sql<SqlBool>`(${column("status")} = 'forwarded' and (${sql.join(cases, sql` or `)}))`;
}

/** An outbox row (`alias`) whose outcome is one of `outcomes`, in SQL. */
export function outcomeInSql(alias: string, outcomes: readonly DeliveryOutcome[]): RawBuilder<SqlBool> {
  const statuses = outcomes.filter((outcome): outcome is Exclude<DeliveryOutcome, "kept" | "forwarded"> => outcome !== "kept" && outcome !== "forwarded");
  const parts: RawBuilder<SqlBool>[] = [];
  if (statuses.length > 0) parts.push(sql<SqlBool>`${sql.ref(`${alias}.status`)} in (${sql.join(statuses)})`);
  if (outcomes.includes("kept")) parts.push(keptNotSentSql(alias));
  if (outcomes.includes("forwarded")) parts.push(sql<SqlBool>`(${sql.ref(`${alias}.status`)} = 'forwarded' and not ${keptNotSentSql(alias)})`);
  return parts.length === 0 ? sql<SqlBool>`1 = 0` : sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}
