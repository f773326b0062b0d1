/**
 * The embedded content's dates that say whether something is still ahead (an event to register to) are written
 * as of one day, `datesAsOf` in `content/repository.json`. The embedded repository serves them moved by the
 * whole weeks between that day and the clock that asks (the build's, the server's, a test's), so what was
 * ahead when the seed was written stays ahead by as long, and what was over stays over, on any date.
 * Whole weeks keep each event's weekday and time of day. Other dates (publication, last update) are history
 * and stay as written.
 */

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Per custom type, the Timestamp fields that decide upcoming or over (customtypes/<type>/index.json). */
export const CLOCK_RELATIVE_FIELDS: Readonly<Record<string, readonly string[]>> = {
  live_event: ["date", "end_date"],
  webinar: ["datetime"],
  ld_next: ["date"],
};

/** Whole weeks from `datesAsOf` to `now`, in milliseconds (negative when the clock is earlier). */
export function seedClockOffset(datesAsOf: number, now: number): number {
  return Math.floor((now - datesAsOf) / WEEK_MS) * WEEK_MS;
}

/** A Content API timestamp (`2027-03-11T15:00:00+0000`) in epoch milliseconds (NaN when it is none). */
export function parseTimestamp(value: string): number {
  return Date.parse(value.replace(/([+-]\d{2})(\d{2})$/, "$1:$2"));
}

/** A Content API timestamp moved by `offsetMs`, in the same format. */
export function shiftTimestamp(value: string, offsetMs: number): string {
  const time = parseTimestamp(value);
  if (Number.isNaN(time)) return value;
  return `${new Date(time + offsetMs).toISOString().slice(0, 19)}+0000`;
}

/** The document with its clock-relative fields moved by `offsetMs` (the same object when nothing moves). */
export function shiftDocumentDates<T extends { type: string; data: Record<string, unknown> }>(document: T, offsetMs: number): T {
  const fields = CLOCK_RELATIVE_FIELDS[document.type];
  if (!fields || offsetMs === 0) return document;
  const data = { ...document.data };
  for (const field of fields) {
    const value = data[field];
    if (typeof value === "string" && value) data[field] = shiftTimestamp(value, offsetMs);
  }
  return { ...document, data };
}
