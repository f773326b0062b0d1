import { describe, expect, it } from "vitest";
import { parseCodesCsv } from "./csv";

describe("parseCodesCsv", () => {
  it("reads a header row and one code per line", () => {
    expect(parseCodesCsv("Code\nAB12CD34\nEF56GH78\n")).toEqual({ codes: ["AB12CD34", "EF56GH78"], invalid: 0, duplicates: 0 });
  });

  it("reads a file without a header", () => {
    expect(parseCodesCsv("AB12CD34\r\nEF56GH78").codes).toEqual(["AB12CD34", "EF56GH78"]);
  });

  it("takes the code column of a file with other columns, quoted or not", () => {
    const csv = '\uFEFFReference name,Offer Code,Expiration\n"Spring, 2027",ab12cd34,2027-06-01\n"Spring, 2027","EF56GH78",2027-06-01\n';
    expect(parseCodesCsv(csv)).toEqual({ codes: ["AB12CD34", "EF56GH78"], invalid: 0, duplicates: 0 });
  });

  it("reads semicolon and tab separated files", () => {
    expect(parseCodesCsv("Code;Note\nAB12CD34;x\n").codes).toEqual(["AB12CD34"]);
    expect(parseCodesCsv("Note\tCodes\nx\tAB12CD34\n").codes).toEqual(["AB12CD34"]);
  });

  it("dedupes and counts lines without a code", () => {
    expect(parseCodesCsv("Code\nAB12CD34\n\n  \nab12cd34\nnot a code\n<script>\nX\n")).toEqual({ codes: ["AB12CD34"], invalid: 3, duplicates: 1 });
  });

  it("reads nothing from an empty file", () => {
    expect(parseCodesCsv("")).toEqual({ codes: [], invalid: 0, duplicates: 0 });
    expect(parseCodesCsv("Code\n")).toEqual({ codes: [], invalid: 0, duplicates: 0 });
  });
});
