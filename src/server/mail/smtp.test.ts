import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import * as registerRoute from "@/app/api/functions/register-to-course/route";
import * as assessmentRoute from "@/app/api/functions/maturity-model-assessments/route";
import * as pdfRoute from "@/app/api/functions/upload-maturity-model-pdf/route";
import * as formsRoute from "@/app/api/forms/submit/route";
import * as confirmRoute from "@/app/api/newsletter/confirm/route";
import * as subscribeRoute from "@/app/api/newsletter/subscribe/route";
import * as requestLinkRoute from "@/app/api/preferences/request-link/route";
import { getDb } from "../db";
import { drainOutbox } from "../outbox/worker";
import { withTemporaryDataDir } from "../testing/data-dir";
import { call, postRequest } from "../testing/requests";
import { startSmtpSink, type SmtpSink } from "../testing/smtp-sink";

withTemporaryDataDir("mail-smtp-", { PREFERENCES_SECRET: "", MAIL_FROM: "Quillio <hello@quillio.test>" });

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink({ refuse: ["nobody@quillio.test"] });
  vi.stubEnv("SMTP_URL", sink.url);
});
afterAll(() => sink.stop());
beforeEach(() => {
  vi.spyOn(console, "info").mockImplementation(() => {});
});

/** One pass of the mail queue, with retries due at once (a test does not wait out the backoff). */
const sendQueued = () => drainOutbox({ destination: "mail", retryBaseMs: 1, retryMaxMs: 1 });
const linkIn = (text: string | undefined, pattern: RegExp) => new URL(pattern.exec(text ?? "")![0]);

// Real sockets and the content repository on a shared machine: seconds, not the default five.
describe("mail through an SMTP server (SMTP_URL)", { timeout: 30_000 }, () => {
  it("a French newsletter sign-up sends a French mail, HTML and plain text, whose link confirms the subscription", async () => {
    expect((await call(subscribeRoute.POST, postRequest({ email: "Lea@Exemple.test", language: "fr" }))).status).toBe(200);
    expect(sink.to("lea@exemple.test")).toHaveLength(0);
    expect(await sendQueued()).toMatchObject({ forwarded: 1 });

    const [mail] = sink.to("lea@exemple.test");
    expect(mail!.subject).toBe("Confirmez votre inscription à la newsletter Quillio");
    expect(mail!.from?.value).toEqual([{ name: "Quillio", address: "hello@quillio.test" }]);
    expect(mail!.text).toContain("Rien ne vous est envoyé avant votre confirmation.");
    expect(mail!.html).toContain('<html lang="fr">');
    const link = linkIn(mail!.text, /http:\/\/\S+\?confirm=\S+/);
    expect(link.pathname).toBe("/fr/centre-preferences-email/");
    // The Message-ID is the outbox entry's: a retried send is recognisable as the same mail.
    const [entry] = await (await getDb()).selectFrom("outbox").select(["id", "result"]).where("destination", "=", "mail").execute();
    expect(mail!.messageId).toBe(`<${entry!.id}@quillio.test>`);

    const confirmed = await call(confirmRoute.POST, postRequest({ token: link.searchParams.get("confirm") }));
    expect(confirmed).toMatchObject({ status: 200, body: { preferences: { email: "lea@exemple.test", language: "fr", status: "subscribed" } } });
  });

  it("the preference-center link carries List-Unsubscribe to that subscription's center", async () => {
    await call(subscribeRoute.POST, postRequest({ email: "sam@example.test", language: "en" }));
    await sendQueued();
    const confirm = linkIn(sink.to("sam@example.test")[0]!.text, /http:\/\/\S+\?confirm=\S+/);
    await call(confirmRoute.POST, postRequest({ token: confirm.searchParams.get("confirm") }));
    expect((await call(requestLinkRoute.POST, postRequest({ email: "sam@example.test", locale: "en" }))).status).toBe(202);
    await sendQueued();
    const mail = sink.to("sam@example.test").find((candidate) => candidate.subject === "Your email preferences")!;
    const center = linkIn(mail.text, /http:\/\/\S+\?token=\S+/);
    expect(mail.headers.get("list")).toMatchObject({ unsubscribe: { url: center.href } });
  });

  it("with the SMTP server down the mail waits in the outbox, and is sent once when it is back, never twice", async () => {
    const port = sink.port;
    await sink.stop();
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect((await call(subscribeRoute.POST, postRequest({ email: "patient@example.test", language: "de" }))).status).toBe(200);
    expect(await sendQueued()).toMatchObject({ forwarded: 0, retrying: 1 });
    const db = await getDb();
    const waiting = await db.selectFrom("outbox").select(["status", "last_error", "attempts"]).where("destination", "=", "mail").where("status", "!=", "forwarded").execute();
    expect(waiting).toEqual([{ status: "pending", last_error: expect.stringMatching(/^SMTP: .*ECONNREFUSED/), attempts: 1 }]);

    sink = await startSmtpSink({ port, refuse: ["nobody@quillio.test"] });
    expect(await sendQueued()).toMatchObject({ forwarded: 1 });
    expect(await sendQueued()).toEqual({ forwarded: 0, retrying: 0, parked: 0, failed: 0 });
    expect(sink.to("patient@example.test")).toHaveLength(1);
    expect(sink.to("patient@example.test")[0]!.subject).toBe("Bitte bestätigen Sie Ihr Quillio-Newsletter-Abonnement");
  });

  it("a mailbox the server refuses (550) is set aside at once (parked for the slow schedule), not retried soon", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    await call(subscribeRoute.POST, postRequest({ email: "nobody@quillio.test", language: "en" }));
    expect(await sendQueued()).toMatchObject({ retrying: 0, parked: 1 });
    expect(sink.to("nobody@quillio.test")).toHaveLength(0);
  });

  it("an event registration is confirmed with the event's .ics attached, in the visitor's language", async () => {
    const answer = await call(registerRoute.POST, postRequest({ groupId: "webinar-ai-authoring", lang: "fr", mail: "ines@exemple.test", firstName: "Inès" }));
    expect(answer.status).toBe(201);
    await sendQueued();
    const [mail] = sink.to("ines@exemple.test");
    expect(mail!.subject).toMatch(/^Vous êtes inscrit : /);
    expect(mail!.text).toContain("Bonjour Inès,");
    const [ics] = mail!.attachments;
    expect(ics).toMatchObject({ contentType: "text/calendar", filename: expect.stringMatching(/\.ics$/) });
    const calendar = ics!.content.toString("utf8");
    expect(calendar).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(calendar).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/);
    expect(calendar).toContain(`SUMMARY:${mail!.subject!.replace(/^Vous êtes inscrit : /, "").slice(0, 20)}`);
  });

  it("an on-demand webinar's registration points to its recording, with no calendar file", async () => {
    await call(registerRoute.POST, postRequest({ groupId: "webinar-skills", lang: "en", mail: "later@example.test" }));
    await sendQueued();
    const [mail] = sink.to("later@example.test");
    expect(mail!.subject).toMatch(/^You are registered: /);
    expect(mail!.text).toContain("Watch the recording: http://");
    expect(mail!.attachments).toEqual([]);
  });

  it("the maturity report goes with its PDF attached, once however often it is uploaded", async () => {
    const created = await call(assessmentRoute.POST, postRequest({ locale: "de", themes: [{ index: 0, selectedLevelIndex: 2 }], overallLevel: 3, email: "report@beispiel.test" }));
    const pdf = Buffer.from("%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF");
    for (let upload = 0; upload < 2; upload += 1) {
      const stored = await call(pdfRoute.POST, postRequest({ assessmentId: created.body.assessmentId, fileName: "reifegrad.pdf", pdfBase64: pdf.toString("base64") }));
      expect(stored.status).toBe(201);
    }
    await sendQueued();
    const mails = sink.to("report@beispiel.test");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Ihr Bericht zur Lernreife");
    expect(mails[0]!.attachments).toMatchObject([{ filename: "reifegrad.pdf", contentType: "application/pdf" }]);
    expect(mails[0]!.attachments[0]!.content.equals(pdf)).toBe(true);
  });

  it("the page's flow: the report goes to the address of the report form that names the assessment", async () => {
    const created = await call(assessmentRoute.POST, postRequest({ locale: "fr", themes: [{ index: 0, selectedLevelIndex: 1 }], overallLevel: 2 }));
    const fields = { firstName: "Lou", lastName: "B", email: "lou@exemple.test", company: "LB", country: "FR", marketingOptIn: false };
    const lead = await call(formsRoute.POST, postRequest({ formType: "maturity_model", locale: "fr", fields, hidden: { assessment_id: created.body.assessmentId } }));
    expect(lead.status).toBe(201);
    const pdf = Buffer.from("%PDF-1.7\n%%EOF").toString("base64");
    expect((await call(pdfRoute.POST, postRequest({ assessmentId: created.body.assessmentId, pdfBase64: pdf }))).status).toBe(201);
    await sendQueued();
    const [mail] = sink.to("lou@exemple.test");
    expect(mail!.subject).toBe("Votre rapport de maturité");
    expect(mail!.attachments).toMatchObject([{ filename: "maturity-model.pdf", contentType: "application/pdf" }]);
  });

  it("a gated ebook form sends a signed download link that works for days", async () => {
    const values = { firstName: "Ada", lastName: "Lovelace", email: "ada@analytical.test", company: "AE", country: "DE", marketingOptIn: false };
    const answer = await call(formsRoute.POST, postRequest({ formType: "gated_content", locale: "en", fields: values, hidden: { content_uid: "pQTYn33BpW4JEn" } }));
    expect(answer.status).toBe(201);
    await sendQueued();
    const [mail] = sink.to("ada@analytical.test");
    expect(mail!.subject).toBe("Your ebook is ready to download");
    const link = linkIn(mail!.text, /http:\/\/\S+\/api\/forms\/gated\/download\?token=\S+/);
    const expiresAt = JSON.parse(Buffer.from(link.searchParams.get("token")!.split(".")[0]!, "base64url").toString()) as { exp?: number; e?: number };
    expect(Object.values(expiresAt).some((value) => typeof value === "number" && value > Date.now() + 6 * 24 * 3_600_000)).toBe(true);
  });

  it("a gated form naming no real ebook sends no mail", async () => {
    const values = { firstName: "Eve", lastName: "X", email: "eve@analytical.test", company: "AE", country: "DE", marketingOptIn: false };
    await call(formsRoute.POST, postRequest({ formType: "gated_content", locale: "en", fields: values, hidden: { content_uid: "vAT1gihTFUqAEn" } }));
    await sendQueued();
    expect(sink.to("eve@analytical.test")).toHaveLength(0);
  });
});
