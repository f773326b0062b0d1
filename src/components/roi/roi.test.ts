import { describe, expect, it } from "vitest";
import { estimateRoi } from "./roi";

describe("estimateRoi", () => {
  it("multiplies people, hours and the saved share, then the hourly cost", () => {
    expect(estimateRoi({ employees: 500, hourlyCost: 45, trainingHours: 20, timeSavedRatio: 0.35 })).toEqual({ hoursSaved: 3500, savings: 157500 });
  });

  it("treats missing, negative or absurd values as zero and caps the ratio at 1", () => {
    expect(estimateRoi({ employees: Number.NaN, hourlyCost: 45, trainingHours: 20, timeSavedRatio: 0.35 })).toEqual({ hoursSaved: 0, savings: 0 });
    expect(estimateRoi({ employees: 10, hourlyCost: -5, trainingHours: 10, timeSavedRatio: 3 })).toEqual({ hoursSaved: 100, savings: 0 });
  });
});
