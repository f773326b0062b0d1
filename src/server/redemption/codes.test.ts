import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../db";
import { reopenTestDb, testDatabases } from "../testing/databases";
import { campaignStats, claimCode, ensureShippedPool, findClaim, importCodes, recentClaimTimes } from "./codes";

const codes = (count: number, prefix = "CODE") => Array.from({ length: count }, (_, index) => `${prefix}${String(index).padStart(4, "0")}`);

describe.each(testDatabases())("redemption codes ($name)", (database) => {
  let db: Db;
  let options: Parameters<typeof reopenTestDb>[0];
  let close: () => Promise<void>;
  beforeEach(async () => ({ db, options, close } = await database.open()));
  afterEach(() => close());

  it("imports a pool once: codes it already has are skipped", async () => {
    expect(await importCodes(db, "acme", codes(3))).toEqual({ added: 3, skipped: 0 });
    expect(await importCodes(db, "acme", [...codes(5), "CODE0004"])).toEqual({ added: 2, skipped: 4 });
    // The same code in another campaign is another code.
    expect(await importCodes(db, "other", codes(1))).toEqual({ added: 1, skipped: 0 });
    expect((await campaignStats(db, "acme")).total).toBe(5);
  });

  it("gives a visitor one code and the same one again; another visitor gets another", async () => {
    await importCodes(db, "acme", codes(3));
    const first = await claimCode(db, "acme", "visitor-a");
    expect(first).toMatchObject({ isNew: true });
    expect(await claimCode(db, "acme", "visitor-a")).toEqual({ ...first, isNew: false });
    expect(await findClaim(db, "acme", "visitor-a")).toEqual({ code: first!.code, claimedAt: first!.claimedAt });
    const second = await claimCode(db, "acme", "visitor-b");
    expect(second!.code).not.toBe(first!.code);
    // A visitor of one campaign is nobody in another.
    expect(await findClaim(db, "other", "visitor-a")).toBeNull();
  });

  it("answers null once the pool is empty, and still gives earlier visitors their code", async () => {
    await importCodes(db, "small", codes(2));
    const a = await claimCode(db, "small", "a");
    await claimCode(db, "small", "b");
    expect(await claimCode(db, "small", "c")).toBeNull();
    expect((await claimCode(db, "small", "a"))!.code).toBe(a!.code);
    expect(await claimCode(db, "unknown", "a")).toBeNull();
  });

  it("hands 50 concurrent visitors 50 distinct codes, across five connections, none twice", async () => {
    await importCodes(db, "rush", codes(60));
    const connections = [db, ...(await Promise.all(Array.from({ length: 4 }, () => reopenTestDb(options))))];
    try {
      const claims = await Promise.all(Array.from({ length: 50 }, (_, index) => claimCode(connections[index % 5], "rush", `visitor-${index}`)));
      const handedOut = claims.map((claim) => claim!.code);
      expect(new Set(handedOut).size).toBe(50);
      const stats = await campaignStats(db, "rush");
      expect(stats).toMatchObject({ total: 60, claimed: 50, remaining: 10 });
    } finally {
      await Promise.all(connections.slice(1).map((connection) => connection.destroy()));
    }
  });

  it("one visitor's 20 concurrent requests get one code", async () => {
    await importCodes(db, "rush", codes(30));
    const connections = [db, ...(await Promise.all(Array.from({ length: 3 }, () => reopenTestDb(options))))];
    try {
      const claims = await Promise.all(Array.from({ length: 20 }, (_, index) => claimCode(connections[index % 4], "rush", "same-visitor")));
      expect(new Set(claims.map((claim) => claim!.code)).size).toBe(1);
      expect((await campaignStats(db, "rush")).claimed).toBe(1);
    } finally {
      await Promise.all(connections.slice(1).map((connection) => connection.destroy()));
    }
  });

  it("counts handed-out codes per UTC day", async () => {
    await importCodes(db, "acme", codes(5));
    await claimCode(db, "acme", "a", new Date("2026-11-20T23:30:00Z"));
    await claimCode(db, "acme", "b", new Date("2026-11-21T00:10:00Z"));
    await claimCode(db, "acme", "c", new Date("2026-11-21T18:00:00Z"));
    expect(await campaignStats(db, "acme")).toEqual({
      total: 5,
      claimed: 3,
      remaining: 2,
      perDay: [
        { day: "2026-11-20", count: 1 },
        { day: "2026-11-21", count: 2 },
      ],
    });
  });

  it("lists the claim times of the last 24 hours, for the dashboard's hourly rate", async () => {
    await importCodes(db, "acme", codes(4));
    const now = new Date("2026-11-21T12:00:00Z");
    await claimCode(db, "acme", "a", new Date("2026-11-20T11:59:00Z"));
    await claimCode(db, "acme", "b", new Date("2026-11-20T12:00:00Z"));
    await claimCode(db, "acme", "c", new Date("2026-11-21T11:30:00Z"));
    await importCodes(db, "other", codes(1));
    await claimCode(db, "other", "d", new Date("2026-11-21T11:45:00Z"));
    expect((await recentClaimTimes(db, "acme", now)).sort()).toEqual(["2026-11-20T12:00:00.000Z", "2026-11-21T11:30:00.000Z"]);
  });

  it("imports the pool shipped with the content once, and never tops up a pool", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "codes-"));
    try {
      writeFileSync(path.join(root, "demo.csv"), "Code\nAAAA1111\nBBBB2222\n");
      await ensureShippedPool(db, "demo", root);
      expect((await campaignStats(db, "demo")).total).toBe(2);
      writeFileSync(path.join(root, "demo.csv"), "Code\nAAAA1111\nBBBB2222\nCCCC3333\n");
      await ensureShippedPool(db, "demo", root);
      expect((await campaignStats(db, "demo")).total).toBe(2);
      // A path outside the folder is never read.
      await ensureShippedPool(db, "../demo", root);
      expect((await campaignStats(db, "../demo")).total).toBe(0);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
