import { describe, expect, it, vi } from "vitest";

// Next's data cache is not there outside a server: load every time.
vi.mock("next/cache", () => ({ unstable_cache: <T,>(load: () => Promise<T>) => load }));

const { publishedCampaigns } = await import("./content-campaigns");

describe("published campaigns", () => {
  it("lists each redemption campaign of the embedded content once, keyed by its English uid", async () => {
    const campaigns = await publishedCampaigns();
    expect(campaigns.sort((a, b) => a.campaign.localeCompare(b.campaign))).toEqual([
      { campaign: "kestrel-pharma", active: true },
      { campaign: "orbis-hotels", active: true },
    ]);
  });
});
