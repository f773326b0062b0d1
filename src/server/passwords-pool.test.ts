import { afterEach, describe, expect, it, vi } from "vitest";
import { endpoint, json } from "./api/endpoint";
import { hashPassword, PasswordHashingBusy, verifyPassword } from "./passwords";

describe("password hashing under load", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("runs a bounded number at once, queues a bounded number, refuses the rest at once", async () => {
    vi.stubEnv("PASSWORD_HASH_CONCURRENCY", "2");
    vi.stubEnv("PASSWORD_HASH_QUEUE", "3");
    const results = await Promise.allSettled(Array.from({ length: 8 }, (_, index) => hashPassword(`password ${index}`)));
    const refused = results.filter((result) => result.status === "rejected");
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(5);
    expect(refused).toHaveLength(3);
    for (const result of refused) expect((result as PromiseRejectedResult).reason).toBeInstanceOf(PasswordHashingBusy);
    // The pool is free again afterwards, and the hashes it made verify.
    const hash = await hashPassword("after the burst");
    expect(await verifyPassword("after the burst", hash)).toBe(true);
  });

  it("answers an overflowing sign-up with 503 and Retry-After, not a starved server", async () => {
    vi.stubEnv("PASSWORD_HASH_CONCURRENCY", "1");
    vi.stubEnv("PASSWORD_HASH_QUEUE", "0");
    vi.stubEnv("RATE_LIMIT_MAX", "0");
    const signUp = endpoint({ method: "POST", handle: async () => json({ hash: await hashPassword("x") }, 201) });
    const request = () => new Request("http://localhost/api", { method: "POST", body: "{}", headers: { "content-type": "application/json" } });
    const responses = await Promise.all([signUp(request()), signUp(request()), signUp(request())]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 503, 503]);
    const busy = responses.find((response) => response.status === 503)!;
    expect(busy.headers.get("retry-after")).toBe("5");
    expect(await busy.json()).toMatchObject({ error: { code: "server_busy" } });
  });
});
