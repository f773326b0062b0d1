import Link from "next/link";
import { requireAdmin } from "@/server/admin/session";
import { currentServiceNotices } from "@/server/admin/notices";
import { consoleOverview, OVERVIEW_DAYS } from "@/server/admin/overview";
import { getDb } from "@/server/db";
import { ServiceNotices } from "./_components/ServiceNotices";
import { ViewerTime } from "./_components/ViewerTime";

export const metadata = { title: "Overview" };

export default async function ConsoleOverviewPage() {
  const session = await requireAdmin();
  const overview = await consoleOverview();
  const notices = await currentServiceNotices(await getDb());
  return (
    <div className="stack">
      <h1>Overview</h1>
      <ServiceNotices notices={notices} />
      <ul className="cards">
        <li className="card">
          <strong>{overview.leadsTotal}</strong> leads in the last {OVERVIEW_DAYS} days · <Link href="/admin/leads/" prefetch={false}>Leads</Link>
        </li>
        <li className="card">
          <strong>{overview.parkedDeliveries}</strong> parked deliveries · <Link href="/admin/deliveries/" prefetch={false}>Deliveries</Link>
        </li>
      </ul>
      {overview.leads.length > 0 && (
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Leads by kind">
          <table>
            <caption>Leads since <ViewerTime iso={overview.since} />, by kind</caption>
            <thead>
              <tr>
                <th scope="col">Kind</th>
                <th scope="col" className="number">Leads</th>
              </tr>
            </thead>
            <tbody>
              {overview.leads.map((row) => (
                <tr key={row.kind}>
                  <td>{row.kind}</td>
                  <td className="number">{row.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h2>More</h2>
      <ul>
        <li><Link href="/admin/conversion/" prefetch={false}>Conversion</Link>: views, form starts, submissions and the rate per page and source</li>
        <li><Link href="/admin/analytics/" prefetch={false}>Analytics</Link>: page views, sources, scroll, video, web vitals</li>
        <li><Link href="/admin/campaigns/" prefetch={false}>Campaigns</Link>: redemption codes, newsletter, mails sent</li>
        <li><Link href="/admin/audit/" prefetch={false}>Audit log</Link>: what everyone did here</li>
      </ul>
      <h2>Your session</h2>
      <p>
        Signed in as <strong>{session.email}</strong>, until <ViewerTime iso={session.expiresAt.toISOString()} /> unless you keep using the console.
      </p>
      <form method="post" action="/api/admin/sign-out/">
        <input type="hidden" name="scope" value="everywhere" />
        <button type="submit" className="button secondary">Sign out everywhere</button>
      </form>
    </div>
  );
}
