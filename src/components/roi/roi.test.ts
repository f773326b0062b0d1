import { describe, expect, it } from "vitest";
import { checkRoiValue, estimateRoi, formatAmount, handOffMessage, parseLocaleNumber, roiQuery, roiValuesFromQuery } from "./roi";

describe("estimateRoi", () => {
  it("multiplies people, hours and the saved share, then the hourly cost", () => {
    expect(estimateRoi({ employees: 500, hourlyCost: 45, trainingHours: 20, timeSavedRatio: 0.35 })).toEqual({ hoursSaved: 3500, savings: 157500 });
  });

  it("treats missing, negative or absurd values as zero and caps the ratio at 1", () => {
    expect(estimateRoi({ employees: Number.NaN, hourlyCost: 45, trainingHours: 20, timeSavedRatio: 0.35 })).toEqual({ hoursSaved: 0, savings: 0 });
    expect(estimateRoi({ employees: 10, hourlyCost: -5, trainingHours: 10, timeSavedRatio: 3 })).toEqual({ hoursSaved: 100, savings: 0 });
  });
});

describe("parseLocaleNumber", () => {
  it("reads each locale's grouping and decimal separators", () => {
    expect(parseLocaleNumber("1,234.5", "en-US")).toBe(1234.5);
    expect(parseLocaleNumber("1.234,5", "de-DE")).toBe(1234.5);
    expect(parseLocaleNumber("1 234,5", "fr-FR")).toBe(1234.5);
    expect(parseLocaleNumber("1\u202f234,5", "fr-FR")).toBe(1234.5);
    expect(parseLocaleNumber(" 45 ", "en-US")).toBe(45);
  });

  it("takes a lone separator as the locale's decimal one", () => {
    expect(parseLocaleNumber("45,5", "de-DE")).toBe(45.5);
    expect(parseLocaleNumber("45.5", "en-US")).toBe(45.5);
    expect(parseLocaleNumber("1.000", "de-DE")).toBe(1000);
  });

  it("refuses what is not a number", () => {
    for (const text of ["", "abc", "12abc", "1,2,3.4.5", "1.2.3", "--1", "1e5"]) expect(parseLocaleNumber(text, "en-US")).toBeNaN();
    expect(parseLocaleNumber("45.5", "de-DE")).toBeNaN();
  });
});

describe("checkRoiValue", () => {
  it("names what is wrong", () => {
    expect(checkRoiValue("employees", Number.NaN, "")).toBe("required");
    expect(checkRoiValue("employees", Number.NaN, "x")).toBe("not_a_number");
    expect(checkRoiValue("employees", 0, "0")).toBe("too_small");
    expect(checkRoiValue("employees", 2_000_000, "2000000")).toBe("too_large");
    expect(checkRoiValue("employees", 10.5, "10.5")).toBe("not_whole");
    expect(checkRoiValue("hourly_cost", 45.5, "45.5")).toBeNull();
  });
});

describe("the shared URL", () => {
  const defaults = { employees: 500, hourly_cost: 45, training_hours: 20 };

  it("round-trips the inputs", () => {
    const values = { employees: 1200, hourly_cost: 52.5, training_hours: 30 };
    expect(roiValuesFromQuery(roiQuery(values), defaults)).toEqual(values);
  });

  it("falls back to the defaults for missing, malformed or out-of-bounds values", () => {
    expect(roiValuesFromQuery("employees=-3&hourly_cost=abc&training_hours=99999", defaults)).toEqual(defaults);
    expect(roiValuesFromQuery("employees=12.5&employees=7", defaults)).toEqual(defaults);
    expect(roiValuesFromQuery("%zz=1&employees=40", defaults)).toEqual({ ...defaults, employees: 40 });
  });

  it("hands the visitor's own figures to the demo form unrounded: 52.50 stays 52.50", () => {
    const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
    const inputs = { employees: 1000, hourly_cost: 52.5, training_hours: 20 };
    const estimate = estimateRoi({ employees: 1000, hourlyCost: 52.5, trainingHours: 20, timeSavedRatio: 0.35 });
    const template = "{employees}|{hourlyCost}|{trainingHours}|{hoursSaved}|{savings}";
    expect(spaced(handOffMessage(template, inputs, estimate, "en-US", "EUR"))).toBe("1,000|€52.50|20|7,000|€367,500");
    expect(spaced(handOffMessage(template, inputs, estimate, "de-DE", "EUR"))).toBe("1.000|52,50 €|20|7.000|367.500 €");
    expect(spaced(formatAmount(45, "fr-FR", "EUR"))).toBe("45 €");
  });
});
