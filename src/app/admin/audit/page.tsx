import { listAudit } from "@/server/admin/audit";
import { requireAdmin } from "@/server/admin/session";
import { ViewerTime } from "../_components/ViewerTime";

export const metadata = { title: "Audit log" };

/** How many lines the page shows (newest first). */
const AUDIT_PAGE_SIZE = 200;

export default async function AuditPage() {
  await requireAdmin();
  const entries = await listAudit({ limit: AUDIT_PAGE_SIZE });
  return (
    <div className="stack">
      <h1>Audit log</h1>
      <p className="muted">Every action taken in the console, newest first (the last {AUDIT_PAGE_SIZE}). Times in UTC.</p>
      {entries.length === 0 ? (
        <p>Nothing yet.</p>
      ) : (
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Audit log">
          <table>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">Action</th>
                <th scope="col">Details</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td><ViewerTime iso={entry.at} /></td>
                  <td>{entry.email}</td>
                  <td>{entry.action}</td>
                  <td>{entry.detail ? Object.entries(entry.detail).map(([key, value]) => `${key}: ${typeof value === "string" ? value : JSON.stringify(value)}`).join(", ") : ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
