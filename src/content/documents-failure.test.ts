import { describe, expect, it, vi } from "vitest";

vi.mock("./client", async (original) => {
  const prismic = await import("@prismicio/client");
  return {
    ...(await original<typeof import("./client")>()),
    createPrismicClient: () =>
      prismic.createClient("https://unreachable.invalid/api/v2", {
        fetch: async () => {
          throw new TypeError("fetch failed: connection refused");
        },
      }),
  };
});

describe("content fetchers when the content system is down", () => {
  it("records the failure in the common store's error and rethrows it", async () => {
    const { getSingleDocument } = await import("./documents");
    const { contentStore } = await import("./store");
    await expect(getSingleDocument("navbar", "en")).rejects.toThrow(/connection refused/);
    expect(contentStore.getState().error?.message).toMatch(/connection refused/);
  });
});
