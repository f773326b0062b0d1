import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EmbeddedRepository } from "./repository";
import { CLOCK_RELATIVE_FIELDS, parseTimestamp, seedClockOffset, shiftDocumentDates, shiftTimestamp } from "./seed-clock";

const WEEK = 7 * 24 * 3_600_000;
const asOf = parseTimestamp((JSON.parse(readFileSync("content/repository.json", "utf8")) as { datesAsOf: string }).datesAsOf);

afterEach(() => vi.useRealTimers());

describe("seed clock", () => {
  it("moves by whole weeks from datesAsOf to the clock, either way", () => {
    expect(Number.isNaN(asOf)).toBe(false);
    expect(seedClockOffset(asOf, asOf)).toBe(0);
    expect(seedClockOffset(asOf, asOf + WEEK - 1)).toBe(0);
    expect(seedClockOffset(asOf, asOf + WEEK)).toBe(WEEK);
    expect(seedClockOffset(asOf, asOf + 10.5 * WEEK)).toBe(10 * WEEK);
    expect(seedClockOffset(asOf, asOf - 1)).toBe(-WEEK);
  });

  it("keeps the Content API's format, the weekday and the time of day", () => {
    const moved = shiftTimestamp("2027-03-11T15:00:00+0000", 104 * WEEK);
    expect(moved).toBe("2029-03-08T15:00:00+0000");
    expect(new Date(parseTimestamp(moved)).getUTCDay()).toBe(new Date(parseTimestamp("2027-03-11T15:00:00+0000")).getUTCDay());
    expect(shiftTimestamp("not a date", WEEK)).toBe("not a date");
  });

  it("moves only the fields that say upcoming or over, and leaves other types alone", () => {
    const webinar = { type: "webinar", data: { datetime: "2027-03-11T15:00:00+0000", title: "x", publication: "2026-01-01T00:00:00+0000" } };
    expect(shiftDocumentDates(webinar, WEEK).data).toEqual({ ...webinar.data, datetime: "2027-03-18T15:00:00+0000" });
    expect(webinar.data.datetime).toBe("2027-03-11T15:00:00+0000");
    const article = { type: "blog_article", data: { publication_datetime: "2026-01-14T08:00:00+0000" } };
    expect(shiftDocumentDates(article, WEEK)).toBe(article);
    const undated = { type: "live_event", data: { date: null, end_date: "" } };
    expect(shiftDocumentDates(undated, WEEK).data).toEqual(undated.data);
    expect(Object.keys(CLOCK_RELATIVE_FIELDS).sort()).toEqual(["ld_next", "live_event", "webinar"]);
  });
});

describe("the embedded repository at the test's clock", () => {
  const repository = () =>
    new EmbeddedRepository({ roots: [path.join(process.cwd(), "content", "documents")], configFile: path.join(process.cwd(), "content", "repository.json"), strict: true });

  it("the seed's event dates are each more than a week from datesAsOf, so whole-week moves never turn one over", async () => {
    vi.useFakeTimers({ now: asOf, toFake: ["Date"] });
    const content = await repository().content();
    const dates = content.documents.flatMap((document) =>
      (CLOCK_RELATIVE_FIELDS[document.type] ?? []).map((field) => [`${document.id} ${field}`, document.data[field]] as const),
    );
    expect(dates.filter(([, value]) => typeof value === "string" && value).length).toBeGreaterThan(10);
    for (const [name, value] of dates) if (typeof value === "string" && value) expect(Math.abs(parseTimestamp(value) - asOf), name).toBeGreaterThan(WEEK);
  });

  it("serves content/ as written during the week of datesAsOf", async () => {
    vi.useFakeTimers({ now: asOf + 3 * 24 * 3_600_000, toFake: ["Date"] });
    const content = await repository().content();
    expect(content.datesAsOf).toBe(asOf);
    const webinar = content.documents.find((document) => document.type === "webinar" && document.data.datetime === "2027-03-11T15:00:00+0000");
    expect(webinar).toBeDefined();
  });

  it("two years ahead: every event as far ahead or behind as when written, under a new ref; the old one expires", async () => {
    const own = repository();
    vi.useFakeTimers({ now: asOf, toFake: ["Date"] });
    const written = await own.content();
    const twoYears = 2 * 365 * 24 * 3_600_000;
    vi.setSystemTime(asOf + twoYears);
    const moved = await own.content();
    const offset = seedClockOffset(asOf, asOf + twoYears);
    expect(offset).toBe(104 * WEEK);
    expect(moved.masterRef).not.toBe(written.masterRef);
    expect(own.isExpiredRef(written.masterRef)).toBe(true);
    expect(await own.content()).toBe(moved);
    for (const document of written.documents) {
      const now = moved.byId.get(document.id)!;
      for (const field of CLOCK_RELATIVE_FIELDS[document.type] ?? []) {
        const before = document.data[field];
        if (typeof before !== "string" || !before) continue;
        // Ahead stays ahead, over stays over, and by nearly as much (less than a week apart).
        const aheadThen = parseTimestamp(before) - asOf;
        const aheadNow = parseTimestamp(now.data[field] as string) - (asOf + twoYears);
        expect(Math.sign(aheadNow), `${document.id} ${field}`).toBe(Math.sign(aheadThen));
        expect(aheadThen - aheadNow).toBeLessThan(WEEK);
      }
    }
    const upcomingWebinars = moved.documents.filter((document) => document.type === "webinar" && parseTimestamp(String(document.data.datetime)) > Date.now());
    expect(upcomingWebinars.length).toBeGreaterThan(0);
  });
});
