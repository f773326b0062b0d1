import { afterEach, describe, expect, it, vi } from "vitest";
import { handOutRate, SURGE_FACTOR, SURGE_FLOOR, watchSurge } from "./hand-out-rate";

const now = new Date("2026-11-21T12:30:00Z");
const HOUR = 3_600_000;
/** `count` claim times `hoursAgo` hours (plus a minute) before now. */
const at = (hoursAgo: number, count: number) => Array.from({ length: count }, () => new Date(now.getTime() - hoursAgo * HOUR - 60_000).toISOString());
/** A steady day: `perHour` codes in each of the 23 hours before the last one. */
const steadyDay = (perHour: number) => Array.from({ length: 23 }, (_, index) => at(index + 1, perHour)).flat();

describe("hand-out rate of the last 24 hours", () => {
  afterEach(() => vi.restoreAllMocks());

  it("counts claims in 24 rolling hours, oldest first, leaving out older and future ones", () => {
    const rate = handOutRate([...at(0, 3), ...at(1, 2), ...at(23, 1), ...at(24, 7), new Date(now.getTime() + 60_000).toISOString()], now);
    expect(rate.perHour).toHaveLength(24);
    expect(rate.perHour[0]).toEqual({ start: "2026-11-20T12:30:00.000Z", count: 1 });
    expect(rate.perHour[22]).toEqual({ start: "2026-11-21T10:30:00.000Z", count: 2 });
    expect(rate.perHour[23]).toEqual({ start: "2026-11-21T11:30:00.000Z", count: 3 });
    expect(rate.perHour.reduce((sum, hour) => sum + hour.count, 0)).toBe(6);
    expect(rate).toMatchObject({ lastHour: 3, medianHour: 0, surge: false });
  });

  it(`calls a surge when the last hour passes ${SURGE_FACTOR}x the median hour and ${SURGE_FLOOR} codes`, () => {
    expect(SURGE_FACTOR).toBe(5);
    expect(SURGE_FLOOR).toBe(20);
    // Median 4: 21 codes pass both 20 (5 x 4) and the floor.
    expect(handOutRate([...steadyDay(4), ...at(0, 21)], now)).toMatchObject({ medianHour: 4, lastHour: 21, surge: true });
    // Median 5: 24 codes stay under 5 x 5.
    expect(handOutRate([...steadyDay(5), ...at(0, 24)], now)).toMatchObject({ medianHour: 5, surge: false });
    // A quiet campaign: 20 codes are not above the floor, 21 are.
    expect(handOutRate(at(0, 20), now).surge).toBe(false);
    expect(handOutRate(at(0, 21), now).surge).toBe(true);
    // The median is of the hours, not of the codes: a busy morning does not hide a surge.
    expect(handOutRate([...at(3, 200), ...at(0, 25)], now)).toMatchObject({ medianHour: 0, surge: true });
  });

  it("logs one warning line per surge, and again only for the next one", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const surge = handOutRate(at(0, 30), now);
    const calm = handOutRate(at(0, 2), now);
    for (const rate of [surge, surge, surge, calm, surge, surge]) watchSurge("acme-log", rate);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0][0]).toBe("[redemption] ALERT hand-out surge in campaign acme-log: 30 codes in the last hour, median 0 an hour over the day before");
    // Campaigns surge apart.
    watchSurge("other-log", surge);
    expect(warn).toHaveBeenCalledTimes(3);
  });
});
