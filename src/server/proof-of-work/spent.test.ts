import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/server/db";
import { reopenTestDb, testDatabases } from "@/server/testing/databases";
import { spendProof } from "./spent";

describe.each(testDatabases())("spent proofs of work ($name)", (database) => {
  let one: Db;
  let two: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const opened = await database.open();
    ({ db: one, close } = opened);
    // A second instance: its own connection to the same database.
    two = await reopenTestDb(opened.options);
  });
  afterAll(async () => {
    await two.destroy();
    await close();
  });

  it("a solution is spent once, whichever instance sees it first; racing requests get one acceptance", async () => {
    const now = Date.now();
    const expires = now + 600_000;
    expect(await spendProof("a".repeat(64), expires, now, one)).toBe(true);
    expect(await spendProof("a".repeat(64), expires, now, two)).toBe(false);
    expect(await spendProof("a".repeat(64), expires, now, one)).toBe(false);
    const racing = await Promise.all([one, two, one, two].map((db) => spendProof("b".repeat(64), expires, now, db)));
    expect(racing.filter(Boolean)).toHaveLength(1);
  });

  it("keeps the signature hashed and forgets it once the challenge has expired", async () => {
    const now = Date.now();
    await spendProof("c".repeat(64), now + 1_000, now, one);
    expect(JSON.stringify(await one.selectFrom("rate_limit_hits").select("key").execute())).not.toContain("ccc");
    // A minute later the expired row is swept; the challenge itself is refused as expired by then.
    await spendProof("d".repeat(64), now + 600_000, now + 120_000, two);
    const left = await one.selectFrom("rate_limit_hits").select("expires_at").where("expires_at", "<", now + 120_000).execute();
    expect(left).toEqual([]);
  });
});
