import type { OutboxEntry } from "@/server/db/schema";
import { keptNotSent } from "./delivery-state";
import { formatViewerDate } from "./viewer-dates";

/** The systems outside the site an erased lead may have reached: the site cannot erase what they hold. */
export const downstreamSystems = ["marketo", "learning_app", "chilipiper", "mail"] as const;
export type DownstreamSystem = (typeof downstreamSystems)[number];

/** What the erased deliveries show a downstream system got: where the erasure request must go next. */
export interface DownstreamRecord {
  system: DownstreamSystem;
  /** Erased leads delivered there (a mail: mails sent). */
  leads: number;
  /** Erased leads whose delivery may have arrived: an attempt in doubt, its answer never known. */
  inDoubt: number;
  /** ISO times of the first and last of those deliveries. */
  first: string;
  last: string;
}

/** A field of a delivery's answer (JSON), if it has one. */
function answerField(result: string | null, field: string): unknown {
  try {
    const answer: unknown = result ? JSON.parse(result) : null;
    return answer && typeof answer === "object" ? (answer as Record<string, unknown>)[field] : undefined;
  } catch {
    return undefined;
  }
}

export type ErasedEntry = Pick<OutboxEntry, "id" | "submission_id" | "destination" | "status" | "result" | "forwarded_at" | "doubt_since">;

/**
 * Where the erased deliveries went beyond the site: a forwarded entry that a real service answered (not an embedded
 * default that kept it here, not a mail withheld by its budget), and an entry in doubt that may have arrived.
 */
export function downstreamOf(entries: ErasedEntry[], keptHere: ReadonlySet<string>): DownstreamRecord[] {
  const bySystem = new Map<DownstreamSystem, { leads: Set<string>; inDoubt: Set<string>; times: string[] }>();
  for (const entry of entries) {
    const system = downstreamSystems.find((name) => entry.destination === name || entry.destination.startsWith(`${name}.`));
    if (!system) continue;
    const reached =
      entry.status === "forwarded" && !keptNotSent(entry.destination, entry.result) && !keptHere.has(entry.id) && answerField(entry.result, "via") !== "withheld";
    const doubt = entry.status !== "forwarded" && entry.doubt_since !== null;
    if (!reached && !doubt) continue;
    const record = bySystem.get(system) ?? { leads: new Set(), inDoubt: new Set(), times: [] };
    (reached ? record.leads : record.inDoubt).add(entry.submission_id);
    const at = reached ? entry.forwarded_at : entry.doubt_since;
    if (at) record.times.push(at);
    bySystem.set(system, record);
  }
  return downstreamSystems.flatMap((system) => {
    const record = bySystem.get(system);
    if (!record) return [];
    const times = record.times.sort();
    return [{ system, leads: record.leads.size, inDoubt: record.inDoubt.size, first: times[0] ?? "", last: times.at(-1) ?? "" }];
  });
}


/** One system the erasure could not reach, in the operator's words: what it got, and where the request goes next. */
export interface DownstreamNote {
  system: DownstreamSystem;
  name: string;
  got: string;
  next: string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const WORDS: Record<DownstreamSystem, { name: string; got: (n: number) => string; next: string }> = {
  marketo: { name: "Marketo", got: (n) => `${plural(n, "lead had", "leads had")} been forwarded to Marketo`, next: "delete the person in Marketo (or ask its administrator to)" },
  learning_app: {
    name: "The learning app",
    got: (n) => `${plural(n, "lead had", "leads had")} created an account or course registration in the learning app`,
    next: "ask the learning app's team to delete the account and registrations",
  },
  chilipiper: { name: "Chili Piper", got: (n) => `${plural(n, "demo request had", "demo requests had")} been routed through Chili Piper`, next: "delete the booking and the contact in Chili Piper" },
  mail: {
    name: "Mails sent",
    got: (n) => `${plural(n, "lead had", "leads had")} mails sent to the address`,
    next: "a mail already sent cannot be recalled: it stays in the person's mailbox and in the mail service's logs",
  },
};

/** The notes the erasure's confirmation page lists, dates in the viewer's `locale` (UTC). */
export function downstreamNotes(records: readonly DownstreamRecord[], locale: string): DownstreamNote[] {
  return records.map((record) => {
    const words = WORDS[record.system];
    const parts = [
      ...(record.leads > 0 ? [words.got(record.leads)] : []),
      ...(record.inDoubt > 0 ? [`${record.inDoubt} more may have arrived (an attempt whose answer was lost)`] : []),
    ];
    const date = (iso: string) => `${formatViewerDate(iso, locale)} UTC`;
    const when = !record.first ? "" : record.first === record.last ? ` on ${date(record.first)}` : ` between ${date(record.first)} and ${date(record.last)}`;
    return { system: record.system, name: words.name, got: `${parts.join("; ")}${when}`, next: words.next };
  });
}
