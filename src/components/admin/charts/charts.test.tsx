import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BarChart } from "./BarChart";
import { LineChart } from "./LineChart";

const series = [
  { label: "2026-03-18", value: 2 },
  { label: "2026-03-19", value: 0 },
  { label: "2026-03-20", value: 7 },
];

/** The values a chart's points or bars carry, in order. */
const valuesIn = (html: string, element: "circle" | "rect") => [...html.matchAll(new RegExp(`<${element}[^>]*data-label="([^"]+)"[^>]*data-value="([^"]+)"`, "g"))].map((match) => [match[1], Number(match[2])]);

/** The font sizes of a chart's texts. */
const fontSizes = (html: string) => [...html.matchAll(/<text[^>]*font-size="([^"]+)"/g)].map((match) => Number(match[1]));

describe("charts", () => {
  it("draws a line chart as SVG whose points carry the series, with the same numbers as a table", () => {
    const html = renderToStaticMarkup(<LineChart id="views" title="Page views per day" data={series} valueHeader="Page views" tickLabel={(day) => `d${day.slice(8)}`} />);
    expect(html).toMatch(/<svg width="100%" height="\d+"[^>]*role="img"[^>]*aria-labelledby="views-title"/);
    expect(html).toContain('<figcaption id="views-title"');
    expect(html).toMatch(/<path[^>]*d="M/);
    expect(html).toContain('vector-effect="non-scaling-stroke"');
    expect(valuesIn(html, "circle")).toEqual(series.map((point) => [point.label, point.value]));
    expect(html).toContain("<title>d20: 7</title>");
    expect(html).toContain('<th scope="col" class="number">Page views</th>');
    expect(html).toContain('<td class="label-cell">2026-03-20</td><td class="number">7</td>');
  });

  it("draws its labels in pixels of the screen, at least 12, whatever the chart's width (no scaling viewBox)", () => {
    const days = Array.from({ length: 28 }, (_, index) => ({ label: `2026-03-${String(index + 1).padStart(2, "0")}`, value: index }));
    for (const html of [
      renderToStaticMarkup(<LineChart id="a" title="Line" data={days} />),
      renderToStaticMarkup(<BarChart id="b" title="Bars" data={days} />),
      renderToStaticMarkup(<BarChart id="c" title="Columns" data={days} orientation="vertical" />),
    ]) {
      const outer = /<svg[^>]*>/.exec(html)![0];
      expect(outer).not.toContain("viewBox");
      expect(outer).toContain('width="100%"');
      expect(fontSizes(html).length).toBeGreaterThan(0);
      expect(Math.min(...fontSizes(html))).toBeGreaterThanOrEqual(12);
    }
    // Day axes name at most six days, the first and the last among them.
    const line = renderToStaticMarkup(<LineChart id="a" title="Line" data={days} />);
    const ticks = [...line.matchAll(/<text[^>]*text-anchor="(start|middle|end)"[^>]*>([^<]+)<\/text>/g)].map((match) => match[2]);
    expect(ticks.length).toBeLessThanOrEqual(6);
    expect(ticks[0]).toBe("2026-03-01");
    expect(ticks.at(-1)).toBe("2026-03-28");
  });

  it("draws horizontal and vertical bar charts whose bars carry label and value", () => {
    const bars = [
      { label: "home", value: 7 },
      { label: "a-very-long-page-name-that-does-not-fit-on-one-line-of-a-phone-screen", value: 3 },
    ];
    const horizontal = renderToStaticMarkup(<BarChart id="pages" title="Top pages" data={bars} />);
    expect(valuesIn(horizontal, "rect")).toEqual([
      ["home", 7],
      ["a-very-long-page-name-that-does-not-fit-on-one-line-of-a-phone-screen", 3],
    ]);
    expect(horizontal).toContain(">a-very-long-page-name-that-does-not-fit-on-…</text>");
    expect(horizontal).toMatch(/<rect[^>]*width="82%"[^>]*data-label="home"/);
    const vertical = renderToStaticMarkup(<BarChart id="codes" title="Codes per day" data={series} orientation="vertical" />);
    expect(valuesIn(vertical, "rect")).toEqual(series.map((point) => [point.label, point.value]));
    expect(vertical).toContain('data-kind="bar"');
  });

  it("says so when there is nothing to draw", () => {
    const html = renderToStaticMarkup(<BarChart id="none" title="Sources" data={[]} />);
    expect(html).not.toContain("<svg");
    expect(html).toContain("No data in this period.");
  });
});

describe("day labels", () => {
  it("write a UTC day as the viewer's locale does", async () => {
    const { dayLabel } = await import("../day-label");
    expect(dayLabel("en-US")("2026-03-20")).toBe("Mar 20");
    expect(dayLabel("de-DE")("2026-03-20")).toBe("20. März");
    expect(dayLabel("fr-FR")("2026-03-01")).toBe("1 mars");
    expect(dayLabel("en-US")("not a day")).toBe("not a day");
  });
});
