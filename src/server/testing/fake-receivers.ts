// Local stand-ins for the learning app's and Chili Piper's APIs, for the delivery tests and
// scripts/measure-deliveries.ts. Like a receiver that ignores `Idempotency-Key` (the worst case), every write
// that reaches them is applied as a new record; `applied` counts them per key, so a test sees each duplicate.
// Each answers the look-up the adapters ask before a retry in doubt:
//   learning app  GET /free-trial-accounts?email=  → { accounts: [{ id, email, createdAt }] }
//                 GET /groups/{groupId}/registrations?email=  → { registrations: [...] }
//   Chili Piper   GET /api/fire-edge/v1/org/concierge/bookings/{bookingId}  → the booking, or 404
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { FakeHttpServer } from "./fake-http-server";

/**
 * How writes are answered: `ok`; `slow` (the next `slowWrites` writes are applied after `slowMs`, then answered,
 * even when the caller has given up meanwhile); `hang` (applied, never answered: the caller is killed mid-call);
 * `unavailable` (every request, look-ups too, gets 503; nothing applied).
 */
export type FakeReceiverMode = "ok" | "slow" | "hang" | "unavailable";

export interface ReceivedRecord {
  id: string;
  /** The Idempotency-Key header of the write that made it. */
  key: string;
  email?: string;
  createdAt: string;
  body: Record<string, unknown>;
}

type Reply = (status: number, answer: unknown) => void;

abstract class FakeReceiver extends FakeHttpServer {
  readonly records: ReceivedRecord[] = [];
  /** Look-ups asked. */
  lookups = 0;
  mode: FakeReceiverMode = "ok";
  /** In `slow` mode: how many more writes are slow, and how slow. */
  slowWrites = Number.POSITIVE_INFINITY;
  slowMs = 0;
  /** Every answer waits this long first (a receiver far away; writes in flight when something else fails). */
  latencyMs = 0;
  /** False: the receiver's API has no look-up (404). */
  offersLookUp = true;

  /** Writes applied per Idempotency-Key: more than one is a duplicate. */
  get applied(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const record of this.records) counts.set(record.key, (counts.get(record.key) ?? 0) + 1);
    return counts;
  }

  /** Deliveries applied more than once. */
  get duplicated(): number {
    return [...this.applied.values()].filter((count) => count > 1).length;
  }

  protected receive(request: IncomingMessage, url: URL, body: string, response: ServerResponse): void {
    const reply: Reply = (status, answer) => {
      if (response.destroyed) return;
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(answer));
    };
    setTimeout(() => {
      if (this.mode === "unavailable") return reply(503, { error: "unavailable" });
      if (request.method === "GET" && !this.offersLookUp) return reply(404, { error: "not found" });
      this.route(request, url, body, reply);
    }, this.latencyMs);
  }

  protected abstract route(request: IncomingMessage, url: URL, body: string, reply: Reply): void;

  /** Applies a write as the mode says, then answers it with what `apply` returns. */
  protected write(request: IncomingMessage, body: string, reply: Reply, apply: (record: ReceivedRecord) => unknown): void {
    const parsed = JSON.parse(body || "{}") as Record<string, unknown>;
    const record = (): unknown => {
      const stored: ReceivedRecord = {
        id: randomUUID(),
        key: String(request.headers["idempotency-key"] ?? ""),
        email: typeof parsed.email === "string" ? parsed.email : undefined,
        createdAt: new Date().toISOString(),
        body: parsed,
      };
      this.records.push(stored);
      return apply(stored);
    };
    if (this.mode === "hang") return void record();
    if (this.mode === "slow" && this.slowWrites > 0) {
      this.slowWrites -= 1;
      setTimeout(() => reply(201, record()), this.slowMs);
      return;
    }
    reply(201, record());
  }
}

/** The learning app: free-trial accounts and course registrations. */
export class FakeLearningApp extends FakeReceiver {
  protected route(request: IncomingMessage, url: URL, body: string, reply: Reply): void {
    const group = /^\/groups\/([^/]+)\/registrations$/.exec(url.pathname);
    const groupId = group ? decodeURIComponent(group[1]!) : undefined;
    if (url.pathname !== "/free-trial-accounts" && !group) return reply(404, { error: "not found" });
    if (request.method === "POST") {
      return this.write(request, body, reply, (record) => {
        if (groupId) record.body.groupId = groupId;
        return { id: record.id };
      });
    }
    this.lookups += 1;
    const email = (url.searchParams.get("email") ?? "").toLowerCase();
    const found = this.records
      .filter((record) => record.email?.toLowerCase() === email && (groupId ? record.body.groupId === groupId : record.body.groupId === undefined))
      .map(({ id, email: address, createdAt }) => ({ id, email: address, createdAt }));
    reply(200, groupId ? { registrations: found } : { accounts: found });
  }
}

export const CHILIPIPER_BOOKINGS_PATH = "/api/fire-edge/v1/org/concierge/bookings/";

/** Chili Piper's Concierge: demo leads routed to a rep, each a booking. */
export class FakeChiliPiper extends FakeReceiver {
  protected route(request: IncomingMessage, url: URL, body: string, reply: Reply): void {
    if (request.method === "POST" && url.pathname === "/api/fire-edge/v1/org/concierge/route") {
      return this.write(request, body, reply, (record) => ({ bookingId: this.bookingIdOf(record), routed: true }));
    }
    if (request.method === "GET" && url.pathname.startsWith(CHILIPIPER_BOOKINGS_PATH)) {
      this.lookups += 1;
      const bookingId = decodeURIComponent(url.pathname.slice(CHILIPIPER_BOOKINGS_PATH.length));
      const record = this.records.find((candidate) => this.bookingIdOf(candidate) === bookingId);
      return record ? reply(200, { bookingId, createdAt: record.createdAt }) : reply(404, { error: "no such booking" });
    }
    reply(404, { error: "not found" });
  }

  /** The caller's booking id when it sent one, else one of Chili Piper's own. */
  private bookingIdOf(record: ReceivedRecord): string {
    return typeof record.body.bookingId === "string" ? record.body.bookingId : record.id;
  }
}
