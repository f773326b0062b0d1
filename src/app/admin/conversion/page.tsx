import { headers } from "next/headers";
import { dayLabel } from "@/components/admin/day-label";
import { parsePeriod } from "@/server/admin/analytics";
import { conversionRate, conversionReport, type ConversionRow, type FunnelCounts } from "@/server/admin/conversion";
import { requireAdmin } from "@/server/admin/session";
import { viewerLocale } from "@/server/admin/viewer-dates";
import { getDb } from "@/server/db";
import { PeriodPicker } from "../_components/PeriodPicker";
import "../data-pages.css";

export const metadata = { title: "Conversion" };


/** A rate as a percentage with one decimal, "–" without views. */
const percent = (rate: number | null) => (rate === null ? "–" : `${(rate * 100).toFixed(1)} %`);

/** The change of a rate in percentage points, "" when either side has no views. */
function change(current: FunnelCounts, previous: FunnelCounts): string {
  const now = conversionRate(current);
  const before = conversionRate(previous);
  if (now === null || before === null) return "";
  const points = (now - before) * 100;
  return `${points >= 0 ? "+" : "−"}${Math.abs(points).toFixed(1)} pt`;
}

function Count({ now, before }: { now: number; before: number }) {
  return (
    <td className="number">
      {now}
      <span className="was">was {before}</span>
    </td>
  );
}

function ConversionTable({ id, title, keyHeader, rows, empty }: { id: string; title: string; keyHeader: string; rows: ConversionRow[]; empty: string }) {
  return (
    <section aria-labelledby={`${id}-title`} className="stack">
      <h2 id={`${id}-title`}>{title}</h2>
      <div className="table-scroll" tabIndex={0} role="region" aria-labelledby={`${id}-title`}>
        <table data-conversion={id}>
          <thead>
            <tr>
              <th scope="col">{keyHeader}</th>
              <th scope="col" className="number">
                Views
              </th>
              <th scope="col" className="number">
                Form starts
              </th>
              <th scope="col" className="number">
                Submissions
              </th>
              <th scope="col" className="number">
                Rate
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={5}>{empty}</td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.key} data-key={row.key}>
                  <th scope="row" className="path-cell">
                    {row.key}
                  </th>
                  <Count now={row.current.views} before={row.previous.views} />
                  <Count now={row.current.starts} before={row.previous.starts} />
                  <Count now={row.current.submissions} before={row.previous.submissions} />
                  <td className="number" data-rate={conversionRate(row.current) ?? ""}>
                    {percent(conversionRate(row.current))}
                    <span className="was">
                      was {percent(conversionRate(row.previous))} {change(row.current, row.previous)}
                    </span>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export default async function ConversionPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdmin();
  const params = await searchParams;
  const period = parsePeriod(params);
  const report = await conversionReport(await getDb(), period);
  const day = dayLabel(viewerLocale((await headers()).get("accept-language")));
  const { current, previous } = report.totals;
  return (
    <div className="stack">
      <h1>Conversion</h1>
      <p className="muted">
        Per page and per traffic source: page views and form starts (the site&apos;s own events, sent only with analytics consent), stored submissions (spam
        aside), and the rate (submissions per view), beside the period just before. Days are UTC days.
      </p>

      <PeriodPicker action="/admin/conversion/" period={period} params={params} />

      <p role="status">
        {day(period.from)} – {day(period.to)}: {current.views} views, {current.starts} form starts, {current.submissions} submissions, rate {percent(conversionRate(current))}.
        Before ({day(report.previousPeriod.from)} – {day(report.previousPeriod.to)}): {previous.views} views, {previous.starts} form starts, {previous.submissions} submissions, rate{" "}
        {percent(conversionRate(previous))}.
      </p>

      <ConversionTable id="pages" title="Per page" keyHeader="Page" rows={report.pages} empty="No views or submissions in this period." />
      <ConversionTable id="sources" title="Per traffic source" keyHeader="Source / medium" rows={report.sources} empty="No views or submissions in this period." />
      <p className="muted">
        A page view or form start carries the visitor&apos;s traffic source as their lead would (unknown: no record, or sent before sources were counted).
        Form starts: the first field a visitor enters in a form, once per form and page view.
      </p>
    </div>
  );
}
