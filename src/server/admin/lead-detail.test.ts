import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "@/server/db";
import { recordSubmission } from "@/server/leads/store";
import { testDatabases } from "@/server/testing/databases";
import { testSubmission } from "../testing/leads";
import { listAudit } from "./audit";
import { isLeadId, leadDetail, replayLeadDeliveries, viewLead } from "./lead-detail";

const session = { sessionId: "session-1", email: "ana@quillio.com", expiresAt: new Date(Date.now() + 3_600_000) };

describe.each(testDatabases())("one lead's page ($name)", (database) => {
  let db: Db;
  let close: () => Promise<void>;
  let id = "";

  beforeEach(async () => {
    ({ db, close } = await database.open());
    ({ id } = await recordSubmission(
      testSubmission({
        kind: "form",
        formType: "demo",
        formId: "1234",
        locale: "de",
        fields: { firstName: "Jürgen", lastName: "Müller", email: "j.mueller@bau.example", phone: "+49 30 1234567", jobTitle: "Head of L&D", company: "Müller Bau", companySize: "51-200", country: "DE", message: "Wir möchten 40 Lernende schulen.\nAb April.", marketingOptIn: true },
        answers: { topics: ["leadership", "onboarding"], seats: 40 },
        trafficSource: { utm_source: "linkedin", utm_medium: "social", utm_campaign: "spring", landingPage: "https://www.quillio.com/de/", referrer: "https://www.linkedin.com/", conversionPage: "https://www.quillio.com/de/demo/" },
        destinations: [
          { destination: "marketo.lead", message: { formType: "demo", locale: "de", fields: {} } },
          { destination: "mail", message: { to: "j.mueller@bau.example", locale: "de", template: "demo_confirmation" } as never },
        ],
      }),
      { db },
    ));
    const entries = await db.selectFrom("outbox").select(["id", "destination"]).where("submission_id", "=", id).execute();
    const mailId = entries.find((entry) => entry.destination === "mail")!.id;
    await db.updateTable("outbox").set({ status: "parked", attempts: 5, last_error: "Marketo answered 404", parked_at: "2026-03-02T10:00:00.000Z" }).where("destination", "=", "marketo.lead").execute();
    await db.updateTable("outbox").set({ status: "forwarded", attempts: 1, forwarded_at: "2026-03-02T09:00:01.000Z", result: JSON.stringify({ messageId: "<m@quillio.test>", via: "table" }) }).where("id", "=", mailId).execute();
    await db.insertInto("outgoing_email").values({ id: mailId, recipient: "j.mueller@bau.example", subject: "Ihre Demo-Anfrage", body: "Danke, Jürgen.", html: null, attachments: null, created_at: "2026-03-02T09:00:01.000Z" }).execute();
  });
  afterEach(() => close());

  it("holds everything the person sent, where they came from, and each delivery and mail with its state and attempts", async () => {
    const detail = (await leadDetail(db, id))!;
    expect(detail.lead).toMatchObject({
      formType: "demo",
      formId: "1234",
      locale: "de",
      page: "/de/demo/",
      fields: { firstName: "Jürgen", lastName: "Müller", phone: "+49 30 1234567", jobTitle: "Head of L&D", companySize: "51-200", country: "DE", message: "Wir möchten 40 Lernende schulen.\nAb April.", marketingOptIn: true },
      answers: { topics: ["leadership", "onboarding"], seats: 40 },
      source: { utm_campaign: "spring", landingPage: "https://www.quillio.com/de/", referrer: "https://www.linkedin.com/" },
    });
    expect(detail.attribution).toEqual({ source: "linkedin", medium: "social", campaign: "spring" });
    expect(detail.consent).toBe("yes");
    expect(detail.deliveries.map((delivery) => [delivery.destination, delivery.outcome, delivery.attempts, delivery.replayable])).toEqual([
      ["mail", "kept", 1, false],
      ["marketo.lead", "parked", 5, true],
    ]);
    expect(detail.deliveries[0]!.mail).toEqual({ template: "demo_confirmation", to: "j.mueller@bau.example", locale: "de" });
    expect(detail.deliveries[1]!.lastError).toBe("Marketo answered 404");
    expect(detail.keptMails).toEqual([expect.objectContaining({ recipient: "j.mueller@bau.example", subject: "Ihre Demo-Anfrage", body: "Danke, Jürgen.", attachments: [] })]);
  });

  it("knows no lead for an id that cannot be one, or that is not stored", async () => {
    for (const bad of ["", "../admin", "a b", "x".repeat(101), "'; drop table submissions; --"]) {
      expect(isLeadId(bad)).toBe(false);
      expect(await leadDetail(db, bad)).toBeNull();
    }
    expect(await leadDetail(db, "00000000-0000-4000-8000-000000000000")).toBeNull();
  });

  it("audits the view, and replays the parked delivery (audited with the lead)", async () => {
    expect(await viewLead(session, id, { db })).not.toBeNull();
    expect(await viewLead(session, "00000000-0000-4000-8000-000000000000", { db })).toBeNull();
    expect(await replayLeadDeliveries(session, { lead: id }, { db })).toBe(1);
    const parked = await db.selectFrom("outbox").select(["status", "attempts"]).where("submission_id", "=", id).where("destination", "=", "marketo.lead").executeTakeFirstOrThrow();
    expect(parked).toEqual({ status: "pending", attempts: 0 });
    const log = await listAudit({ db });
    expect(log.map((line) => [line.action, line.detail])).toEqual([
      ["deliveries_replay", { replayed: 1, lead: id }],
      ["lead_viewed", { lead: id }],
    ]);
  });
});
