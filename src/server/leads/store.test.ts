import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../db";
import { testSubmission } from "../testing/leads";
import { testDatabases } from "../testing/databases";
import { recordSubmission, storeReceivedLeads, type SubmissionInput } from "./store";

const lead = (email: string): SubmissionInput =>
  testSubmission({
    kind: "form",
    formType: "contact",
    fields: { email },
    destinations: [{ destination: "marketo.lead", message: { formType: "contact", locale: "en", fields: { email } } }],
  });

describe.each(testDatabases())("a submission sent again with its idempotency key on $name", (database) => {
  let db: Db;
  let close: () => Promise<void>;
  beforeEach(async () => {
    ({ db, close } = await database.open());
  });
  afterEach(() => close());

  const count = async (table: "submissions" | "outbox") => Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);

  it("is the submission stored the first time: one row, one delivery, the same id", async () => {
    const key = "3f1c0e9a-7f2b-4c51-9e4e-0d7f6a1b2c3d";
    const first = await recordSubmission(lead("ada@analytical.example"), { db, idempotencyKey: key });
    const again = await recordSubmission(lead("ada@analytical.example"), { db, idempotencyKey: key });
    expect(first.repeated).toBe(false);
    expect(again).toEqual({ id: first.id, createdAt: first.createdAt, repeated: true });
    expect(await count("submissions")).toBe(1);
    expect(await count("outbox")).toBe(1);
  });

  it("is stored once when the attempts race (the first still being answered when the retry arrives)", async () => {
    const key = "race-7f2b4c519e4e0d7f6a1b";
    const results = await Promise.all([0, 1, 2, 3].map(() => recordSubmission(lead("grace@analytical.example"), { db, idempotencyKey: key })));
    expect(new Set(results.map((result) => result.id)).size).toBe(1);
    expect(results.filter((result) => !result.repeated)).toHaveLength(1);
    expect(await count("submissions")).toBe(1);
    expect(await count("outbox")).toBe(1);
  });

  it("keeps kinds and keys apart, and stores every submission without a key", async () => {
    await recordSubmission(lead("a@analytical.example"), { db, idempotencyKey: "shared-key-0000000001" });
    const trial = lead("a@analytical.example");
    await recordSubmission({ ...trial, lead: { ...trial.lead, kind: "free_trial" } }, { db, idempotencyKey: "shared-key-0000000001" });
    await recordSubmission(lead("a@analytical.example"), { db, idempotencyKey: "another-key-000000002" });
    await recordSubmission(lead("a@analytical.example"), { db });
    await recordSubmission(lead("a@analytical.example"), { db });
    expect(await count("submissions")).toBe(5);
  });

  it("writes nothing of a repeated submission's own work (its transaction is not run again)", async () => {
    const key = "within-0000000000000001";
    let runs = 0;
    const within = async () => {
      runs += 1;
    };
    await recordSubmission(lead("b@analytical.example"), { db, idempotencyKey: key, within });
    await recordSubmission(lead("b@analytical.example"), { db, idempotencyKey: key, within });
    expect(runs).toBe(1);
  });
});

describe.each(testDatabases())("leads received earlier, stored in bulk on $name", (database) => {
  let db: Db;
  let close: () => Promise<void>;
  beforeEach(async () => {
    ({ db, close } = await database.open());
  });
  afterEach(() => close());

  it("are stored in the same columns as one submission, each at its own time, with nothing queued", async () => {
    const leads = Array.from({ length: 450 }, (_, index) => ({ lead: lead(`bulk-${index}@analytical.example`).lead, createdAt: new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString(), isSpam: index === 7 }));
    const ids = await storeReceivedLeads(db, leads);
    expect(new Set(ids).size).toBe(450);
    const { id: single } = await recordSubmission(lead("bulk-0@analytical.example"), { db });
    const columns = async (id: string) => {
      const { id: _id, created_at: _at, is_spam: _spam, ...rest } = await db.selectFrom("submissions").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      return rest;
    };
    expect(await columns(ids[0]!)).toEqual(await columns(single));
    const row = await db.selectFrom("submissions").select(["created_at", "is_spam"]).where("id", "=", ids[7]!).executeTakeFirstOrThrow();
    expect(row).toEqual({ created_at: "2026-01-01T00:07:00.000Z", is_spam: 1 });
    expect(await count("submissions")).toBe(451);
    expect(await count("outbox")).toBe(1);
  });

  const count = async (table: "submissions" | "outbox") => Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
});
