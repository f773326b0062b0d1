import { headers } from "next/headers";
import { BarChart } from "@/components/admin/charts/BarChart";
import { dayLabel } from "@/components/admin/day-label";
import { daysOf } from "@/server/admin/analytics";
import { publishedCampaigns } from "@/server/admin/content-campaigns";
import { listCampaigns, mailsReport, MAX_CODES_FILE_BYTES, newsletterAudience, type CampaignPool } from "@/server/admin/campaigns";
import { deliveryStateLabels } from "@/server/admin/delivery-state";
import { requireAdmin } from "@/server/admin/session";
import { viewerLocale } from "@/server/admin/viewer-dates";
import { getDb } from "@/server/db";
import { dayOf } from "@/server/analytics/retention";
import { ViewerTime } from "../_components/ViewerTime";
import "../data-pages.css";

export const metadata = { title: "Campaigns" };

/** Days a campaign's chart shows at most (the last ones). */
const CHART_DAYS = 60;

const uploadErrors: Record<string, string> = {
  invalid_campaign: "The campaign is the redemption page's uid in English: lower-case letters, digits and dashes.",
  unknown_campaign: "No redemption page names this campaign: publish its page first, or check the uid.",
  no_codes: "The file has no offer code.",
  file_too_large: `The file is over ${MAX_CODES_FILE_BYTES / 1024 / 1024} MiB.`,
};

/** Codes handed out on each day from the first one (at most CHART_DAYS days back) to today, days without any at 0. */
function perDaySeries(pool: CampaignPool): { label: string; value: number }[] {
  if (pool.perDay.length === 0) return [];
  const today = dayOf(Date.now());
  const earliest = dayOf(Date.now() - (CHART_DAYS - 1) * 86_400_000);
  const from = pool.perDay[0]!.day > earliest ? pool.perDay[0]!.day : earliest;
  const counts = new Map(pool.perDay.map((row) => [row.day, row.count]));
  return daysOf({ from, to: today }).map((day) => ({ label: day, value: counts.get(day) ?? 0 }));
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

export default async function CampaignsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdmin();
  const params = await searchParams;
  const db = await getDb();
  const [campaigns, audience, mails] = await Promise.all([listCampaigns(db, await publishedCampaigns()), newsletterAudience(db), mailsReport(db)]);
  const day = dayLabel(viewerLocale((await headers()).get("accept-language")));
  const languages = audience.perLanguage.map((row) => row.language);
  const error = uploadErrors[first(params.error)];
  const added = first(params.added);
  return (
    <div className="stack">
      <h1>Campaigns</h1>
      {error ? (
        <p className="notice" role="alert">
          Nothing was imported: {error}
        </p>
      ) : null}
      {/^\d+$/.test(added) ? (
        <p className="notice" role="status">
          {first(params.campaign)}: {added} codes added, {first(params.skipped) || 0} already in the pool, {first(params.invalid) || 0} lines without a code.
        </p>
      ) : null}

      <h2 id="redemption">Redemption campaigns</h2>
      <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="redemption">
        <table data-campaigns>
          <thead>
            <tr>
              <th scope="col">Campaign</th>
              <th scope="col" className="number">
                Pool
              </th>
              <th scope="col" className="number">
                Handed out
              </th>
              <th scope="col" className="number">
                Remaining
              </th>
              <th scope="col">Published</th>
              <th scope="col">Last import</th>
            </tr>
          </thead>
          <tbody>
            {campaigns.length === 0 ? (
              <tr>
                <td colSpan={6}>No campaign has codes yet: upload App Store Connect&apos;s file below.</td>
              </tr>
            ) : (
              campaigns.map((pool) => (
                <tr key={pool.campaign}>
                  <th scope="row">{pool.campaign}</th>
                  <td className="number">{pool.total}</td>
                  <td className="number">{pool.claimed}</td>
                  <td className="number">{pool.remaining}</td>
                  <td>{pool.active === null ? "no page" : pool.active ? "active" : "inactive"}</td>
                  <td>{pool.lastImportAt ? <ViewerTime iso={pool.lastImportAt} /> : "never"}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <div className="charts">
        {campaigns.filter((pool) => pool.total > 0).map((pool) => (
          <BarChart
            key={pool.campaign}
            id={`codes-${pool.campaign}`}
            title={`${pool.campaign}: codes handed out per day`}
            data={perDaySeries(pool)}
            orientation="vertical"
            labelHeader="Day"
            valueHeader="Codes"
            tickLabel={day}
          />
        ))}
      </div>

      <h2 id="upload">Upload App Store Connect codes</h2>
      <form method="post" action="/api/admin/campaigns/upload/" encType="multipart/form-data" className="filters" aria-labelledby="upload">
        <div className="field">
          <label htmlFor="upload-campaign">Campaign (the redemption page&apos;s uid in English)</label>
          <input id="upload-campaign" name="campaign" required pattern="[a-z0-9](?:[a-z0-9\-]{0,98}[a-z0-9])?" list="known-campaigns" defaultValue={first(params.campaign)} autoComplete="off" />
          <datalist id="known-campaigns">
            {campaigns
              .filter((pool) => pool.active !== null)
              .map((pool) => (
                <option key={pool.campaign} value={pool.campaign} />
              ))}
          </datalist>
        </div>
        <div className="field">
          <label htmlFor="upload-file">Offer codes file (CSV, up to {MAX_CODES_FILE_BYTES / 1024 / 1024} MiB)</label>
          <input id="upload-file" type="file" name="file" accept=".csv,.txt,text/csv,text/plain" required />
        </div>
        <div className="actions">
          <button type="submit" className="button">
            Upload
          </button>
        </div>
      </form>
      <p className="muted">Codes the pool already has are skipped, so uploading the same file twice is harmless.</p>

      <h2 id="subscribers">Newsletter subscribers per topic and language</h2>
      <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="subscribers">
        <table>
          <thead>
            <tr>
              <th scope="col">Topic</th>
              {languages.map((language) => (
                <th scope="col" className="number" key={language}>
                  {language}
                </th>
              ))}
              <th scope="col" className="number">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {audience.perTopic.map((row) => (
              <tr key={row.topic}>
                <th scope="row">{row.topic}</th>
                {languages.map((language) => (
                  <td className="number" key={language}>
                    {row.perLanguage[language] ?? 0}
                  </td>
                ))}
                <td className="number">{row.total}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">Subscribed addresses</th>
              {audience.perLanguage.map((row) => (
                <td className="number" key={row.language}>
                  {row.subscribed}
                </td>
              ))}
              <td className="number">{audience.perLanguage.reduce((sum, row) => sum + row.subscribed, 0)}</td>
            </tr>
            <tr>
              <th scope="row">Unsubscribed addresses</th>
              {audience.perLanguage.map((row) => (
                <td className="number" key={row.language}>
                  {row.unsubscribed}
                </td>
              ))}
              <td className="number">{audience.perLanguage.reduce((sum, row) => sum + row.unsubscribed, 0)}</td>
            </tr>
          </tbody>
        </table>
      </div>
      <BarChart id="topics" title="Subscribers per topic" data={audience.perTopic.map((row) => ({ label: row.topic, value: row.total }))} labelHeader="Topic" valueHeader="Subscribers" />

      <h2 id="mails">Mails</h2>
      <div className="table-scroll" tabIndex={0} role="region" aria-label="Mails per template and state">
        <table>
          <thead>
            <tr>
              <th scope="col">Mail</th>
              <th scope="col">State</th>
              <th scope="col" className="number">
                Count
              </th>
            </tr>
          </thead>
          <tbody>
            {mails.counts.length === 0 ? (
              <tr>
                <td colSpan={3}>No mail yet.</td>
              </tr>
            ) : (
              mails.counts.map((row) => (
                <tr key={`${row.template}-${row.status}`}>
                  <th scope="row">{row.template}</th>
                  <td>{deliveryStateLabels[row.status]}</td>
                  <td className="number">{row.count}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {mails.recent.length > 0 ? (
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Latest mails">
          <table>
            <caption>Latest {mails.recent.length} mails</caption>
            <thead>
              <tr>
                <th scope="col">Queued</th>
                <th scope="col">Mail</th>
                <th scope="col">To</th>
                <th scope="col">Language</th>
                <th scope="col">State</th>
                <th scope="col" className="number">
                  Attempts
                </th>
                <th scope="col">Error</th>
              </tr>
            </thead>
            <tbody>
              {mails.recent.map((mail) => (
                <tr key={mail.id}>
                  <td>
                    <ViewerTime iso={mail.createdAt} />
                  </td>
                  <td>{mail.template}</td>
                  <td className="label-cell">{mail.to}</td>
                  <td>{mail.locale}</td>
                  <td>{deliveryStateLabels[mail.status]}</td>
                  <td className="number">{mail.attempts}</td>
                  <td className="error-text">{mail.lastError ?? ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
