import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import messages from "../../../messages/en.json";
import { LocalDateTime } from "./LocalDateTime";

const render = (iso: string, endIso?: string) =>
  renderToStaticMarkup(
    <NextIntlClientProvider locale="en" timeZone="UTC" messages={messages}>
      <LocalDateTime iso={iso} endIso={endIso} />
    </NextIntlClientProvider>,
  );

describe("LocalDateTime before hydration (the static HTML)", () => {
  it("shows the time in UTC inside <time datetime> and says so", () => {
    const html = render("2027-09-16T08:30:00.000Z");
    expect(html).toContain('<time dateTime="2027-09-16T08:30:00.000Z">Thursday, September 16, 2027 at 8:30 AM</time>');
    expect(html).toContain("Time in UTC.");
  });
  it("shows a same-day span when the event ends later", () => {
    expect(render("2027-09-16T08:30:00.000Z", "2027-09-16T17:00:00.000Z")).toMatch(/Thursday, September 16, 2027, 8:30\s?AM\s?–\s?5:00\s?PM/);
    expect(render("2027-09-16T08:30:00.000Z", "2027-09-16T08:30:00.000Z")).not.toContain("–");
  });
});
