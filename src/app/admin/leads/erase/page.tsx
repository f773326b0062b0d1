import { headers } from "next/headers";
import Link from "next/link";
import { isWellFormedEmail, normalizeEmail } from "@/lib/forms/email";
import { auditEntry } from "@/server/admin/audit";
import { erasureCountKeys, previewErasure, erasureOfAudit, type ErasureCounts } from "@/server/admin/erase";
import { downstreamNotes, type DownstreamNote } from "@/server/admin/erase-downstream";
import { requireAdmin } from "@/server/admin/session";
import { viewerLocale } from "@/server/admin/viewer-dates";
import { ViewerTime } from "../../_components/ViewerTime";
import "../../data-pages.css";

export const metadata = { title: "Erase a person" };

const labels: Record<keyof ErasureCounts, string> = {
  submissions: "Submissions (forms, trials, registrations, newsletter, assessments)",
  outbox: "Deliveries to other systems and mails (outbox entries)",
  outgoingEmail: "Mails kept by the site",
  assessmentPdfs: "Maturity report PDFs",
  newsletterConfirmations: "Newsletter confirmations",
  newsletterSubscriptions: "Newsletter subscription and preferences",
  learningAppAccounts: "Embedded learning app: accounts",
  learningAppCourseRegistrations: "Embedded learning app: course registrations",
  embeddedDeliveries: "Embedded Marketo / Chili Piper records",
  analyticsEvents: "Analytics events naming the address or the redemption cookie",
  redemptionClaims: "Redemption codes tied to their cookie (the code stays counted as handed out)",
};

function DownstreamList({ notes, done }: { notes: DownstreamNote[]; done: boolean }) {
  return (
    <section aria-labelledby="erase-downstream" className="stack" data-erasure-downstream>
      <h2 id="erase-downstream">{done ? "What the site could not erase" : "What erasing here will not reach"}</h2>
      {notes.length === 0 ? (
        <p>None of their deliveries reached a system outside the site: there is nothing to file elsewhere.</p>
      ) : (
        <>
          <p>These systems got their data from the site: file the erasure request there next.</p>
          <ul>
            {notes.map((note) => (
              <li key={note.system} data-downstream={note.system}>
                <strong>{note.name}:</strong> {note.got}. Next: {note.next}.
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

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
          {erasureCountKeys.map((key) => (
            <tr key={key} data-count={key}>
              <th scope="row">{labels[key]}</th>
              <td className="number">{counts[key]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

export default async function ErasePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const session = await requireAdmin();
  const params = await searchParams;
  const locale = viewerLocale((await headers()).get("accept-language"));
  const erased = first(params.erased);
  if (erased !== "") {
    const entry = await auditEntry(erased, "person_erased");
    const erasure = entry ? erasureOfAudit(entry.detail) : null;
    return (
      <div className="stack">
        <h1>Person erased</h1>
        {erasure && entry ? (
          <>
            <p className="notice" role="status">
              Everything the site held about the address is gone
              {erasure.purged ? ", and the database files were rewritten so no copy of it stays in them" : ""}. Erased by {entry.email} at{" "}
              <ViewerTime iso={entry.at} />. The audit log records the erasure by a keyed hash (HMAC) of the address, not the address. Backups made
              before now still hold them until they are rotated out.
            </p>
            {erasure.purged ? null : (
              <p className="notice" role="alert">
                The database files could not be rewritten (another connection was reading): erase the address again later to remove the last copies.
              </p>
            )}
            <DownstreamList notes={downstreamNotes(erasure.downstream, locale)} done />
            <CountsTable counts={erasure.counts} caption="Rows erased" />
          </>
        ) : (
          <p className="notice" role="alert">
            No such erasure in the audit log.
          </p>
        )}
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
        redemption cookie and a code, in one step; every spelling of the address (case, +tag, Gmail&apos;s dots) is the same person, and another
        person&apos;s message that quotes the address stays. Analytics events are anonymous; those whose properties hold the address or the cookie go. This cannot be undone.
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
          <CountsTable counts={preview.counts} caption={`What would be erased for ${email}`} />
          <DownstreamList notes={downstreamNotes(preview.downstream, locale)} done={false} />
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
