import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import messages from "../../../messages/en.json";
import { eventTimeTexts } from "./event-time";
import { LocalDateTime } from "./LocalDateTime";

describe("LocalDateTime before hydration (the static HTML)", () => {
  it("shows the time in UTC inside <time datetime> and says so", () => {
    const [start, end] = ["2027-09-16T08:30:00.000Z", "2027-09-16T17:00:00.000Z"];
    const notes = { zone: messages.editorial.timeZoneNote, utc: messages.editorial.utcNote };
    const html = renderToStaticMarkup(<LocalDateTime iso={start} endIso={end} texts={eventTimeTexts("en", start, end)} notes={notes} />);
    expect(html).toMatch(/<time dateTime="2027-09-16T08:30:00.000Z">Thursday, September 16, 2027, 8:30\s?AM\s?–\s?5:00\s?PM<\/time>/);
    expect(html).toContain("Time in UTC.");
  });
});
