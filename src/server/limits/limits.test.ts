import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "../db";
import { testDatabases } from "../testing/databases";
import { randomUUID } from "node:crypto";
import { connectRedis, type RedisClient } from "../redis";
import { DatabaseStore, FailoverStore, Limiter, MemoryStore, RedisStore, type CounterStore, type LimitRule } from ".";

const rule: LimitRule = { name: "post", max: 3, windowMs: 60_000 };
const start = Date.UTC(2026, 10, 24, 12, 0, 0);

describe("memory store", () => {
  it("refuses the request past max, per rule and key", async () => {
    const store = new Limiter(new MemoryStore());
    for (let i = 0; i < 3; i += 1) expect((await store.hit(rule, "a", start + i)).allowed).toBe(true);
    expect(await store.hit(rule, "a", start + 10)).toMatchObject({ allowed: false });
    expect((await store.hit(rule, "b", start + 10)).allowed).toBe(true);
    expect((await store.hit({ ...rule, name: "email:/x" }, "a", start + 10)).allowed).toBe(true);
  });

  it("peeks without counting", async () => {
    const store = new Limiter(new MemoryStore());
    expect((await store.peek(rule, "a", start)).allowed).toBe(true);
    for (let i = 0; i < 3; i += 1) {
      expect((await store.peek(rule, "a", start + i)).allowed).toBe(true);
      await store.hit(rule, "a", start + i);
    }
    expect(await store.peek(rule, "a", start + 10)).toMatchObject({ allowed: false });
    // Halfway through the next window: 1.5 + 1 fits.
    expect((await store.peek(rule, "a", start + 90_000)).allowed).toBe(true);
  });

  it("adds to fixed windows, takes back, reads, and forgets a window once it is over", async () => {
    const store = new Limiter(new MemoryStore());
    expect(await store.add("client-hour-rows", "a", 3_600_000, 5, start)).toBe(5);
    expect(await store.add("client-hour-rows", "a", 3_600_000, 5, start + 1)).toBe(10);
    expect(await store.add("client-hour-rows", "a", 3_600_000, -5, start + 2)).toBe(5);
    expect(await store.add("client-hour-rows", "a", 3_600_000, 0, start + 3)).toBe(5);
    expect(await store.add("client-hour-rows", "a", 3_600_000, 5, start + 3_600_000)).toBe(5);
  });
});

describe.each(testDatabases())("database store on $name", (database) => {
  let db: Db;
  let close: () => Promise<void>;
  beforeEach(async () => {
    ({ db, close } = await database.open());
  });
  afterEach(async () => {
    await close();
  });

  it("two instances on one database count together: rotating between them does not pass the limit", async () => {
    const one = new Limiter(new DatabaseStore(async () => db));
    const two = new Limiter(new DatabaseStore(async () => db));
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push(await (i % 2 ? one : two).hit(rule, "198.51.100.7", start + i * 1000));
    expect(answers.map((answer) => answer.allowed)).toEqual([true, true, true, false, false, false]);
    expect(answers[3].retryAfterSeconds).toBeGreaterThan(0);
    expect((await one.hit(rule, "198.51.100.8", start + 6000)).allowed).toBe(true);
  });

  it("counts concurrent requests exactly", async () => {
    const store = new Limiter(new DatabaseStore(async () => db));
    const answers = await Promise.all(Array.from({ length: 20 }, () => store.hit({ ...rule, max: 5 }, "burst", start)));
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(5);
  });

  it("slides: the previous window weighs less as time passes, and old rows are swept", async () => {
    const store = new Limiter(new DatabaseStore(async () => db));
    for (let i = 0; i < 3; i += 1) await store.hit(rule, "k", start + i);
    // Halfway through the next window, half of the previous count still weighs: 1.5 + 1 fits, 1.5 + 2 does not.
    const next = start + 60_000 + 30_000;
    expect((await store.hit(rule, "k", next)).allowed).toBe(true);
    expect((await store.hit(rule, "k", next + 1)).allowed).toBe(false);
    // Two windows later nothing weighs, and the expired rows are gone.
    expect((await store.hit(rule, "k", start + 5 * 60_000)).allowed).toBe(true);
    const rows = await db.selectFrom("rate_limit_hits").selectAll().execute();
    expect(rows).toHaveLength(1);
  });

  it("peeks without counting, as another instance sees it", async () => {
    const one = new Limiter(new DatabaseStore(async () => db));
    const two = new Limiter(new DatabaseStore(async () => db));
    for (let i = 0; i < 3; i += 1) {
      expect((await two.peek(rule, "p", start + i)).allowed).toBe(true);
      await one.hit(rule, "p", start + i);
    }
    expect((await two.peek(rule, "p", start + 10)).allowed).toBe(false);
    expect((await two.peek(rule, "p", start + 90_000)).allowed).toBe(true);
    const [row] = await db.selectFrom("rate_limit_hits").select("count").execute();
    expect(Number(row.count)).toBe(3);
  });

  it("adds fixed-window totals, takes them back, and reads them without writing", async () => {
    const one = new Limiter(new DatabaseStore(async () => db));
    const two = new Limiter(new DatabaseStore(async () => db));
    expect(await one.add("client-hour-rows", "a", 3_600_000, 40, start)).toBe(40);
    expect(await two.add("client-hour-rows", "a", 3_600_000, 40, start + 1)).toBe(80);
    expect(await one.add("client-hour-rows", "a", 3_600_000, -40, start + 2)).toBe(40);
    expect(await two.add("client-hour-rows", "b", 3_600_000, 0, start + 3)).toBe(0);
    expect(await two.add("client-hour-rows", "a", 3_600_000, 1, start + 3_600_000)).toBe(1);
    expect(await db.selectFrom("rate_limit_hits").selectAll().execute()).toHaveLength(2);
  });

  it("stores no address or email in clear", async () => {
    const store = new Limiter(new DatabaseStore(async () => db));
    await store.hit({ ...rule, name: "email:/api/newsletter/subscribe" }, "someone@example.org", start);
    const [row] = await db.selectFrom("rate_limit_hits").selectAll().execute();
    expect(JSON.stringify(row)).not.toContain("someone");
    expect(row.key).toMatch(/^[\w-]{32}$/);
  });
});

describe("redis store without Redis", () => {
  it("fails at once, so the request is counted in the database instead of hanging", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const store = new Limiter(new RedisStore(() => connectRedis("redis://127.0.0.1:1", "unreachable")));
    const started = Date.now();
    await expect(store.hit(rule, "198.51.100.9", start)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(3_000);
    errors.mockRestore();
  });
});

describe("failover store", () => {
  const failing: CounterStore = { add: async () => Promise.reject(new Error("connection refused")) };
  const hanging: CounterStore = { add: () => new Promise(() => {}) };
  const logger = () => ({ warn: vi.fn(), info: vi.fn() });

  /** The fallback as the site has it: another store every instance shares (here one both stores below count in). */
  const fallback = () => new MemoryStore();
  const names = { name: "redis", fallbackName: "database" };

  it("fails closed: with the shared store down, the same rule is counted in the fallback store", async () => {
    const failover = new FailoverStore(failing, fallback(), { ...names, log: logger() });
    const store = new Limiter(failover);
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push((await store.hit(rule, "198.51.100.7", start + i)).allowed);
    expect(answers).toEqual([true, true, true, false, false]);
    expect(failover.isDegraded).toBe(true);
    expect((await store.hit(rule, "198.51.100.8", start + 10)).allowed).toBe(true);
  });

  it("cuts off a store that does not answer", async () => {
    const store = new Limiter(new FailoverStore(hanging, fallback(), { ...names, timeoutMs: 50, log: logger() }));
    const started = Date.now();
    expect((await store.hit(rule, "k", start)).allowed).toBe(true);
    expect(Date.now() - started).toBeLessThan(1_000);
    for (let i = 1; i < 3; i += 1) await store.hit(rule, "k", start + i);
    expect((await store.hit(rule, "k", start + 3)).allowed).toBe(false);
  });

  it("waits out a cold start's setup of the store, then counts there: a fresh instance is no way around the limit", async () => {
    const shared = new MemoryStore();
    // Every request a fresh instance (as Netlify's local CLI runs each one): opening the store takes longer than a
    // query may, the query itself is quick.
    const slowToOpen: CounterStore = { add: (...args) => shared.add(...args), ready: () => new Promise((resolve) => setTimeout(resolve, 120)) };
    const fresh = () => new Limiter(new FailoverStore(slowToOpen, fallback(), { ...names, timeoutMs: 50, log: logger() }));
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push((await fresh().hit(rule, "198.51.100.20", start + i)).allowed);
    expect(answers).toEqual([true, true, true, false]);
  });

  it("counts here when the store cannot even be opened in time", async () => {
    const unopened: CounterStore = { add: () => Promise.resolve({ current: 0, previous: 0 }), ready: () => new Promise(() => {}) };
    const failover = new FailoverStore(unopened, fallback(), { ...names, setupTimeoutMs: 50, log: logger() });
    const store = new Limiter(failover);
    for (let i = 0; i < 3; i += 1) await store.hit(rule, "k", start + i);
    expect(failover.isDegraded).toBe(true);
    expect((await store.hit(rule, "k", start + 3)).allowed).toBe(false);
  });

  it("says so in the log once a minute while degraded, and once when the store answers again", async () => {
    const log = logger();
    let down = true;
    const shared = new MemoryStore();
    const flaky: CounterStore = { add: (...args) => (down ? Promise.reject(new Error("ECONNREFUSED")) : shared.add(...args)) };
    const failover = new FailoverStore(flaky, fallback(), { ...names, log, retryMs: 5_000 });
    const store = new Limiter(failover);
    const wide = { ...rule, max: 1_000 };
    // Two requests a second for three and a half minutes.
    for (let ms = 0; ms < 210_000; ms += 500) await store.hit(wide, "k", start + ms);
    expect(log.warn).toHaveBeenCalledTimes(1 + 3);
    expect(log.warn.mock.calls[0][0]).toMatch(/shared store \(redis\) failed \(ECONNREFUSED\): limits are counted in the database/);
    expect(log.warn.mock.calls[1][0]).toMatch(/still unavailable \(1 min\): \d+ requests counted in the database/);
    expect(log.info).not.toHaveBeenCalled();
    down = false;
    // Within the retry interval the process keeps counting; the next try finds the store again.
    await store.hit(wide, "k", start + 210_000);
    await store.hit(wide, "k", start + 216_000);
    expect(failover.isDegraded).toBe(false);
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(log.info.mock.calls[0][0]).toMatch(/answers again/);
  });

  it("peeks at the fallback's counters while the shared store is down", async () => {
    const store = new Limiter(new FailoverStore(failing, fallback(), { ...names, log: logger() }));
    for (let i = 0; i < 3; i += 1) await store.hit(rule, "k", start + i);
    expect((await store.peek(rule, "k", start + 10)).allowed).toBe(false);
    expect((await store.peek(rule, "other", start + 10)).allowed).toBe(true);
  });

  it("tries a dead store once per retry interval, not on every request", async () => {
    const add = vi.fn(async () => Promise.reject(new Error("down")));
    const store = new Limiter(new FailoverStore({ add }, fallback(), { ...names, log: logger(), retryMs: 5_000 }));
    for (let ms = 0; ms < 20_000; ms += 100) await store.hit({ ...rule, max: 1_000 }, "k", start + ms);
    expect(add).toHaveBeenCalledTimes(4);
  });
});

/** Against a real Redis when TEST_REDIS_URL is set (scripts/ci-instances.sh starts one). */
describe.runIf(process.env.TEST_REDIS_URL)("redis store", () => {
  let one: RedisClient;
  let two: RedisClient;
  let prefix: string;
  beforeEach(async () => {
    one = await connectRedis(process.env.TEST_REDIS_URL!, "test-one");
    two = await connectRedis(process.env.TEST_REDIS_URL!, "test-two");
    prefix = `test:${randomUUID()}:`;
  });
  afterEach(async () => {
    for (const key of await one.keys(`${prefix}*`)) await one.del(key);
    await Promise.all([one.quit(), two.quit()]);
  });

  it("two instances on one Redis count together, concurrent requests exactly", async () => {
    const stores = [new Limiter(new RedisStore(async () => one, prefix)), new Limiter(new RedisStore(async () => two, prefix))];
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => stores[i % 2].hit({ ...rule, max: 5 }, "198.51.100.7", start + 1000)));
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(5);
    expect(answers.find((answer) => !answer.allowed)?.retryAfterSeconds).toBeGreaterThan(0);
    expect((await stores[0].hit({ ...rule, max: 5 }, "198.51.100.8", start + 1000)).allowed).toBe(true);
  });

  it("slides into the next window and keeps no address in clear", async () => {
    const store = new Limiter(new RedisStore(async () => one, prefix));
    for (let i = 0; i < 3; i += 1) await store.hit(rule, "someone@example.org", start + i);
    // Three quarters into the next window the previous three weigh 0.75: two more fit under 3, a third does not.
    expect((await store.hit(rule, "someone@example.org", start + 60_000 + 45_000)).allowed).toBe(true);
    expect((await store.hit(rule, "someone@example.org", start + 60_000 + 45_001)).allowed).toBe(true);
    expect((await store.hit(rule, "someone@example.org", start + 60_000 + 45_002)).allowed).toBe(false);
    const keys = await one.keys(`${prefix}*`);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.join(" ")).not.toContain("example.org");
    expect((await store.peek(rule, "someone@example.org", start + 60_000 + 45_003)).allowed).toBe(false);
    expect((await store.peek(rule, "nobody@example.org", start + 60_000 + 45_003)).allowed).toBe(true);
    expect(await one.pTTL(keys[0])).toBeGreaterThan(0);
  });
});
