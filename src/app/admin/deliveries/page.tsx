import { deliveriesOverview, deliveryColumns } from "@/server/admin/deliveries";
import { deliveryStateLabels } from "@/server/admin/delivery-state";
import { currentServiceNotices } from "@/server/admin/notices";
import { requireAdmin } from "@/server/admin/session";
import { getDb } from "@/server/db";
import { ServiceNotices } from "../_components/ServiceNotices";
import { ViewerTime } from "../_components/ViewerTime";

export const metadata = { title: "Deliveries" };

export default async function DeliveriesPage({ searchParams }: PageProps<"/admin/deliveries">) {
  await requireAdmin();
  const { replayed } = await searchParams;
  const overview = await deliveriesOverview();
  const notices = await currentServiceNotices(await getDb());
  const replayedCount = typeof replayed === "string" && /^\d+$/.test(replayed) ? Number(replayed) : null;
  return (
    <div className="stack">
      <h1>Deliveries</h1>
      <p className="muted">
        What the site forwards to other systems (Marketo, the learning app, Chili Piper, mail), by destination and state. Parked entries are retried on a slow
        schedule for 7 days, then given up; replaying gives them a fresh start now. &ldquo;Kept, not sent&rdquo;: taken by the site&apos;s embedded stand-in
        because the service is not configured.
      </p>
      <ServiceNotices notices={notices} />
      {replayedCount !== null && (
        <p className="notice" role="status">
          {replayedCount === 1 ? "1 delivery was" : `${replayedCount} deliveries were`} replayed.
        </p>
      )}
      <div className="table-scroll" tabIndex={0} role="region" aria-label="Deliveries by destination and state">
        <table>
          <thead>
            <tr>
              <th scope="col">Destination</th>
              {deliveryColumns.map((status) => (
                <th scope="col" className="number" key={status}>{deliveryStateLabels[status]}</th>
              ))}
              <th scope="col" className="number">total</th>
            </tr>
          </thead>
          <tbody>
            {overview.destinations.length === 0 ? (
              <tr>
                <td colSpan={deliveryColumns.length + 2}>No deliveries yet.</td>
              </tr>
            ) : (
              overview.destinations.map((row) => (
                <tr key={row.destination}>
                  <th scope="row">{row.destination}</th>
                  {deliveryColumns.map((status) => (
                    <td className="number" key={status}>{row.counts[status]}</td>
                  ))}
                  <td className="number">{row.total}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <form method="post" action="/api/admin/deliveries/replay/">
        <button type="submit" className="button" disabled={overview.waiting === 0}>
          Replay {overview.waiting} parked {overview.waiting === 1 ? "delivery" : "deliveries"}
        </button>
      </form>
      <h2>Last errors</h2>
      {overview.failures.length === 0 ? (
        <p>No parked or given-up deliveries.</p>
      ) : (
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Last errors">
          <table>
            <thead>
              <tr>
                <th scope="col">Stored</th>
                <th scope="col">Destination</th>
                <th scope="col">State</th>
                <th scope="col" className="number">Attempts</th>
                <th scope="col">Error</th>
              </tr>
            </thead>
            <tbody>
              {overview.failures.map((failure) => (
                <tr key={failure.id}>
                  <td><ViewerTime iso={failure.created_at} /></td>
                  <td>{failure.destination}</td>
                  <td>{failure.status}</td>
                  <td className="number">{failure.attempts}</td>
                  <td className="error-text">{failure.last_error ?? ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
