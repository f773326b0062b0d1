import Link from "next/link";
import { isWellFormedEmail, normalizeEmail } from "@/lib/forms/email";
import { previewErasure, type ErasureCounts } from "@/server/admin/erase";
import { requireAdmin } from "@/server/admin/session";
import "../../data-pages.css";

export const metadata = { title: "Erase a person" };

const rows: [keyof ErasureCounts, string][] = [
  ["submissions", "Submissions (forms, trials, registrations, newsletter, assessments)"],
  ["outbox", "Deliveries to other systems and mails (outbox entries)"],
  ["outgoingEmail", "Mails kept by the site"],
  ["assessmentPdfs", "Maturity report PDFs"],
  ["newsletterConfirmations", "Newsletter confirmations"],
  ["newsletterSubscriptions", "Newsletter subscription and preferences"],
  ["learningAppAccounts", "Embedded learning app: accounts"],
  ["learningAppCourseRegistrations", "Embedded learning app: course registrations"],
  ["embeddedDeliveries", "Embedded Marketo / Chili Piper records"],
  ["redemptionClaims", "Redemption codes tied to their cookie (the code stays counted as handed out)"],
];

function CountsTable({ counts, caption }: { counts: ErasureCounts; caption: string }) {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={caption}>
      <table data-erasure-counts>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">What</th>
            <th scope="col" className="number">
              Rows
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([key, label]) => (
            <tr key={key} data-count={key}>
              <th scope="row">{label}</th>
              <td className="number">{counts[key]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

/** Counts carried back by the erase endpoint's redirect (numbers only; anything else reads 0). */
function countsFrom(params: Record<string, string | string[] | undefined>): ErasureCounts {
  return Object.fromEntries(rows.map(([key]) => [key, /^\d{1,9}$/.test(first(params[key])) ? Number(first(params[key])) : 0])) as unknown as ErasureCounts;
}

export default async function ErasePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const session = await requireAdmin();
  const params = await searchParams;
  if (first(params.erased) === "1") {
    return (
      <div className="stack">
        <h1>Person erased</h1>
        <p className="notice" role="status">
          Everything the site held about the address is gone. The audit log records the erasure by a hash of the address, not the address.
        </p>
        <CountsTable counts={countsFrom(params)} caption="Rows erased" />
        <p>
          <Link href="/admin/leads/" prefetch={false}>
            Back to the leads
          </Link>
        </p>
      </div>
    );
  }

  const email = normalizeEmail(first(params.email));
  const visitor = first(params.visitor).trim();
  const valid = isWellFormedEmail(email);
  const preview = valid ? await previewErasure(session, { email, redemptionVisitor: visitor || null }) : null;
  const error = first(params.error);
  return (
    <div className="stack">
      <h1>Erase a person</h1>
      <p className="muted">
        GDPR erasure: their submissions, deliveries and mails, newsletter subscription and preferences, what the embedded systems kept, and the tie between their
        redemption cookie and a code, in one step. Analytics events are anonymous (no visitor id, address or IP), so nothing there names them. This cannot be undone.
      </p>
      {error === "confirm" ? (
        <p className="notice" role="alert">
          Tick the confirmation box to erase.
        </p>
      ) : null}
      {error === "email" || (email !== "" && !valid) ? (
        <p className="notice" role="alert">
          That is not an email address.
        </p>
      ) : null}

      <form method="get" action="/admin/leads/erase/" className="filters" aria-label="Whom to erase">
        <div className="field">
          <label htmlFor="erase-email">Email address</label>
          <input id="erase-email" type="email" name="email" required defaultValue={email} autoComplete="off" />
        </div>
        <div className="field">
          <label htmlFor="erase-visitor">Redemption cookie (optional)</label>
          <input id="erase-visitor" type="text" name="visitor" defaultValue={visitor} autoComplete="off" aria-describedby="erase-visitor-help" />
        </div>
        <p id="erase-visitor-help" className="muted">
          The value of their <code>redemption_visitor</code> cookie, if they sent it: the only link between them and an offer code.
        </p>
        <div className="actions">
          <button type="submit" className="button secondary">
            Review
          </button>
        </div>
      </form>

      {preview ? (
        <>
          <CountsTable counts={preview} caption={`What would be erased for ${email}`} />
          <form method="post" action="/api/admin/leads/erase/" className="stack">
            <input type="hidden" name="email" value={email} />
            <input type="hidden" name="visitor" value={visitor} />
            <label className="checkbox">
              <input type="checkbox" name="confirm" value="yes" required /> I confirm: erase everything about {email}
            </label>
            <button type="submit" className="button danger">
              Erase permanently
            </button>
          </form>
        </>
      ) : null}
    </div>
  );
}
