import Link from "next/link";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import type { LeadAnswer, LeadFieldName } from "@/lib/leads/lead";
import { deliveryStateLabels } from "@/server/admin/delivery-state";
import { isLeadId, viewLead } from "@/server/admin/lead-detail";
import { requireAdmin } from "@/server/admin/session";
import { ViewerTime } from "../../_components/ViewerTime";
import "../../data-pages.css";

export const metadata = { title: "Lead" };

/** The visitor's fields in the order a person reads them, with the console's words. */
const FIELD_LABELS: Record<Exclude<LeadFieldName, "password">, string> = {
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  phone: "Phone",
  jobTitle: "Job title",
  company: "Company",
  companySize: "Company size",
  country: "Country",
  message: "Message",
  marketingOptIn: "Marketing opt-in",
};
const FIELD_ORDER = Object.keys(FIELD_LABELS) as (keyof typeof FIELD_LABELS)[];

/** The traffic record's fields (src/lib/forms/traffic-source.ts), as the export names them. */
const TRAFFIC_LABELS: [string, string][] = [
  ["landingPage", "Landing page"],
  ["referrer", "Referrer"],
  ["conversionPage", "Conversion page"],
  ["utm_source", "utm_source"],
  ["utm_medium", "utm_medium"],
  ["utm_campaign", "utm_campaign"],
  ["utm_content", "utm_content"],
  ["utm_term", "utm_term"],
  ["utm_campaign_id", "utm_campaign_id"],
  ["utm_ad_id", "utm_ad_id"],
  ["gclid", "gclid"],
  ["msclkid", "msclkid"],
];

const answerText = (value: LeadAnswer): string => (typeof value === "string" ? value : typeof value === "boolean" ? (value ? "yes" : "no") : JSON.stringify(value));

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="facts">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

export default async function LeadPage({ params, searchParams }: PageProps<"/admin/leads/[id]">) {
  const session = await requireAdmin();
  const { id } = await params;
  if (!isLeadId(id)) notFound();
  const detail = await viewLead(session, id);
  if (!detail) notFound();
  const { lead } = detail;
  const replayed = first((await searchParams).replayed);
  const name = [lead.fields.firstName, lead.fields.lastName].filter(Boolean).join(" ");
  const fields = FIELD_ORDER.filter((field) => lead.fields[field] !== undefined && field !== "message");
  const answers = Object.entries(lead.answers);
  const traffic = (lead.source ?? {}) as Record<string, unknown>;
  const trafficRows = TRAFFIC_LABELS.filter(([key]) => typeof traffic[key] === "string" && traffic[key] !== "").map(([key, label]): [string, ReactNode] => [label, <span key={key} className="path-cell">{String(traffic[key])}</span>]);
  const replayable = detail.deliveries.filter((delivery) => delivery.replayable).length;
  return (
    <div className="stack">
      <p>
        <Link href="/admin/leads/" prefetch={false}>
          Back to the leads
        </Link>
      </p>
      <h1>{name || lead.fields.email || "Lead"}</h1>
      {/^\d+$/.test(replayed) ? (
        <p className="notice" role="status">
          {replayed === "1" ? "1 delivery was" : `${replayed} deliveries were`} replayed.
        </p>
      ) : null}
      <Facts
        rows={[
          ["Received", <ViewerTime key="at" iso={detail.createdAt} />],
          ["Form", `${lead.formType}${lead.formId ? ` (Marketo form ${lead.formId})` : ""}${detail.isSpam ? " · spam: the honeypot was filled, never forwarded" : ""}`],
          ["Language", lead.locale],
          ["Page", lead.page ? <span className="path-cell">{lead.page}</span> : "not reported"],
          ["Traffic source", detail.attribution ? `${detail.attribution.source} / ${detail.attribution.medium ?? "(none)"}${detail.attribution.campaign ? ` · campaign ${detail.attribution.campaign}` : ""}` : "unknown (the browser kept no record)"],
          ["Consent", detail.consent + (detail.confirmedAt ? " (link followed)" : "")],
        ]}
      />

      <h2 id="sent">What they sent</h2>
      {fields.length === 0 && answers.length === 0 && !lead.fields.message ? (
        <p>No field was filled in.</p>
      ) : (
        <Facts
          rows={[
            ...fields.map((field): [string, ReactNode] => [
              FIELD_LABELS[field],
              field === "email" ? <span className="address">{lead.fields.email}</span> : field === "marketingOptIn" ? (lead.fields.marketingOptIn ? "ticked" : "not ticked") : String(lead.fields[field]),
            ]),
            ...answers.map(([key, value]): [string, ReactNode] => [key, answerText(value)]),
          ]}
        />
      )}
      {lead.fields.message ? (
        <section aria-labelledby="message">
          <h3 id="message">Message</h3>
          <p className="message" data-lead-message>
            {lead.fields.message}
          </p>
        </section>
      ) : null}
      {detail.reports.map((report) => (
        <p key={report.fileName}>
          Maturity report: {report.fileName} ({Math.ceil(report.sizeBytes / 1024)} KB), uploaded <ViewerTime iso={report.createdAt} />
        </p>
      ))}

      <h2 id="source">Where they came from</h2>
      {trafficRows.length === 0 ? <p>The browser kept no record of the visit.</p> : <Facts rows={trafficRows} />}

      <h2 id="deliveries">Deliveries and mails</h2>
      {detail.deliveries.length === 0 ? (
        <p>{detail.isSpam ? "None: spam is never forwarded." : "None: this kind of lead goes nowhere else."}</p>
      ) : (
        <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="deliveries">
          <table data-lead-deliveries>
            <thead>
              <tr>
                <th scope="col">Destination</th>
                <th scope="col">State</th>
                <th scope="col" className="number">
                  Attempts
                </th>
                <th scope="col">When</th>
                <th scope="col">Last error</th>
                <th scope="col">Replay</th>
              </tr>
            </thead>
            <tbody>
              {detail.deliveries.map((delivery) => (
                <tr key={delivery.id} data-delivery={delivery.destination}>
                  <th scope="row">
                    {delivery.destination}
                    {delivery.mail ? (
                      <span className="muted">
                        {" "}
                        {delivery.mail.template} to <span className="address">{delivery.mail.to}</span>
                      </span>
                    ) : null}
                  </th>
                  <td>{deliveryStateLabels[delivery.outcome]}</td>
                  <td className="number">{delivery.attempts}</td>
                  <td>
                    {delivery.forwardedAt ? (
                      <>
                        done <ViewerTime iso={delivery.forwardedAt} />
                      </>
                    ) : delivery.status === "failed" ? (
                      "given up"
                    ) : (
                      <>
                        next try <ViewerTime iso={delivery.nextAttemptAt} />
                      </>
                    )}
                  </td>
                  <td className="error-text">{delivery.lastError ?? ""}</td>
                  <td>
                    {delivery.replayable ? (
                      <form method="post" action="/api/admin/leads/replay/">
                        <input type="hidden" name="lead" value={detail.id} />
                        <input type="hidden" name="delivery" value={delivery.id} />
                        <button type="submit" className="button secondary" aria-label={`Replay the ${delivery.destination} delivery`}>
                          Replay
                        </button>
                      </form>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {replayable > 1 ? (
        <form method="post" action="/api/admin/leads/replay/">
          <input type="hidden" name="lead" value={detail.id} />
          <button type="submit" className="button">
            Replay its {replayable} parked deliveries
          </button>
        </form>
      ) : null}
      {detail.keptMails.map((mail) => (
        <details key={mail.id} className="kept-mail">
          <summary>
            Kept, not sent: &ldquo;{mail.subject}&rdquo; to <span className="address">{mail.recipient}</span>
          </summary>
          <p className="muted">
            Written <ViewerTime iso={mail.createdAt} />
            {mail.attachments.length > 0 ? `, with ${mail.attachments.join(", ")}` : ""}. No mail service was configured: it sits in the outgoing_email table.
          </p>
          <pre className="message">{mail.body}</pre>
        </details>
      ))}

      <h2 id="erase">Erase this person</h2>
      {lead.fields.email ? (
        <p>
          <Link href={`/admin/leads/erase/?${new URLSearchParams({ email: lead.fields.email })}`} prefetch={false}>
            Review what erasing <span className="address">{lead.fields.email}</span> would remove…
          </Link>
        </p>
      ) : (
        <p>This lead has no email address: erasure goes by address.</p>
      )}
    </div>
  );
}
