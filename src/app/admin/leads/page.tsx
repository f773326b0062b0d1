import Link from "next/link";
import { locales } from "@/routing/locales";
import { listLeads, parseLeadFilters, type Lead, type LeadFilters } from "@/server/admin/leads";
import { requireAdmin } from "@/server/admin/session";
import { getDb } from "@/server/db";
import { ViewerTime } from "../_components/ViewerTime";
import "../data-pages.css";

export const metadata = { title: "Leads" };

/** The filters as a query string (without the page), for export links and paging. */
function filterQuery(filters: LeadFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const name of ["form", "from", "to", "locale", "q"] as const) {
    const value = filters[name];
    if (value) params.set(name, value);
  }
  if (filters.spam) params.set("spam", "1");
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  return params.toString();
}

const deliveryTitle = (lead: Lead) => lead.deliveries.map((delivery) => `${delivery.destination}: ${delivery.status}${delivery.lastError ? ` (${delivery.lastError})` : ""}`).join("\n");

export default async function LeadsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdmin();
  const filters = parseLeadFilters(await searchParams);
  const result = await listLeads(await getDb(), filters);
  const pageLink = (page: number) => `/admin/leads/?${filterQuery(filters, { page: String(page) })}`;
  return (
    <div className="stack">
      <h1>Leads</h1>
      <p className="muted">Every stored submission, newest first. Days are UTC days. Spam (the honeypot was filled) is left out unless asked for.</p>

      <form method="get" action="/admin/leads/" className="filters" aria-label="Filter leads">
        <div className="field">
          <label htmlFor="lead-form">Form</label>
          <select id="lead-form" name="form" defaultValue={filters.form ?? ""}>
            <option value="">All forms</option>
            {result.forms.map((form) => (
              <option key={form} value={form}>
                {form}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="lead-from">From (day)</label>
          <input id="lead-from" type="date" name="from" defaultValue={filters.from ?? ""} />
        </div>
        <div className="field">
          <label htmlFor="lead-to">To (day)</label>
          <input id="lead-to" type="date" name="to" defaultValue={filters.to ?? ""} />
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
          <label htmlFor="lead-search">Email or company</label>
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
        <a className="button secondary" href={`/api/admin/leads/export/?${filterQuery(filters, { format: "csv" })}`} download>
          Export CSV
        </a>
        <a className="button secondary" href={`/api/admin/leads/export/?${filterQuery(filters, { format: "xlsx" })}`} download>
          Export Excel (XLSX)
        </a>
      </div>

      <div className="table-scroll" tabIndex={0} role="region" aria-label="Leads">
        <table data-leads-table>
          <thead>
            <tr>
              <th scope="col">Received</th>
              <th scope="col">Form</th>
              <th scope="col">Locale</th>
              <th scope="col">Email</th>
              <th scope="col">Company</th>
              <th scope="col">Name</th>
              <th scope="col">Traffic source</th>
              <th scope="col">Consent</th>
              <th scope="col">Delivery</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {result.leads.length === 0 ? (
              <tr>
                <td colSpan={10}>No leads match these filters.</td>
              </tr>
            ) : (
              result.leads.map((lead) => (
                <tr key={lead.id} data-lead-id={lead.id}>
                  <td>
                    <ViewerTime iso={lead.createdAt} />
                  </td>
                  <td>
                    {lead.form}
                    {lead.isSpam ? " (spam)" : ""}
                  </td>
                  <td>{lead.locale}</td>
                  <td className="label-cell">{lead.email ?? ""}</td>
                  <td>{lead.company ?? ""}</td>
                  <td>{lead.name ?? ""}</td>
                  <td>{lead.trafficSource}</td>
                  <td>{lead.consent}</td>
                  <td title={deliveryTitle(lead)}>
                    {lead.deliveryState}
                    {lead.deliveries.length > 0 ? <span className="muted"> ({lead.deliveries.map((delivery) => delivery.destination).join(", ")})</span> : null}
                  </td>
                  <td>{lead.email ? <Link href={`/admin/leads/erase/?${new URLSearchParams({ email: lead.email })}`} prefetch={false} aria-label={`Erase ${lead.email}`}>Erase…</Link> : null}</td>
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
