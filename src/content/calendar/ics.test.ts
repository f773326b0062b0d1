import { describe, expect, it } from "vitest";
import { buildIcs, escapeText, foldLine, googleCalendarUrl, icsDate, outlookCalendarUrl, type CalendarEvent } from "./ics";

const event: CalendarEvent = {
  uid: "abc-en-us@www.quillio.example",
  title: "Learning, together; live",
  description: "Line one\nLine two with a backslash \\ and a long text that goes on and on so that the content line needs folding at seventy-five octets — déjà vu.",
  location: "Berlin, Alexanderplatz",
  url: "https://www.quillio.example/events/live/",
  start: "2026-12-01T10:00:00+01:00",
  end: "2026-12-01T12:30:00+01:00",
  stamp: "2026-11-01T08:00:00Z",
};

/** Unfolds content lines (RFC 5545 §3.1). */
function unfold(ics: string): string[] {
  return ics.replace(/\r\n /g, "").split("\r\n");
}

describe("ics", () => {
  const ics = buildIcs(event, "-//Quillio//Events//EN");

  it("ends every line with CRLF and keeps lines within 75 octets", () => {
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of ics.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it("has the required properties, times in UTC", () => {
    const lines = unfold(ics);
    expect(lines.slice(0, 2)).toEqual(["BEGIN:VCALENDAR", "VERSION:2.0"]);
    expect(lines).toContain("PRODID:-//Quillio//Events//EN");
    expect(lines).toContain("UID:abc-en-us@www.quillio.example");
    expect(lines).toContain("DTSTAMP:20261101T080000Z");
    expect(lines).toContain("DTSTART:20261201T090000Z");
    expect(lines).toContain("DTEND:20261201T113000Z");
    expect(lines).toContain("SUMMARY:Learning\\, together\\; live");
    expect(lines).toContain("LOCATION:Berlin\\, Alexanderplatz");
    expect(lines.find((line) => line.startsWith("DESCRIPTION:"))).toContain("Line one\\nLine two with a backslash \\\\ and");
    expect(lines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(1);
    expect(lines.at(-2)).toBe("END:VCALENDAR");
  });

  it("folds without splitting a UTF-8 character", () => {
    const folded = foldLine(`DESCRIPTION:${"é".repeat(100)}`);
    expect(folded.replace(/\r\n /g, "")).toBe(`DESCRIPTION:${"é".repeat(100)}`);
    for (const line of folded.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it("escapes text values", () => {
    expect(escapeText("a,b;c\\d\r\ne")).toBe("a\\,b\\;c\\\\d\\ne");
    expect(icsDate("2026-01-02T03:04:05.678Z")).toBe("20260102T030405Z");
  });

  it("links to Google and Outlook calendars with the event's times", () => {
    const google = new URL(googleCalendarUrl(event));
    expect(google.hostname).toBe("calendar.google.com");
    expect(google.searchParams.get("action")).toBe("TEMPLATE");
    expect(google.searchParams.get("dates")).toBe("20261201T090000Z/20261201T113000Z");
    expect(google.searchParams.get("text")).toBe(event.title);
    const outlook = new URL(outlookCalendarUrl(event));
    expect(outlook.hostname).toBe("outlook.live.com");
    expect(outlook.searchParams.get("startdt")).toBe("2026-12-01T09:00:00.000Z");
    expect(outlook.searchParams.get("enddt")).toBe("2026-12-01T11:30:00.000Z");
    expect(outlook.searchParams.get("location")).toBe("Berlin, Alexanderplatz");
  });
});

describe("ics of an event held in person, in its own zone", () => {
  const berlin: CalendarEvent = { ...event, start: "2027-06-10T16:00:00.000Z", end: "2027-06-10T19:00:00.000Z", timeZone: "Europe/Berlin" };
  const lines = unfold(buildIcs(berlin, "-//Quillio//Events//DE"));

  it("gives the local times with their TZID, and the VTIMEZONE that TZID names", () => {
    expect(lines).toContain("DTSTART;TZID=Europe/Berlin:20270610T180000");
    expect(lines).toContain("DTEND;TZID=Europe/Berlin:20270610T210000");
    const zone = lines.slice(lines.indexOf("BEGIN:VTIMEZONE"), lines.indexOf("END:VTIMEZONE") + 1);
    expect(zone).toContain("TZID:Europe/Berlin");
    // Summer time 2027: from the last Sunday of March, 02:00 CET, to the last Sunday of October, 03:00 CEST.
    const daylight = zone.join("\n");
    expect(daylight).toContain(["BEGIN:DAYLIGHT", "DTSTART:20270328T020000", "TZOFFSETFROM:+0100", "TZOFFSETTO:+0200", "TZNAME:CEST", "END:DAYLIGHT"].join("\n"));
    expect(daylight).toContain(["BEGIN:STANDARD", "DTSTART:20271031T030000", "TZOFFSETFROM:+0200", "TZOFFSETTO:+0100", "TZNAME:CET", "END:STANDARD"].join("\n"));
    // Every TZID a property names has its VTIMEZONE (RFC 5545 3.2.19).
    const named = new Set(lines.flatMap((line) => [...line.matchAll(/;TZID=([^:;]+)/g)].map((match) => match[1])));
    const defined = new Set(lines.filter((line) => line.startsWith("TZID:")).map((line) => line.slice("TZID:".length)));
    expect([...named]).toEqual([...defined]);
    expect(lines.indexOf("END:VTIMEZONE")).toBeLessThan(lines.indexOf("BEGIN:VEVENT"));
  });

  it("opens the Google Calendar link in the event's zone", () => {
    expect(new URL(googleCalendarUrl(berlin)).searchParams.get("ctz")).toBe("Europe/Berlin");
    expect(new URL(googleCalendarUrl(event)).searchParams.has("ctz")).toBe(false);
  });
});
