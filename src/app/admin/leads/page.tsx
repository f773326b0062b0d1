import Link from "next/link";
import { locales } from "@/routing/locales";
import { deliveryStateLabels, deliveryStates } from "@/server/admin/delivery-state";
import { consentStates, leadFilterQuery, parseLeadFilters, viewLeads, type Lead } from "@/server/admin/leads";
import { requireAdmin } from "@/server/admin/session";
import { getDb } from "@/server/db";
import { ViewerTime } from "../_components/ViewerTime";
import "../data-pages.css";

export const metadata = { title: "Leads" };

const deliveryTitle = (lead: Lead) => lead.deliveries.map((delivery) => `${delivery.destination}: ${deliveryStateLabels[delivery.outcome]}${delivery.lastError ? ` (${delivery.lastError})` : ""}`).join("\n");

export default async function LeadsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const session = await requireAdmin();
  const filters = parseLeadFilters(await searchParams);
  const result = await viewLeads(session, await getDb(), filters);
  const { choices } = result;
  const pageLink = (page: number) => `/admin/leads/?${leadFilterQuery(filters, { page: String(page) })}`;
  const exportLink = (format: string) => `/api/admin/leads/export/?${leadFilterQuery(filters, { format })}`;
  return (
    <div className="stack">
      <h1>Leads</h1>
      <p className="muted">Every stored submission, newest first. Days are UTC days. Spam (the honeypot was filled) is left out unless asked for.</p>

      <form method="get" action="/admin/leads/" className="filters" aria-label="Filter leads">
        <div className="field">
          <label htmlFor="lead-from">From (day)</label>
          <input id="lead-from" type="date" name="from" defaultValue={filters.from ?? ""} />
        </div>
        <div className="field">
          <label htmlFor="lead-to">To (day)</label>
          <input id="lead-to" type="date" name="to" defaultValue={filters.to ?? ""} />
        </div>
        <div className="field">
          <label htmlFor="lead-country">Country</label>
          <select id="lead-country" name="country" defaultValue={filters.country ?? ""}>
            <option value="">All countries</option>
            {choices.countries.map((country) => (
              <option key={country} value={country}>
                {country}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="lead-form">Form</label>
          <select id="lead-form" name="form" defaultValue={filters.form ?? ""}>
            <option value="">All forms</option>
            {choices.forms.map((form) => (
              <option key={form} value={form}>
                {form}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="lead-path">Page (path)</label>
          <input id="lead-path" name="path" list="lead-paths" defaultValue={filters.path ?? ""} autoComplete="off" placeholder="/de/demo/" />
          <datalist id="lead-paths">
            {choices.pages.map((path) => (
              <option key={path} value={path} />
            ))}
          </datalist>
        </div>
        <div className="field">
          <label htmlFor="lead-source">Source</label>
          <select id="lead-source" name="source" defaultValue={filters.source ?? ""}>
            <option value="">All sources</option>
            {choices.sources.map((source) => (
              <option key={source} value={source}>
                {source}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="lead-campaign">Campaign</label>
          <input id="lead-campaign" name="campaign" list="lead-campaigns" defaultValue={filters.campaign ?? ""} autoComplete="off" />
          <datalist id="lead-campaigns">
            {choices.campaigns.map((campaign) => (
              <option key={campaign} value={campaign} />
            ))}
          </datalist>
        </div>
        <div className="field">
          <label htmlFor="lead-locale">Locale</label>
          <select id="lead-locale" name="locale" defaultValue={filters.locale ?? ""}>
            <option value="">All locales</option>
            {locales.map((locale) => (
              <option key={locale} value={locale}>
                {locale}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="lead-consent">Consent</label>
          <select id="lead-consent" name="consent" defaultValue={filters.consent ?? ""}>
            <option value="">Any consent</option>
            {consentStates.map((consent) => (
              <option key={consent} value={consent}>
                {consent}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="lead-delivery">Delivery</label>
          <select id="lead-delivery" name="delivery" defaultValue={filters.delivery ?? ""}>
            <option value="">Any delivery state</option>
            {(["none", ...deliveryStates] as const).map((state) => (
              <option key={state} value={state}>
                {deliveryStateLabels[state]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="lead-search">Email, name or company</label>
          <input id="lead-search" type="search" name="q" defaultValue={filters.q ?? ""} autoComplete="off" />
        </div>
        <label className="checkbox">
          <input type="checkbox" name="spam" value="1" defaultChecked={filters.spam} /> Include spam
        </label>
        <div className="actions">
          <button type="submit" className="button">
            Apply
          </button>
          <Link href="/admin/leads/" prefetch={false}>
            Reset
          </Link>
        </div>
      </form>

      <div className="toolbar">
        <p role="status">
          {result.total === 1 ? "1 lead" : `${result.total} leads`} · page {result.page} of {result.pageCount}
        </p>
        <a className="button secondary" href={exportLink("csv")} download>
          Export CSV
        </a>
        <a className="button secondary" href={exportLink("csv-semicolon")} download>
          Export CSV with semicolons
        </a>
        <a className="button secondary" href={exportLink("xlsx")} download>
          Export Excel (XLSX)
        </a>
      </div>
      <p className="muted">Semicolons: for a spreadsheet whose locale writes decimals with a comma (Excel in German or French).</p>

      <div className="table-scroll" tabIndex={0} role="region" aria-label="Leads">
        <table data-leads-table className="leads-table">
          <thead>
            <tr>
              <th scope="col">Received</th>
              <th scope="col">Person</th>
              <th scope="col">Company</th>
              <th scope="col">Country</th>
              <th scope="col">Form</th>
              <th scope="col">Page</th>
              <th scope="col">Traffic source</th>
              <th scope="col">Consent</th>
              <th scope="col">Delivery</th>
            </tr>
          </thead>
          <tbody>
            {result.leads.length === 0 ? (
              <tr>
                <td colSpan={9}>No leads match these filters.</td>
              </tr>
            ) : (
              result.leads.map((lead) => (
                <tr key={lead.id} data-lead-id={lead.id}>
                  <td>
                    <Link href={`/admin/leads/${encodeURIComponent(lead.id)}/`} prefetch={false} data-lead-link>
                      <ViewerTime iso={lead.createdAt} />
                    </Link>
                  </td>
                  <td>
                    {lead.name ? <span className="person-name">{lead.name}</span> : null}
                    {lead.email ? <span className="address">{lead.email}</span> : null}
                  </td>
                  <td>{lead.company ?? ""}</td>
                  <td>{lead.country ?? ""}</td>
                  <td>
                    {lead.form} <span className="muted">({lead.locale})</span>
                    {lead.isSpam ? " (spam)" : ""}
                  </td>
                  <td className="path-cell">{lead.page ?? ""}</td>
                  <td>
                    {lead.trafficSource}
                    {lead.campaign ? <span className="muted"> · {lead.campaign}</span> : null}
                  </td>
                  <td>{lead.consent}</td>
                  <td title={deliveryTitle(lead)}>
                    {deliveryStateLabels[lead.deliveryState]}
                    {lead.deliveries.length > 0 ? <span className="muted"> ({lead.deliveries.map((delivery) => delivery.destination).join(", ")})</span> : null}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>

      {result.pageCount > 1 ? (
        <nav className="pagination" aria-label="Pages of leads">
          {result.page > 1 ? (
            <Link href={pageLink(result.page - 1)} prefetch={false} rel="prev">
              Previous page
            </Link>
          ) : null}
          {result.page < result.pageCount ? (
            <Link href={pageLink(result.page + 1)} prefetch={false} rel="next">
              Next page
            </Link>
          ) : null}
        </nav>
      ) : null}

      <h2 id="erase">Erase a person</h2>
      <form method="get" action="/admin/leads/erase/" className="filters" aria-labelledby="erase">
        <div className="field">
          <label htmlFor="erase-email">Their email address</label>
          <input id="erase-email" type="email" name="email" required autoComplete="off" />
        </div>
        <div className="actions">
          <button type="submit" className="button secondary">
            Review what would be erased
          </button>
        </div>
      </form>
    </div>
  );
}
