import { describe, expect, it } from "vitest";
import { eventTimeTexts, hasEnded, localTime, offsetKey, offsetLabel } from "./event-time";

describe("hasEnded", () => {
  it("is over once the end has passed; an event without a date never ends", () => {
    const end = "2027-01-01T11:00:00.000Z";
    expect(hasEnded(end, Date.parse(end) - 1)).toBe(false);
    expect(hasEnded(end, Date.parse(end))).toBe(true);
    expect(hasEnded(null, Date.now())).toBe(false);
  });
});

describe("eventTimeTexts", () => {
  const full = (timeZone: string) => new Intl.DateTimeFormat("de", { dateStyle: "full", timeStyle: "short", timeZone });

  it("has the UTC text and, for each wall clock's offsets, the text that clock shows", () => {
    const start = "2027-04-13T08:00:00.000Z";
    const end = "2027-04-14T17:00:00.000Z";
    const texts = eventTimeTexts("de", start, end);
    expect(texts.utc).toBe(full("UTC").formatRange(new Date(start), new Date(end)));
    expect(texts.local[offsetKey(120, 120)]).toBe(full("Europe/Berlin").formatRange(new Date(start), new Date(end)));
    expect(texts.local[offsetKey(330, 330)]).toBe(full("Asia/Kolkata").formatRange(new Date(start), new Date(end)));
    expect(texts.local[offsetKey(-240, -240)]).toBe(full("America/New_York").formatRange(new Date(start), new Date(end)));
    // A few dozen offsets, not one text per zone.
    expect(Object.keys(texts.local).length).toBeGreaterThan(30);
    expect(Object.keys(texts.local).length).toBeLessThan(60);
  });

  it("keys a span across a daylight-saving change by both offsets", () => {
    // Europe moves its clocks on 28 March 2027 at 01:00 UTC.
    const texts = eventTimeTexts("de", "2027-03-27T08:00:00.000Z", "2027-03-28T17:00:00.000Z");
    expect(texts.local[offsetKey(60, 120)]).toBe(full("Europe/Berlin").formatRange(new Date("2027-03-27T08:00:00.000Z"), new Date("2027-03-28T17:00:00.000Z")));
  });

  it("formats a start alone when the end is missing or not later", () => {
    const start = "2027-09-16T08:30:00.000Z";
    for (const end of [null, start, "2027-09-16T08:00:00.000Z"]) {
      const texts = eventTimeTexts("de", start, end);
      expect(texts.utc).toBe(full("UTC").format(new Date(start)));
      expect(texts.local[offsetKey(120, 120)]).toBe(full("Europe/Berlin").format(new Date(start)));
    }
  });
});

describe("offsetLabel", () => {
  it("names an offset east of UTC as the time-zone note does", () => {
    expect(offsetLabel(120)).toBe("UTC+02:00");
    expect(offsetLabel(330)).toBe("UTC+05:30");
    expect(offsetLabel(-210)).toBe("UTC-03:30");
    expect(offsetLabel(0)).toBe("UTC+00:00");
  });
});

describe("localTime", () => {
  const texts = eventTimeTexts("en", "2027-09-16T08:30:00.000Z", "2027-09-16T17:00:00.000Z");

  it("picks the text of the visitor's offsets and names the offset", () => {
    expect(localTime(texts, 540, 540)).toEqual({ text: texts.local["540/540"], zone: "UTC+09:00" });
    expect(localTime(texts, -240, -240)?.text).toMatch(/4:30\s?AM\s?–\s?1:00\s?PM/);
  });

  it("leaves the UTC text to a clock on UTC and to offsets no zone has", () => {
    expect(localTime(texts, 0, 0)).toBeNull();
    expect(localTime(texts, 7, 7)).toBeNull();
  });
});
