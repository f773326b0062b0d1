// The deliveries page's data and its replay button, through the real route handler.
import { describe, expect, it } from "vitest";
import { POST as replay } from "@/app/api/admin/deliveries/replay/route";
import { getDb } from "../db";
import { recordSubmission } from "../leads/store";
import { signInWithMailedLink, SITE } from "../testing/admin";
import { withTemporaryDataDir } from "../testing/data-dir";
import { listAudit } from "./audit";
import { deliveriesOverview } from "./deliveries";
import { consoleOverview } from "./overview";
import { formatViewerDate, viewerLocale } from "./viewer-dates";
import { testSubmission } from "../testing/leads";

withTemporaryDataDir("admin-deliveries-", { ADMIN_EMAILS: "ana@quillio.com", ADMIN_AUTH_SECRET: "d".repeat(40), OUTBOX_WORKER: "off" });

async function parkedLead(email: string) {
  const db = await getDb();
  const { id } = await recordSubmission(
    testSubmission({ kind: "form", formType: "contact", locale: "de", email, payload: { email }, destinations: [{ destination: "marketo.lead", message: { email } as never }] }),
    { db },
  );
  await db.updateTable("outbox").set({ status: "parked", parked_at: new Date().toISOString(), attempts: 3, last_error: "Marketo answered 404" }).where("submission_id", "=", id).execute();
  return id;
}

describe("the deliveries page", () => {
  it("counts the outbox by destination and state, shows the last errors, and the overview counts the week's leads", async () => {
    await parkedLead("jürgen@beispiel.de");
    const overview = await deliveriesOverview();
    expect(overview.destinations).toEqual([expect.objectContaining({ destination: "marketo.lead", total: 1, counts: expect.objectContaining({ parked: 1, pending: 0 }) })]);
    expect(overview.waiting).toBe(1);
    expect(overview.failures[0]).toMatchObject({ destination: "marketo.lead", status: "parked", last_error: "Marketo answered 404" });
    const week = await consoleOverview();
    expect(week).toMatchObject({ leadsTotal: 1, leads: [{ kind: "form", count: 1 }], parkedDeliveries: 1 });
  });

  it("replays the parked ones from the page's form, and audits it", async () => {
    const db = await getDb();
    const { cookie } = await signInWithMailedLink(db, "ana@quillio.com");
    const response = await replay(new Request(`${SITE}/api/admin/deliveries/replay/`, { method: "POST", headers: { cookie, origin: SITE, "sec-fetch-site": "same-origin" }, body: new FormData() }));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`${SITE}/admin/deliveries/?replayed=1`);
    const rows = await db.selectFrom("outbox").select(["status", "attempts", "parked_at"]).execute();
    expect(rows).toEqual([{ status: "pending", attempts: 0, parked_at: null }]);
    const [line] = await listAudit({ db, email: "ana@quillio.com" });
    expect(line).toMatchObject({ action: "deliveries_replay", detail: { replayed: 1 } });
  });
});

describe("mails and leads only an embedded default took", () => {
  it("count as kept, not sent, never as forwarded", async () => {
    const db = await getDb();
    const { id } = await recordSubmission(
      testSubmission({ kind: "free_trial", locale: "de", email: "kept@beispiel.de", destinations: [{ destination: "mail", message: { to: "kept@beispiel.de", locale: "de", template: "free_trial_welcome" } as never }] }),
      { db },
    );
    await db.updateTable("outbox").set({ status: "forwarded", result: JSON.stringify({ messageId: "<k@quillio.test>", via: "table" }) }).where("submission_id", "=", id).execute();
    const mail = (await deliveriesOverview()).destinations.find((row) => row.destination === "mail")!;
    expect(mail.counts).toMatchObject({ kept: 1, forwarded: 0 });
    expect(mail.total).toBe(1);
  });
});

describe("dates in the viewer's locale", () => {
  it("takes the most wanted locale of Accept-Language that Intl knows, else English", () => {
    expect(viewerLocale("de-DE,de;q=0.9,en;q=0.8")).toBe("de-DE");
    expect(viewerLocale("de;q=0.1, fr-CA")).toBe("fr-CA");
    expect(viewerLocale("*, fr;q=0.5")).toBe("fr");
    expect(viewerLocale("not a tag!!, x-bogus")).toBe("en");
    expect(viewerLocale(null)).toBe("en");
  });

  it("formats a stored time in that locale, in UTC", () => {
    expect(formatViewerDate("2026-03-04T15:06:00.000Z", "de-DE")).toBe("04.03.2026, 15:06");
    // ICU puts a narrow no-break space before "PM" in some versions.
    expect(formatViewerDate("2026-03-04T15:06:00.000Z", "en-US").replace(/\s/g, " ")).toBe("Mar 4, 2026, 3:06 PM");
    expect(formatViewerDate("not a date", "en")).toBe("not a date");
  });
});
