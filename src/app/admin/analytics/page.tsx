import { headers } from "next/headers";
import { BarChart } from "@/components/admin/charts/BarChart";
import { LineChart } from "@/components/admin/charts/LineChart";
import { dayLabel } from "@/components/admin/day-label";
import { locales } from "@/routing/locales";
import { analyticsReport, DEFAULT_PERIOD_DAYS, parsePeriod } from "@/server/admin/analytics";
import { requireAdmin } from "@/server/admin/session";
import { viewerLocale } from "@/server/admin/viewer-dates";
import { getDb } from "@/server/db";
import { PeriodPicker } from "../_components/PeriodPicker";
import "../data-pages.css";

export const metadata = { title: "Analytics" };

const PRESETS = [7, DEFAULT_PERIOD_DAYS, 90, 365];
const share = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 100)} %` : "–");
/** Web vitals in their units: CLS has none, the others are milliseconds. */
const vitalValue = (metric: string, value: number) => (metric === "CLS" ? String(value) : `${Math.round(value)} ms`);

export default async function AnalyticsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdmin();
  const params = await searchParams;
  const period = parsePeriod(params);
  const report = await analyticsReport(await getDb(), period);
  const locale = viewerLocale((await headers()).get("accept-language"));
  const day = dayLabel(locale);
  const totalViews = report.pageViewsPerDay.reduce((sum, point) => sum + point.views, 0);
  return (
    <div className="stack">
      <h1>Analytics</h1>
      <p className="muted">
        From the site&apos;s own, cookieless events (sent only with analytics consent) and the stored submissions. Days are UTC days.
        {report.aggregatedThrough ? ` Days through ${day(report.aggregatedThrough)} come from the daily aggregates (a day is aggregated once it is over; its raw events are deleted after the retention).` : ""}
      </p>

      <PeriodPicker action="/admin/analytics/" period={period} params={params} presets={PRESETS} />

      <p role="status">
        {day(period.from)} – {day(period.to)}: {totalViews} page views, {report.trafficSources.reduce((sum, row) => sum + row.submissions, 0)} submissions.
      </p>

      <LineChart
        id="page-views"
        title="Page views per day"
        data={report.pageViewsPerDay.map((point) => ({ label: point.day, value: point.views }))}
        valueHeader="Page views"
        tickLabel={day}
      />

      <div className="charts">
        <BarChart id="top-pages" title="Top pages" data={report.topPages.map((page) => ({ label: page.pageName, value: page.total }))} labelHeader="Page" valueHeader="Page views" />
        <BarChart id="locales" title="Page views per locale" data={report.locales.map((row) => ({ label: row.locale, value: row.views }))} labelHeader="Locale" valueHeader="Page views" />
        <BarChart id="sources" title="Traffic sources of submissions" data={report.trafficSources.map((row) => ({ label: row.source, value: row.submissions }))} labelHeader="Source" valueHeader="Submissions" />
        <BarChart
          id="conversions"
          title="Conversions per source (submissions)"
          data={report.conversions.filter((row) => row.submissions > 0).map((row) => ({ label: row.source, value: row.submissions }))}
          labelHeader="utm_source / utm_medium"
          valueHeader="Submissions"
        />
      </div>

      <h2>Top pages per locale</h2>
      <div className="table-scroll" tabIndex={0} role="region" aria-label="Top pages per locale">
        <table>
          <thead>
            <tr>
              <th scope="col">Page</th>
              {locales.map((code) => (
                <th scope="col" className="number" key={code}>
                  {code}
                </th>
              ))}
              <th scope="col" className="number">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {report.topPages.length === 0 ? (
              <tr>
                <td colSpan={locales.length + 2}>No page views in this period.</td>
              </tr>
            ) : (
              report.topPages.map((page) => (
                <tr key={page.pageName}>
                  <th scope="row" className="label-cell">
                    {page.pageName}
                  </th>
                  {locales.map((code) => (
                    <td className="number" key={code}>
                      {page.perLocale[code]}
                    </td>
                  ))}
                  <td className="number">{page.total}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>

      <h2>Conversions per source</h2>
      <div className="table-scroll" tabIndex={0} role="region" aria-label="Conversions per source">
        <table>
          <thead>
            <tr>
              <th scope="col">utm_source / utm_medium</th>
              <th scope="col" className="number">
                Stored submissions
              </th>
              <th scope="col" className="number">
                &ldquo;Form submitted&rdquo; events
              </th>
            </tr>
          </thead>
          <tbody>
            {report.conversions.length === 0 ? (
              <tr>
                <td colSpan={3}>No conversions in this period.</td>
              </tr>
            ) : (
              report.conversions.map((row) => (
                <tr key={row.source}>
                  <th scope="row">{row.source}</th>
                  <td className="number">{row.submissions}</td>
                  <td className="number">{row.events}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>

      <h2>Scroll depth</h2>
      <div className="table-scroll" tabIndex={0} role="region" aria-label="Scroll depth">
        <table>
          <thead>
            <tr>
              <th scope="col">Page</th>
              <th scope="col" className="number">
                Views
              </th>
              <th scope="col" className="number">
                Scrolled half a window
              </th>
              <th scope="col" className="number">
                Scrolled half the page
              </th>
            </tr>
          </thead>
          <tbody>
            {report.scrollDepth.length === 0 ? (
              <tr>
                <td colSpan={4}>No scroll data in this period.</td>
              </tr>
            ) : (
              report.scrollDepth.map((row) => (
                <tr key={row.page}>
                  <th scope="row" className="label-cell">
                    {row.page}
                  </th>
                  <td className="number">{row.views}</td>
                  <td className="number">
                    {row.pageScrolled} ({share(row.pageScrolled, row.views)})
                  </td>
                  <td className="number">
                    {row.halfPageScroll} ({share(row.halfPageScroll, row.views)})
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>

      <h2>Video progress</h2>
      <div className="table-scroll" tabIndex={0} role="region" aria-label="Video progress">
        <table>
          <thead>
            <tr>
              <th scope="col">Video</th>
              <th scope="col" className="number">
                Plays
              </th>
              <th scope="col" className="number">
                25 %
              </th>
              <th scope="col" className="number">
                50 %
              </th>
              <th scope="col" className="number">
                75 %
              </th>
              <th scope="col" className="number">
                Ended
              </th>
            </tr>
          </thead>
          <tbody>
            {report.videoProgress.length === 0 ? (
              <tr>
                <td colSpan={6}>No video watched in this period.</td>
              </tr>
            ) : (
              report.videoProgress.map((row) => (
                <tr key={row.video}>
                  <th scope="row">{row.video}</th>
                  <td className="number">{row.plays}</td>
                  <td className="number">{row.ratio25}</td>
                  <td className="number">{row.ratio50}</td>
                  <td className="number">{row.ratio75}</td>
                  <td className="number">{row.ended}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>

      <h2>Core Web Vitals (75th percentile per page type)</h2>
      <div className="table-scroll" tabIndex={0} role="region" aria-label="Core Web Vitals">
        <table data-web-vitals>
          <thead>
            <tr>
              <th scope="col">Page type</th>
              <th scope="col">Metric</th>
              <th scope="col" className="number">
                Samples
              </th>
              <th scope="col" className="number">
                p75
              </th>
            </tr>
          </thead>
          <tbody>
            {report.webVitals.length === 0 ? (
              <tr>
                <td colSpan={4}>No web vitals in this period.</td>
              </tr>
            ) : (
              report.webVitals.map((row) => (
                <tr key={`${row.pageType}-${row.metric}`}>
                  <th scope="row">{row.pageType}</th>
                  <td>{row.metric}</td>
                  <td className="number">{row.samples}</td>
                  <td className="number">{vitalValue(row.metric, row.p75)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
