import { describe, expect, it } from "vitest";
import { formatInZone, icsLocalDate, validTimeZone, vtimezone, zoneLabel } from "./time-zone";

describe("an event's own time zone", () => {
  it("accepts IANA names Intl knows, nothing else (an unknown one is told in UTC, never an error)", () => {
    expect(validTimeZone("Europe/Berlin")).toBe("Europe/Berlin");
    expect(validTimeZone(" Europe/London ")).toBe("Europe/London");
    for (const bad of ["", "   ", "Mars/Olympus", "Europe/Berlin; DROP", null, undefined, 42, "x".repeat(100)]) expect(validTimeZone(bad)).toBeNull();
  });

  it("says the local time with the zone's name as each language knows it", () => {
    // ICU puts (narrow) no-break spaces around times and ranges.
    const spaced = (text: string) => text.replace(/[\u00a0\u202f\u2009]/g, " ");
    // 16:00 UTC in June is 18:00 in Berlin and Paris (summer time), 17:00 in London.
    expect(spaced(formatInZone("de-DE", "Europe/Berlin", "2027-06-10T16:00:00Z", "2027-06-10T19:00:00Z"))).toBe("Donnerstag, 10. Juni 2027, 18:00–21:00 Uhr MESZ");
    expect(spaced(formatInZone("de-DE", "Europe/Berlin", "2027-01-14T09:00:00Z"))).toBe("Donnerstag, 14. Januar 2027 um 10:00 MEZ");
    expect(spaced(formatInZone("en-US", "Europe/Berlin", "2027-01-14T09:00:00Z"))).toMatch(/10:00 AM CET$/);
    expect(spaced(formatInZone("en-US", "Europe/London", "2027-09-16T08:30:00Z", "2027-09-16T17:00:00Z"))).toMatch(/9:30 AM – 6:00 PM BST$/);
    expect(spaced(formatInZone("fr-FR", "Europe/Paris", "2027-06-10T16:00:00Z"))).toBe("jeudi 10 juin 2027 à 18:00 (heure d’été d’Europe centrale)");
    // A zone English has no abbreviation for is named in full.
    expect(zoneLabel("en-US", "Asia/Kolkata", new Date("2027-06-10T16:00:00Z"))).toBe("(India Standard Time)");
  });

  it("writes the wall-clock time for calendar files", () => {
    expect(icsLocalDate("2027-06-10T16:00:00Z", "Europe/Berlin")).toBe("20270610T180000");
    expect(icsLocalDate("2027-01-14T09:00:00Z", "America/New_York")).toBe("20270114T040000");
  });

  it("describes a zone without summer time with one observance", () => {
    const zone = vtimezone("Asia/Tokyo", "2027-06-10T16:00:00Z");
    expect(zone).toEqual(["BEGIN:VTIMEZONE", "TZID:Asia/Tokyo", "BEGIN:STANDARD", "DTSTART:19700101T000000", "TZOFFSETFROM:+0900", "TZOFFSETTO:+0900", expect.stringMatching(/^TZNAME:/), "END:STANDARD", "END:VTIMEZONE"]);
  });
});
