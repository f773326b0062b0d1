import { describe, expect, it } from "vitest";
import { availableOptions, matchesPartner, noPartnerFilters, type PartnerFacets } from "./filters";

const partner: PartnerFacets = { category: "hris", regions: ["emea", "apac"], types: ["technology"], certified: true, builtByUs: false };

describe("matchesPartner", () => {
  it("matches everything without filters", () => {
    expect(matchesPartner(partner, noPartnerFilters)).toBe(true);
  });
  it("applies each filter", () => {
    expect(matchesPartner(partner, { ...noPartnerFilters, category: "hris" })).toBe(true);
    expect(matchesPartner(partner, { ...noPartnerFilters, category: "lms" })).toBe(false);
    expect(matchesPartner(partner, { ...noPartnerFilters, region: "apac" })).toBe(true);
    expect(matchesPartner(partner, { ...noPartnerFilters, region: "north_america" })).toBe(false);
    expect(matchesPartner(partner, { ...noPartnerFilters, type: "consulting" })).toBe(false);
    expect(matchesPartner(partner, { ...noPartnerFilters, certified: true })).toBe(true);
    expect(matchesPartner(partner, { ...noPartnerFilters, builtByUs: true })).toBe(false);
  });
  it("combines filters with and", () => {
    expect(matchesPartner(partner, { ...noPartnerFilters, category: "hris", region: "emea", certified: true })).toBe(true);
    expect(matchesPartner(partner, { ...noPartnerFilters, category: "hris", type: "reseller" })).toBe(false);
  });
});

describe("availableOptions", () => {
  it("keeps the model order and drops values nobody has", () => {
    expect(availableOptions(["hris", "communication", "lms"], ["lms", null, "hris", "lms"])).toEqual(["hris", "lms"]);
  });
});
