import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "../db";
import { FakeChiliPiper, FakeLearningApp } from "../testing/fake-receivers";
import { testDatabases } from "../testing/databases";
import { bookDemo, bookingIdOf } from "./chilipiper";
import { createFreeTrialAccount, registerToCourse } from "./learning-app";
import { madeByOurAttempt, RECEIVER_CLOCK_SLACK_MS } from "./look-up";

const noDb = undefined as unknown as Db;
const account = { lang: "en", companyName: "Analytical Engines", email: "Ada@Analytical.example" };
const registration = { groupId: "onboarding-2026", lang: "en", email: "ada@analytical.example" };
const demo = { locale: "en", fields: { email: "ada@analytical.example" } };

describe("which record a look-up credits to our earlier attempt", () => {
  const since = "2026-03-01T10:00:00.000Z";
  const at = (offsetMs: number) => new Date(Date.parse(since) + offsetMs).toISOString();

  it("the one with our key when the receiver keeps keys, else one created since that attempt (less the clock slack)", () => {
    expect(madeByOurAttempt([{ id: "a", createdAt: at(1000), idempotencyKey: "other" }, { id: "b", idempotencyKey: "ours" }], "ours", since)?.id).toBe("b");
    expect(madeByOurAttempt([{ id: "a", createdAt: at(1000), idempotencyKey: "other" }], "ours", since)).toBeUndefined();
    expect(madeByOurAttempt([{ id: "old", createdAt: at(-RECEIVER_CLOCK_SLACK_MS - 1) }, { id: "new", createdAt: at(-RECEIVER_CLOCK_SLACK_MS) }], "ours", since)?.id).toBe("new");
    expect(madeByOurAttempt([{ id: "undated" }], "ours", since)).toBeUndefined();
  });
});

describe("the learning app's real adapter", () => {
  const learningApp = new FakeLearningApp();
  let url = "";
  beforeAll(async () => (url = await learningApp.start()));
  afterAll(() => learningApp.stop());
  beforeEach(() => {
    vi.stubEnv("LEARNING_APP_API_URL", url);
    vi.stubEnv("LEARNING_APP_API_TOKEN", "secret-token");
    learningApp.records.length = 0;
    learningApp.lookups = 0;
    learningApp.mode = "ok";
    learningApp.offersLookUp = true;
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("sends a first attempt without asking, with the entry's id as Idempotency-Key", async () => {
    await createFreeTrialAccount(account, { db: noDb, idempotencyKey: "key-1" });
    expect(learningApp.lookups).toBe(0);
    expect([...learningApp.applied]).toEqual([["key-1", 1]]);
  });

  it("in doubt, asks by email and answers the account our earlier attempt made, without creating another", async () => {
    const since = new Date().toISOString();
    const { accountId } = await createFreeTrialAccount(account, { db: noDb, idempotencyKey: "key-1" });
    const again = await createFreeTrialAccount(account, { db: noDb, idempotencyKey: "key-1", doubtSince: since });
    expect(again).toEqual({ accountId });
    expect(learningApp.lookups).toBe(1);
    expect(learningApp.records).toHaveLength(1);
  });

  it("in doubt, creates the account (same key) when the learning app has none since that attempt", async () => {
    await createFreeTrialAccount(account, { db: noDb, idempotencyKey: "an-older-trial" });
    const later = new Date(Date.now() + RECEIVER_CLOCK_SLACK_MS + 1000).toISOString();
    await createFreeTrialAccount(account, { db: noDb, idempotencyKey: "key-2", doubtSince: later });
    expect([...learningApp.applied]).toEqual([
      ["an-older-trial", 1],
      ["key-2", 1],
    ]);
  });

  it("asks for a course registration by email and group: another group's registration is not ours", async () => {
    const since = new Date().toISOString();
    await registerToCourse({ ...registration, groupId: "another-group" }, { db: noDb, idempotencyKey: "key-other" });
    await registerToCourse(registration, { db: noDb, idempotencyKey: "key-1", doubtSince: since });
    expect(learningApp.records.map((record) => record.key)).toEqual(["key-other", "key-1"]);
    const { registrationId } = await registerToCourse(registration, { db: noDb, idempotencyKey: "key-1", doubtSince: since });
    expect(learningApp.records.find((record) => record.key === "key-1")?.id).toBe(registrationId);
    expect(learningApp.records).toHaveLength(2);
  });

  it("a look-up that gets no answer sends nothing and is retried; one the learning app cannot answer (4xx) sends", async () => {
    const since = new Date().toISOString();
    learningApp.mode = "unavailable";
    await expect(createFreeTrialAccount(account, { db: noDb, idempotencyKey: "key-1", doubtSince: since })).rejects.toMatchObject({ name: "DownstreamError", retryable: true });
    expect(learningApp.records).toHaveLength(0);
    learningApp.mode = "ok";
    learningApp.offersLookUp = false;
    await createFreeTrialAccount(account, { db: noDb, idempotencyKey: "key-1", doubtSince: since });
    expect([...learningApp.applied]).toEqual([["key-1", 1]]);
  });
});

describe("Chili Piper's real adapter", () => {
  const chilipiper = new FakeChiliPiper();
  let url = "";
  beforeAll(async () => (url = await chilipiper.start()));
  afterAll(() => chilipiper.stop());
  beforeEach(() => {
    vi.stubEnv("CHILIPIPER_DOMAIN", "quillio");
    vi.stubEnv("CHILIPIPER_API_KEY", "key");
    vi.stubEnv("CHILIPIPER_API_URL", url);
    chilipiper.records.length = 0;
    chilipiper.lookups = 0;
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("routes the lead with its Idempotency-Key and a booking id derived from it; in doubt asks for that booking first", async () => {
    expect(await bookDemo(demo, { db: noDb, idempotencyKey: "entry-1" })).toEqual({ status: "routed", bookingId: bookingIdOf("entry-1") });
    expect(chilipiper.records[0]).toMatchObject({ key: "entry-1", body: { bookingId: bookingIdOf("entry-1"), form: demo.fields } });
    expect(await bookDemo(demo, { db: noDb, idempotencyKey: "entry-1", doubtSince: new Date().toISOString() })).toEqual({ status: "routed", bookingId: bookingIdOf("entry-1") });
    expect(chilipiper.lookups).toBe(1);
    expect(chilipiper.records).toHaveLength(1);
  });

  it("in doubt, routes again (same key and booking id) when Chili Piper has no such booking", async () => {
    await bookDemo(demo, { db: noDb, idempotencyKey: "entry-2", doubtSince: new Date().toISOString() });
    expect(chilipiper.lookups).toBe(1);
    expect([...chilipiper.applied]).toEqual([["entry-2", 1]]);
  });
});

describe.each(testDatabases())("the embedded defaults answer the same look-ups ($name)", (database) => {
  let db: Db;
  let close: () => Promise<void>;
  beforeEach(async () => ({ db, close } = await database.open()));
  afterEach(() => close());

  it("the learning app by email (any case) and group, Chili Piper by booking id", async () => {
    const since = new Date().toISOString();
    const { accountId } = await createFreeTrialAccount(account, { db, idempotencyKey: "key-1" });
    expect(await createFreeTrialAccount({ ...account, email: "ada@analytical.example" }, { db, idempotencyKey: "key-1", doubtSince: since })).toEqual({ accountId });
    const { registrationId } = await registerToCourse(registration, { db, idempotencyKey: "key-2" });
    expect(await registerToCourse(registration, { db, idempotencyKey: "key-2", doubtSince: since })).toEqual({ registrationId });
    await registerToCourse({ ...registration, groupId: "another-group" }, { db, idempotencyKey: "key-3", doubtSince: since });
    expect(await bookDemo(demo, { db, idempotencyKey: "key-4" })).toEqual({ status: "recorded", bookingId: bookingIdOf("key-4") });
    expect(await bookDemo(demo, { db, idempotencyKey: "key-4", doubtSince: since })).toEqual({ status: "recorded", bookingId: bookingIdOf("key-4") });

    expect(await db.selectFrom("learning_app_accounts").select("idempotency_key").execute()).toEqual([{ idempotency_key: "key-1" }]);
    expect((await db.selectFrom("learning_app_course_registrations").select(["idempotency_key", "group_id"]).orderBy("idempotency_key").execute())).toEqual([
      { idempotency_key: "key-2", group_id: "onboarding-2026" },
      { idempotency_key: "key-3", group_id: "another-group" },
    ]);
    expect(await db.selectFrom("embedded_deliveries").select(["idempotency_key", "reference"]).execute()).toEqual([{ idempotency_key: "key-4", reference: bookingIdOf("key-4") }]);
  });
});
