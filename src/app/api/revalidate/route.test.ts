import { afterEach, describe, expect, it, vi } from "vitest";
import { resetRateLimiter } from "@/server/limits";
import { clientHeaders } from "@/server/testing/seal";

vi.mock("next/cache", () => ({ revalidatePath: vi.fn(), revalidateTag: vi.fn() }));

const post = (body: string, address = "198.51.100.1") =>
  new Request("http://localhost/api/revalidate", { method: "POST", body, headers: { "content-type": "application/json", ...clientHeaders(address) } });

describe("revalidation webhook", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.clearAllMocks();
    resetRateLimiter();
  });

  it("refuses every request when no secret is configured", async () => {
    vi.stubEnv("PRISMIC_WEBHOOK_SECRET", "");
    const { POST } = await import("./route");
    expect((await POST(post(JSON.stringify({ secret: "anything" })))).status).toBe(401);
  });

  it("refuses a wrong or missing secret and malformed bodies, without revalidating", async () => {
    vi.stubEnv("PRISMIC_WEBHOOK_SECRET", "s3cret");
    const { POST } = await import("./route");
    const cache = await import("next/cache");
    expect((await POST(post(JSON.stringify({ secret: "wrong" })))).status).toBe(401);
    expect((await POST(post(JSON.stringify({ type: "api-update" })))).status).toBe(401);
    expect((await POST(post("{not json"))).status).toBe(400);
    expect(cache.revalidatePath).not.toHaveBeenCalled();
  });

  it("throttles wrong secrets per client: 10 in 10 minutes, then 429 before the secret is even compared", async () => {
    vi.stubEnv("PRISMIC_WEBHOOK_SECRET", "the-right-secret-16");
    vi.stubEnv("RATE_LIMIT_STORE", "memory");
    resetRateLimiter();
    const { POST } = await import("./route");
    const cache = await import("next/cache");
    const statuses = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await POST(post(JSON.stringify({ secret: `guess-${i}` })))).status);
    expect(statuses).toEqual(Array(10).fill(401));
    const refused = await POST(post(JSON.stringify({ secret: "guess-10" })));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("RATE_LIMITED");
    // Refused before comparing: even the right secret tells this client nothing now.
    expect((await POST(post(JSON.stringify({ secret: "the-right-secret-16", type: "api-update" })))).status).toBe(429);
    expect(cache.revalidatePath).not.toHaveBeenCalled();
    // Another client (Prismic) is not affected, and right secrets are never counted.
    for (let i = 0; i < 12; i += 1) {
      expect((await POST(post(JSON.stringify({ secret: "the-right-secret-16", type: "test-trigger" }), "203.0.113.50"))).status).toBe(200);
    }
  });

  it("counts malformed bodies as failures too", async () => {
    vi.stubEnv("PRISMIC_WEBHOOK_SECRET", "the-right-secret-16");
    const { POST } = await import("./route");
    for (let i = 0; i < 10; i += 1) expect((await POST(post("{not json", "198.51.100.2"))).status).toBe(400);
    expect((await POST(post("{not json", "198.51.100.2"))).status).toBe(429);
  });

  it("revalidates every page with the configured secret", async () => {
    vi.stubEnv("PRISMIC_WEBHOOK_SECRET", "s3cret");
    const { POST } = await import("./route");
    const cache = await import("next/cache");
    const response = await POST(post(JSON.stringify({ secret: "s3cret", type: "api-update" })));
    expect(response.status).toBe(200);
    expect(cache.revalidatePath).toHaveBeenCalledWith("/", "layout");
    expect(cache.revalidateTag).toHaveBeenCalledWith("prismic", "max");
  });

  it("a publication naming a document the content never had revalidates no page (issue 35)", async () => {
    vi.stubEnv("PRISMIC_WEBHOOK_SECRET", "s3cret");
    const { POST } = await import("./route");
    const cache = await import("next/cache");
    const response = await POST(post(JSON.stringify({ secret: "s3cret", type: "api-update", documents: ["NoSuchDocument01"] })));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ everything: null, tags: ["prismic:id:NoSuchDocument01"], unknown: ["NoSuchDocument01"] });
    expect(cache.revalidatePath).not.toHaveBeenCalled();
    expect(vi.mocked(cache.revalidateTag).mock.calls.map(([tag]) => tag)).toEqual(["prismic:id:NoSuchDocument01"]);
  });
});
