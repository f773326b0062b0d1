import { listAudit } from "@/server/admin/audit";
import { actionsOfKind, auditActions, auditDetailWords, auditKinds, isAuditKind } from "@/server/admin/audit-words";
import { requireAdmin } from "@/server/admin/session";
import { ViewerTime } from "../_components/ViewerTime";
import "../data-pages.css";

export const metadata = { title: "Audit log" };

/** How many lines the page shows (newest first). */
const AUDIT_PAGE_SIZE = 200;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

export default async function AuditPage({ searchParams }: PageProps<"/admin/audit">) {
  await requireAdmin();
  const params = await searchParams;
  const kind = first(params.kind);
  const who = first(params.who).trim().slice(0, 320);
  const entries = await listAudit({ limit: AUDIT_PAGE_SIZE, actions: isAuditKind(kind) ? actionsOfKind(kind) : undefined, email: who || undefined });
  return (
    <div className="stack">
      <h1>Audit log</h1>
      <p className="muted">
        Every sign-in attempt, every view or export of personal data and every change made in the console, newest first (the last {AUDIT_PAGE_SIZE}). Times in UTC.
        An address that may not sign in is shown shortened (<code>e…@example.com</code>); its key tells its attempts apart.
      </p>
      <form method="get" action="/admin/audit/" className="filters" aria-label="Filter the audit log">
        <div className="field">
          <label htmlFor="audit-kind">Kind</label>
          <select id="audit-kind" name="kind" defaultValue={isAuditKind(kind) ? kind : ""}>
            <option value="">Everything</option>
            {Object.entries(auditKinds).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="audit-who">Who (address)</label>
          <input id="audit-who" type="text" name="who" defaultValue={who} autoComplete="off" />
        </div>
        <div className="actions">
          <button type="submit" className="button secondary">
            Apply
          </button>
        </div>
      </form>
      {entries.length === 0 ? (
        <p>Nothing yet.</p>
      ) : (
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Audit log">
          <table>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">Details</th>
                <th scope="col">From</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} data-action={entry.action}>
                  <td>
                    <ViewerTime iso={entry.at} />
                  </td>
                  <td className="label-cell">{entry.email || <span className="muted">unknown</span>}</td>
                  <td>
                    {auditActions[entry.action]?.label ?? entry.action} <code className="muted">{entry.action}</code>
                  </td>
                  <td className="label-cell wide-cell">{auditDetailWords(entry.detail)}</td>
                  <td className="label-cell">
                    {entry.clientAddress ?? ""}
                    {entry.requestId ? <span className="muted"> request {entry.requestId}</span> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
