import { afterEach, describe, expect, it, vi } from "vitest";

vi.mock("next/cache", () => ({ revalidatePath: vi.fn(), revalidateTag: vi.fn() }));

const post = (body: string) => new Request("http://localhost/api/revalidate", { method: "POST", body, headers: { "content-type": "application/json" } });

describe("revalidation webhook", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.clearAllMocks();
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

  it("revalidates every page with the configured secret", async () => {
    vi.stubEnv("PRISMIC_WEBHOOK_SECRET", "s3cret");
    const { POST } = await import("./route");
    const cache = await import("next/cache");
    const response = await POST(post(JSON.stringify({ secret: "s3cret", type: "api-update" })));
    expect(response.status).toBe(200);
    expect(cache.revalidatePath).toHaveBeenCalledWith("/", "layout");
    expect(cache.revalidateTag).toHaveBeenCalledWith("prismic", "max");
  });
});
