import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import * as createFreeTrialRoute from "@/app/api/functions/create-free-trial/route";
import * as fetchCompanyDomainRoute from "@/app/api/functions/fetch-company-domain/route";
import * as fetchCompanyRoute from "@/app/api/functions/fetch-company/route";
import * as isCompetitorRoute from "@/app/api/functions/is-competitor-email/route";
import * as isProfessionalRoute from "@/app/api/functions/is-professional-email/route";
import * as assessmentRoute from "@/app/api/functions/maturity-model-assessments/route";
import * as registerRoute from "@/app/api/functions/register-to-course/route";
import * as pdfRoute from "@/app/api/functions/upload-maturity-model-pdf/route";
import * as formsRoute from "@/app/api/forms/submit/route";
import * as newsletterRoute from "@/app/api/newsletter/subscribe/route";
import { closeDb, getDb } from "../db";
import { leadOfRow } from "../leads/columns";
import { resetRateLimiter } from "@/server/limits";
import { drainOutbox, startOutboxWorker } from "../outbox/worker";
import { verifyPassword } from "../passwords";
import { withTemporaryDataDir } from "../testing/data-dir";
import { deliveredMails } from "../testing/mail";
import { call, getRequest, postRequest } from "../testing/requests";
import { clientHeaders } from "@/server/testing/seal";

const dataDir = withTemporaryDataDir("functions-test-");
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "info").mockImplementation(() => {});
});

/** A stored submission, as the lead it is. */
async function storedLead(id: string) {
  return leadOfRow(await (await getDb()).selectFrom("submissions").selectAll().where("id", "=", id).executeTakeFirstOrThrow());
}

const validTrial = { lang: "de", firstName: "Ada", lastName: "Lovelace", mail: "ada@analytical.example", pw: "correct horse", phone: "+49 30 1234567" };

/** Every POST endpoint refuses these the same way, and none answers 500. */
const postEndpoints = {
  "create-free-trial": createFreeTrialRoute.POST,
  "register-to-course": registerRoute.POST,
  "maturity-model-assessments": assessmentRoute.POST,
  "upload-maturity-model-pdf": pdfRoute.POST,
  "forms/submit": formsRoute.POST,
  "newsletter/subscribe": newsletterRoute.POST,
};

describe.each(Object.entries(postEndpoints))("POST %s refuses bad requests", (_name, handler) => {
  it("malformed JSON → 400", async () => {
    const { status, body } = await call(handler, postRequest(null, { raw: '{"lang": "en",' }));
    expect(status).toBe(400);
    expect(body.error.code).toBe("malformed_json");
  });
  it("a JSON array or string → 400", async () => {
    expect((await call(handler, postRequest([1, 2]))).status).toBe(400);
    expect((await call(handler, postRequest("text"))).status).toBe(400);
  });
  it("an empty object → 400 naming a field", async () => {
    const { status, body } = await call(handler, postRequest({}));
    expect(status).toBe(400);
    expect(body.error.field).toEqual(expect.any(String));
    expect(body.error.code).toBe("required");
    expect(body.error.message).toEqual(expect.any(String));
  });
  it("a body over the size limit → 413", async () => {
    const { status, body } = await call(handler, postRequest({ padding: "x".repeat(4 * 1024 * 1024) }));
    expect(status).toBe(413);
    expect(body.error.code).toBe("payload_too_large");
  });
  it("a form-encoded body → 415", async () => {
    const { status } = await call(handler, postRequest(null, { raw: "a=b", headers: { "content-type": "application/x-www-form-urlencoded" } }));
    expect(status).toBe(415);
  });
  it("GET → 405 with Allow", async () => {
    const { status, headers } = await call(handler, getRequest());
    expect(status).toBe(405);
    expect(headers.get("allow")).toBe("POST");
  });
});

/** A valid body per endpoint; each field in turn gets every odd value below. */
const validBodies: Record<string, [typeof createFreeTrialRoute.POST, Record<string, unknown>]> = {
  "create-free-trial": [createFreeTrialRoute.POST, { ...validTrial, trafficSource: { utm_source: "x" } }],
  "register-to-course": [registerRoute.POST, { groupId: "g1", lang: "en", mail: "a@b.example", firstName: "A", lastName: "B", password: "12345678", phone: "+49301234567" }],
  "maturity-model-assessments": [assessmentRoute.POST, { locale: "en", themes: [{ index: 0, selectedLevelIndex: 1 }], overallLevel: 2, email: "a@b.example" }],
  "upload-maturity-model-pdf": [pdfRoute.POST, { assessmentId: "5f0c4f3e-8f53-4c8e-9d59-2a3c7d3f1b11", fileName: "a.pdf", pdfBase64: "JVBERi0=" }],
  "forms/submit": [formsRoute.POST, { formType: "contact", locale: "en", fields: { firstName: "A" }, hidden: {}, trafficSource: null }],
  "newsletter/subscribe": [newsletterRoute.POST, { email: "a@b.example", language: "en", topics: ["events_webinars"] }],
};
const oddValues: unknown[] = [null, 0, -1, 1.5, 1e308, "", " ", "x".repeat(3000), "\u0000", [], [1, "a"], {}, { nested: { deeper: [] } }, true, false];

describe.each(Object.entries(validBodies))("POST %s never answers 500", (_name, [handler, body]) => {
  it.each(Object.keys(body))("whatever %s holds", async (field) => {
    for (const value of oddValues) {
      const { status, body: answer } = await call(handler, postRequest({ ...body, [field]: value }));
      expect([200, 201, 202, 400, 404], `${field} = ${JSON.stringify(value)?.slice(0, 40)}`).toContain(status);
      if (status >= 400) expect(answer.error.code).toEqual(expect.any(String));
    }
  });
});

/** The conversion endpoints a browser may send again after a reset connection: one submission per key. */
const repeatable: Record<string, [typeof createFreeTrialRoute.POST, Record<string, unknown>]> = {
  "create-free-trial": [createFreeTrialRoute.POST, { ...validTrial, mail: "repeat-trial@analytical.example" }],
  "register-to-course": [registerRoute.POST, { groupId: "g1", lang: "en", mail: "repeat-course@analytical.example", firstName: "A", lastName: "B" }],
  "forms/submit": [
    formsRoute.POST,
    { formType: "demo", locale: "en", fields: { firstName: "Ada", lastName: "L", email: "repeat-form@analytical.example", company: "Analytical", companySize: "50-199", country: "GB", phone: "020 7946 0958" } },
  ],
  "newsletter/subscribe": [newsletterRoute.POST, { email: "repeat-news@analytical.example", language: "en", topics: ["events_webinars"] }],
};

describe.each(Object.entries(repeatable))("POST %s sent again with its Idempotency-Key", (_name, [handler, body]) => {
  it("answers the same submission and stores it once", async () => {
    const key = randomUUID();
    const email = String(body.mail ?? body.email ?? (body.fields as Record<string, unknown>).email);
    const first = await call(handler, postRequest(body, { headers: { "idempotency-key": key } }));
    const again = await call(handler, postRequest(body, { headers: { "idempotency-key": key } }));
    expect(first.status, JSON.stringify(first.body)).toBeLessThan(300);
    expect(again).toMatchObject({ status: first.status, body: first.body });
    const db = await getDb();
    const rows = await db.selectFrom("submissions").select(["id"]).where("email", "=", email).execute();
    expect(rows).toEqual([{ id: first.body.submissionId }]);
    // Another key is another submission.
    const other = await call(handler, postRequest(body, { headers: { "idempotency-key": randomUUID() } }));
    expect(other.body.submissionId).not.toBe(first.body.submissionId);
  });

  it("refuses a key that is no key (400), storing nothing", async () => {
    const { status, body: answer } = await call(handler, postRequest(body, { headers: { "idempotency-key": "short" } }));
    expect(status).toBe(400);
    expect(answer.error.code).toBe("invalid_idempotency_key");
  });
});

describe("create-free-trial", () => {
  it("stores the request with a hashed password and queues the account", async () => {
    const { status, body } = await call(createFreeTrialRoute.POST, postRequest({ ...validTrial, trafficSource: { utm_source: "newsletter", landingPage: "/de/" } }));
    expect(status).toBe(201);
    const db = await getDb();
    const stored = await db.selectFrom("submissions").selectAll().where("id", "=", body.submissionId).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ kind: "free_trial", locale: "de", email: "ada@analytical.example", is_spam: 0 });
    expect(stored.payload).not.toContain("correct horse");
    expect(JSON.parse(stored.traffic_source!)).toMatchObject({ utm_source: "newsletter" });

    await drainOutbox();
    const account = await db.selectFrom("learning_app_accounts").selectAll().where("email", "=", "ada@analytical.example").executeTakeFirstOrThrow();
    expect(account).toMatchObject({ company_name: "Mein Unternehmen", phone: "+49301234567", lang: "de" });
    expect(account.password_hash).not.toContain("correct horse");
    expect(await verifyPassword("correct horse", account.password_hash!)).toBe(true);
    const entries = await db.selectFrom("outbox").select(["destination", "status"]).where("submission_id", "=", body.submissionId).orderBy("destination").execute();
    expect(entries).toEqual([
      { destination: "learning_app.account", status: "forwarded" },
      { destination: "mail", status: "forwarded" },
      { destination: "marketo.lead", status: "forwarded" },
    ]);
    // The welcome the completion promises, in German, with the way in; never the password.
    const [welcome] = await deliveredMails("ada@analytical.example");
    expect(welcome).toMatchObject({ subject: "Willkommen bei Quillio: Ihre kostenlose Testphase beginnt" });
    expect(welcome!.body).toContain("https://app.quillio.com/login");
    expect(welcome!.body + welcome!.html).not.toContain("correct horse");
  });

  it("sends no welcome when the learning app sends its own", async () => {
    vi.stubEnv("LEARNING_APP_SENDS_WELCOME", "true");
    const { body } = await call(createFreeTrialRoute.POST, postRequest({ ...validTrial, mail: "grace@hopper.example" }));
    const db = await getDb();
    const entries = await db.selectFrom("outbox").select("destination").where("submission_id", "=", body.submissionId).orderBy("destination").execute();
    expect(entries.map((entry) => entry.destination)).toEqual(["learning_app.account", "marketo.lead"]);
  });

  it.each([
    ["de", "Mein Unternehmen"],
    ["fr", "Mon entreprise"],
    ["en", "My company"],
  ])("defaults the company name for %s", async (lang, companyName) => {
    const { body } = await call(createFreeTrialRoute.POST, postRequest({ lang }));
    const db = await getDb();
    await drainOutbox();
    // The account gets the language's default name; the lead keeps what the visitor typed (nothing).
    const account = await db.selectFrom("outbox").select("message").where("submission_id", "=", body.submissionId).where("destination", "=", "learning_app.account").executeTakeFirstOrThrow();
    expect(JSON.parse(account.message).companyName).toBe(companyName);
    expect(await storedLead(body.submissionId)).toMatchObject({ fields: {} });
  });

  it.each([
    [{ lang: "es" }, "lang", "invalid_choice"],
    [{ ...validTrial, mail: "not-an-address" }, "mail", "invalid_email"],
    [{ ...validTrial, mail: "spy@docebo.com" }, "mail", "competitor_email"],
    [{ ...validTrial, pw: "short" }, "pw", "too_short"],
    [{ ...validTrial, phone: "12" }, "phone", "invalid_phone"],
    [{ ...validTrial, phone: "030 1234567", country: "ZZ" }, "country", "invalid_country"],
    [{ ...validTrial, firstName: "x".repeat(101) }, "firstName", "too_long"],
    [{ ...validTrial, firstName: 42 }, "firstName", "invalid_value"],
    [{ ...validTrial, trafficSource: "google" }, "trafficSource", "invalid_value"],
  ])("refuses %j at %s", async (payload, field, code) => {
    const { status, body } = await call(createFreeTrialRoute.POST, postRequest(payload));
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ field, code });
  });

  it("accepts a national number with its country", async () => {
    const { status } = await call(createFreeTrialRoute.POST, postRequest({ ...validTrial, phone: "01 23 45 67 89", country: "FR" }));
    expect(status).toBe(201);
  });

  it("stores the country with the submission and forwards it to Marketo", async () => {
    const { body } = await call(createFreeTrialRoute.POST, postRequest({ ...validTrial, phone: "01 23 45 67 89", country: "fr" }));
    const db = await getDb();
    expect(await storedLead(body.submissionId)).toMatchObject({ fields: { country: "FR", phone: "+33123456789" } });
    const lead = await db.selectFrom("outbox").select("message").where("submission_id", "=", body.submissionId).where("destination", "=", "marketo.lead").executeTakeFirstOrThrow();
    expect(JSON.parse(lead.message).fields).toMatchObject({ country: "FR", email: "ada@analytical.example" });
  });

  it("answers a filled honeypot like a success, forwarding nothing", async () => {
    const { status, body } = await call(createFreeTrialRoute.POST, postRequest({ ...validTrial, website: "http://spam.example" }));
    expect(status).toBe(201);
    const db = await getDb();
    expect(await db.selectFrom("submissions").select("is_spam").where("id", "=", body.submissionId).executeTakeFirstOrThrow()).toEqual({ is_spam: 1 });
    expect(await db.selectFrom("outbox").selectAll().where("submission_id", "=", body.submissionId).execute()).toEqual([]);
  });

  it("never hashes a honeypot hit's password (it would cost a core for nothing)", async () => {
    const { body } = await call(createFreeTrialRoute.POST, postRequest({ ...validTrial, pw: "a real-looking password", website: "http://spam.example" }));
    expect(await storedLead(body.submissionId)).toMatchObject({ answers: { hasPassword: false } });
    const course = await call(registerRoute.POST, postRequest({ groupId: "g-1", lang: "en", mail: "bot@spam.example", password: "another password", website: "x" }));
    expect(course.status).toBe(201);
    expect(await storedLead(course.body.submissionId)).toMatchObject({ isSpam: true, answers: { hasPassword: false } });
  });
});

describe("register-to-course", () => {
  it("stores the registration and registers it in the learning app", async () => {
    const { status, body } = await call(registerRoute.POST, postRequest({ groupId: "onboarding-2026", lang: "fr", mail: "marie@exemple.fr", password: "un mot de passe" }));
    expect(status).toBe(201);
    await drainOutbox();
    const db = await getDb();
    const registration = await db.selectFrom("learning_app_course_registrations").selectAll().where("group_id", "=", "onboarding-2026").executeTakeFirstOrThrow();
    expect(registration).toMatchObject({ email: "marie@exemple.fr", lang: "fr" });
    expect(await verifyPassword("un mot de passe", registration.password_hash!)).toBe(true);
    const stored = await db.selectFrom("submissions").select("payload").where("id", "=", body.submissionId).executeTakeFirstOrThrow();
    expect(stored.payload).not.toContain("un mot de passe");
    // A course without a date: the confirmation with the way in to the learner account, without a calendar file.
    const [mail] = await deliveredMails("marie@exemple.fr");
    expect(mail).toMatchObject({ subject: "Votre inscription est confirmée", attachments: null });
    expect(mail!.body).toContain("Me connecter: https://app.quillio.com/login");
  });

  it("confirms an event registration by mail with the event's calendar file, in the visitor's language", async () => {
    const { status } = await call(registerRoute.POST, postRequest({ groupId: "event-berlin-meetup", lang: "de", mail: "max@beispiel.example", firstName: "Max" }));
    expect(status).toBe(201);
    const [mail] = await deliveredMails("max@beispiel.example");
    expect(mail!.subject).toMatch(/^Sie sind angemeldet: /);
    expect(mail!.body).toContain("Hallo Max,");
    expect(mail!.body).toMatch(/Wann: .+ Uhr MES?Z\./);
    expect(JSON.parse(mail!.attachments!)).toEqual([expect.stringMatching(/^[\w-]+\.ics$/)]);
  });

  it("stores the country with the registration and forwards it to Marketo, not to the learning app", async () => {
    const { body } = await call(registerRoute.POST, postRequest({ groupId: "webinar-0412", lang: "de", mail: "jonas@nordwind.example", country: "AT" }));
    const db = await getDb();
    const stored = await db.selectFrom("submissions").selectAll().where("id", "=", body.submissionId).executeTakeFirstOrThrow();
    expect(leadOfRow(stored)).toMatchObject({ answers: { groupId: "webinar-0412" }, fields: { country: "AT", email: "jonas@nordwind.example" } });
    const outbox = await db.selectFrom("outbox").select(["destination", "message"]).where("submission_id", "=", body.submissionId).orderBy("destination").execute();
    expect(outbox.map((entry) => entry.destination)).toEqual(["learning_app.course", "mail", "marketo.lead"]);
    expect(JSON.parse(outbox[0]!.message)).not.toHaveProperty("country");
    expect(JSON.parse(outbox[2]!.message)).toMatchObject({ formType: "course_registration", locale: "de", fields: { country: "AT", email: "jonas@nordwind.example", courseGroupId: "webinar-0412" } });
  });

  it("refuses an unknown country", async () => {
    const { status, body } = await call(registerRoute.POST, postRequest({ groupId: "g1", lang: "en", country: "XX" }));
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ field: "country", code: "invalid_country" });
  });

  it.each([
    [{ lang: "en" }, "groupId", "required"],
    [{ groupId: "a/b", lang: "en" }, "groupId", "invalid_value"],
    [{ groupId: "g1" }, "lang", "required"],
    [{ groupId: "g1", lang: "en", mail: "x@" }, "mail", "invalid_email"],
    [{ groupId: "g1", lang: "en", password: "1234" }, "password", "too_short"],
  ])("refuses %j at %s", async (payload, field, code) => {
    const { status, body } = await call(registerRoute.POST, postRequest(payload));
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ field, code });
  });

  it("answers COURSE_REGISTRATION_ERROR (503, logged) when the store is down", async () => {
    await closeDb();
    vi.stubEnv("DATA_DIR", "/dev/null/unwritable");
    try {
      const { status, body } = await call(registerRoute.POST, postRequest({ groupId: "g1", lang: "en" }));
      expect(status).toBe(503);
      expect(body.error.code).toBe("COURSE_REGISTRATION_ERROR");
      expect(console.error).toHaveBeenCalledWith(expect.stringContaining("[COURSE_REGISTRATION_ERROR]"), expect.anything());
    } finally {
      vi.stubEnv("DATA_DIR", dataDir());
    }
  });
});

describe("email checks", () => {
  it.each([
    ["ada@docebo.com", true],
    ["ada@eu.docebo.com", true],
    ["ada@analytical.example", false],
  ])("is-competitor-email %s → %s", async (email, isCompetitor) => {
    expect(await call(isCompetitorRoute.GET, getRequest({ email }))).toMatchObject({ status: 200, body: { isCompetitor } });
  });

  it.each([
    ["ada@gmail.com", false],
    ["ada@web.de", false],
    ["ada@yahoo.fr", false],
    ["ada@analytical.example", true],
  ])("is-professional-email %s → %s", async (email, isProfessional) => {
    expect(await call(isProfessionalRoute.GET, getRequest({ email }))).toMatchObject({ status: 200, body: { isProfessional } });
  });

  it.each([isCompetitorRoute.GET, isProfessionalRoute.GET, fetchCompanyRoute.GET])("refuses a missing or bad email", async (handler) => {
    expect((await call(handler, getRequest())).body.error).toMatchObject({ field: "email", code: "required" });
    expect((await call(handler, getRequest({ email: "nope" }))).body.error).toMatchObject({ field: "email", code: "invalid_email" });
    expect((await call(handler, getRequest({ email: "a@b.example".padStart(300, "a") }))).status).toBe(400);
    expect((await call(handler, postRequest({ email: "a@b.example" }))).status).toBe(405);
  });
});

describe("company enrichment (embedded, offline)", () => {
  it("fetch-company derives the company from a professional address", async () => {
    expect((await call(fetchCompanyRoute.GET, getRequest({ email: "ada@analytical.example" }))).body).toEqual({
      company: { name: "Analytical", domain: "analytical.example", logo: null },
    });
    expect((await call(fetchCompanyRoute.GET, getRequest({ email: "ada@gmail.com" }))).body).toEqual({ company: null });
  });

  it("fetch-company-domain answers { domain, confidence }", async () => {
    expect((await call(fetchCompanyDomainRoute.GET, getRequest())).body).toEqual({ domain: null, confidence: 0 });
    expect((await call(fetchCompanyDomainRoute.GET, getRequest({ email: "ada@analytical.example" }))).body).toEqual({ domain: "analytical.example", confidence: 1 });
    expect((await call(fetchCompanyDomainRoute.GET, getRequest({ email: "bad" }))).status).toBe(400);
  });
});

describe("maturity model", () => {
  const assessment = { locale: "en", themes: [{ index: 0, selectedLevelIndex: 2 }, { index: 1, selectedLevelIndex: 4 }], overallLevel: 3, email: "lead@analytical.example" };
  const pdf = Buffer.from("%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF").toString("base64");

  it("stores an assessment, then its PDF", async () => {
    const created = await call(assessmentRoute.POST, postRequest(assessment));
    expect(created.status).toBe(201);
    const uploaded = await call(pdfRoute.POST, postRequest({ assessmentId: created.body.assessmentId, fileName: "my-results.pdf", pdfBase64: pdf }));
    expect(uploaded.status).toBe(201);
    const db = await getDb();
    const stored = await db.selectFrom("assessment_pdfs").selectAll().where("id", "=", uploaded.body.pdfId).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ submission_id: created.body.assessmentId, file_name: "my-results.pdf" });
    expect(Buffer.from(stored.content_base64, "base64").toString("latin1").startsWith("%PDF-")).toBe(true);
  });

  it("stores an assessment the browser names once: sending it again (a reload, a changed answer) updates it", async () => {
    const assessmentId = randomUUID();
    // The visitor ticked the marketing box: the lead follows the assessment (without it, none: marketing-opt-in.test.ts).
    const first = await call(assessmentRoute.POST, postRequest({ ...assessment, assessmentId, marketingOptIn: true }));
    expect(first).toMatchObject({ status: 201, body: { assessmentId } });
    const db = await getDb();
    const delivery = () => db.selectFrom("outbox").select(["id", "message"]).where("submission_id", "=", assessmentId).execute();
    const [firstLead] = await delivery();
    const again = await call(assessmentRoute.POST, postRequest({ ...assessment, assessmentId, marketingOptIn: true }));
    expect(again.body, JSON.stringify(again)).toMatchObject({ assessmentId });
    const changed = await call(assessmentRoute.POST, postRequest({ ...assessment, assessmentId, marketingOptIn: true, themes: [{ index: 0, selectedLevelIndex: 0 }, { index: 1, selectedLevelIndex: 1 }], overallLevel: 1 }));
    expect(changed.status).toBe(201);
    const rows = await db.selectFrom("submissions").selectAll().where("id", "=", assessmentId).execute();
    expect(rows).toHaveLength(1);
    expect(leadOfRow(rows[0]!).answers).toMatchObject({ overallLevel: 1, themes: [{ index: 0, selectedLevelIndex: 0 }, { index: 1, selectedLevelIndex: 1 }] });
    // Marketo gets the lead's latest level, as a new delivery (a new id: not taken for a duplicate).
    const leads = await delivery();
    expect(leads.map((lead) => JSON.parse(lead.message).fields.maturityOverallLevel)).toEqual(["1"]);
    expect(leads[0].id).not.toBe(firstLead.id);
  });

  it("stores concurrent first requests of one assessment as one row", async () => {
    const assessmentId = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => call(assessmentRoute.POST, postRequest({ ...assessment, assessmentId }))));
    expect(answers.map((answer) => answer.status), JSON.stringify(answers)).toEqual([201, 201, 201]);
    const db = await getDb();
    expect(await db.selectFrom("submissions").select("id").where("id", "=", assessmentId).execute()).toHaveLength(1);
  });

  it("answers 409 for an id that belongs to another kind of submission, and 400 for one that is no UUID", async () => {
    const trial = await call(createFreeTrialRoute.POST, postRequest(validTrial));
    const taken = await call(assessmentRoute.POST, postRequest({ ...assessment, assessmentId: trial.body.submissionId }));
    expect(taken).toMatchObject({ status: 409, body: { error: { code: "conflict", field: "assessmentId" } } });
    const db = await getDb();
    expect(await db.selectFrom("submissions").select("kind").where("id", "=", trial.body.submissionId).executeTakeFirstOrThrow()).toEqual({ kind: "free_trial" });
    const bad = await call(assessmentRoute.POST, postRequest({ ...assessment, assessmentId: "1; drop table" }));
    expect(bad).toMatchObject({ status: 400, body: { error: { field: "assessmentId", code: "invalid_value" } } });
  });

  it.each([
    [{ ...assessment, themes: [] }, "themes", "required"],
    [{ ...assessment, themes: [{ index: 0, selectedLevelIndex: 5 }] }, "themes.0.selectedLevelIndex", "invalid_value"],
    [{ ...assessment, themes: [{ index: 0, selectedLevelIndex: 1 }, { index: 0, selectedLevelIndex: 2 }] }, "themes", "invalid_value"],
    [{ ...assessment, overallLevel: 0 }, "overallLevel", "invalid_value"],
    [{ ...assessment, email: "nope" }, "email", "invalid_email"],
  ])("refuses assessment %j at %s", async (payload, field, code) => {
    const { status, body } = await call(assessmentRoute.POST, postRequest(payload));
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ field, code });
  });

  it("refuses a PDF upload for an unknown assessment, a non-PDF, a bad id or bad base64", async () => {
    const id = "5f0c4f3e-8f53-4c8e-9d59-2a3c7d3f1b11";
    expect((await call(pdfRoute.POST, postRequest({ assessmentId: id, pdfBase64: pdf }))).status).toBe(404);
    const { body: created } = await call(assessmentRoute.POST, postRequest(assessment));
    expect((await call(pdfRoute.POST, postRequest({ assessmentId: created.assessmentId, pdfBase64: Buffer.from("<html>").toString("base64") }))).body.error).toMatchObject({ field: "pdfBase64" });
    expect((await call(pdfRoute.POST, postRequest({ assessmentId: "42", pdfBase64: pdf }))).body.error).toMatchObject({ field: "assessmentId" });
    expect((await call(pdfRoute.POST, postRequest({ assessmentId: id, pdfBase64: "not base64!" }))).body.error).toMatchObject({ field: "pdfBase64" });
    expect((await call(pdfRoute.POST, postRequest({ assessmentId: id, pdfBase64: pdf, fileName: "../etc/passwd" }))).body.error).toMatchObject({ field: "fileName" });
  });
});

const demo = {
  formType: "demo",
  formId: "1234",
  locale: "en",
  fields: { firstName: "Ada", lastName: "Lovelace", email: "ada@analytical.example", company: "Analytical", companySize: "50-199", country: "GB", phone: "020 7946 0958" },
  hidden: { utm_source: "linkedin", unknown_hidden: "dropped" },
};

describe("forms/submit", () => {
  it("stores a demo request, forwards it to Marketo and the booking, and answers the booking step", async () => {
    const { status, body } = await call(formsRoute.POST, postRequest(demo));
    expect(status).toBe(201);
    expect(body.booking).toEqual({ provider: "confirmation" });
    const db = await getDb();
    const stored = await db.selectFrom("submissions").selectAll().where("id", "=", body.submissionId).executeTakeFirstOrThrow();
    // One lead: the visitor's fields under their one names, the campaign field as its attribution, nothing unknown.
    expect(leadOfRow(stored)).toMatchObject({ formType: "demo", formId: "1234", fields: { ...demo.fields, phone: "+442079460958" }, answers: {}, source: { utm_source: "linkedin" } });
    expect(stored).toMatchObject({ source: "linkedin", medium: "(none)", company: "Analytical", country: "GB" });
    expect(stored).toMatchObject({ form_type: "demo", form_id: "1234" });
    await drainOutbox();
    const deliveries = await db
      .selectFrom("embedded_deliveries")
      .innerJoin("outbox", "outbox.id", "embedded_deliveries.idempotency_key")
      .select("embedded_deliveries.destination")
      .where("outbox.submission_id", "=", body.submissionId)
      .execute();
    expect(deliveries.map((delivery) => delivery.destination).sort()).toEqual(["chilipiper", "marketo"]);
  });

  it("lists every failing field, the first one on top", async () => {
    const { body } = await call(formsRoute.POST, postRequest({ ...demo, fields: { ...demo.fields, firstName: "", email: "ada@gmail.com", phone: "1" } }));
    expect(body.error).toMatchObject({ code: "required", field: "fields.firstName" });
    expect(body.error.fields).toEqual([
      { field: "fields.firstName", code: "required", message: "This field is required." },
      { field: "fields.email", code: "professional_email_required", message: "Use your professional email address." },
    ]);
  });

  it("submits the free-trial form as a free trial", async () => {
    const { status, body } = await call(
      formsRoute.POST,
      postRequest({ formType: "free_trial", locale: "fr", fields: { firstName: "Marie", lastName: "Curie", email: "marie@radium.example", country: "FR", password: "polonium-88" } }),
    );
    expect(status).toBe(201);
    expect(body.booking).toBeNull();
    const db = await getDb();
    const stored = await db.selectFrom("submissions").selectAll().where("id", "=", body.submissionId).executeTakeFirstOrThrow();
    expect(stored.kind).toBe("free_trial");
    expect(leadOfRow(stored)).toMatchObject({ fields: { country: "FR" } });
    const lead = await db.selectFrom("outbox").select("message").where("submission_id", "=", body.submissionId).where("destination", "=", "marketo.lead").executeTakeFirstOrThrow();
    expect(JSON.parse(lead.message).fields).toMatchObject({ country: "FR" });
  });

  it("asks the newsletter form's address to confirm, in the form's language, before subscribing it", async () => {
    const { status } = await call(formsRoute.POST, postRequest({ formType: "newsletter", locale: "de", fields: { email: "Leser@Beispiel.example" } }));
    expect(status).toBe(201);
    const db = await getDb();
    expect(await db.selectFrom("newsletter_subscriptions").selectAll().where("email", "=", "leser@beispiel.example").execute()).toEqual([]);
    const [mail] = await deliveredMails("leser@beispiel.example");
    expect(mail!.subject).toBe("Bitte bestätigen Sie Ihr Quillio-Newsletter-Abonnement");
    expect(mail!.html).toContain('lang="de"');
    expect(mail!.body).toContain("/de/email-einstellungen-center/?confirm=");
    // Its checkboxes left out, the form is as first shown: the letter alone.
    const [pending] = await db.selectFrom("submissions").selectAll().where("email", "=", "leser@beispiel.example").execute();
    expect(leadOfRow(pending!).answers.topics).toEqual(["blog_digest"]);
  });

  it("keeps the newsletter form's ticked topics, and asks for at least one", async () => {
    const fields = { email: "picky@beispiel.example", topic_blog_digest: false, topic_events_webinars: true, topic_product_news: false, topic_learning_insights: false };
    const { status, body } = await call(formsRoute.POST, postRequest({ formType: "newsletter", locale: "fr", fields }));
    expect(status).toBe(201);
    const db = await getDb();
    const stored = await db.selectFrom("submissions").selectAll().where("id", "=", body.submissionId).executeTakeFirstOrThrow();
    expect(leadOfRow(stored).answers.topics).toEqual(["events_webinars"]);
    const none = await call(formsRoute.POST, postRequest({ formType: "newsletter", locale: "fr", fields: { ...fields, topic_events_webinars: false } }));
    expect(none).toMatchObject({ status: 400, body: { error: { field: "fields.topic_blog_digest", code: "invalid_choice" } } });
  });

  it.each([
    [{ ...demo, formType: "quiz" }, "formType", "invalid_choice"],
    [{ ...demo, locale: "it" }, "locale", "invalid_choice"],
    [{ ...demo, fields: "x" }, "fields", "invalid_value"],
    [{ ...demo, fields: { ...demo.fields, email: "ada@gmail.com" } }, "fields.email", "professional_email_required"],
    [{ ...demo, fields: { ...demo.fields, email: "ada@docebo.com" } }, "fields.email", "competitor_email"],
    [{ ...demo, fields: { ...demo.fields, phone: "12345" } }, "fields.phone", "invalid_phone"],
    [{ ...demo, fields: { ...demo.fields, phone: "+33 1 23 45 67 89" } }, "fields.phone", "invalid_phone"],
    [{ ...demo, fields: { ...demo.fields, country: "XX" } }, "fields.country", "invalid_country"],
    [{ ...demo, fields: { ...demo.fields, companySize: "huge" } }, "fields.companySize", "invalid_choice"],
    [{ ...demo, fields: { ...demo.fields, firstName: "" } }, "fields.firstName", "required"],
    [{ ...demo, fields: { ...demo.fields, extra: "field" } }, "fields", "invalid_value"],
  ])("refuses %j at %s", async (payload, field, code) => {
    const { status, body } = await call(formsRoute.POST, postRequest(payload));
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ field, code });
  });
});

describe("outbox worker", () => {
  it("forwards a new submission right away, without waiting for its poll", async () => {
    vi.stubEnv("OUTBOX_POLL_MS", "600000");
    const stop = startOutboxWorker();
    try {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const { body } = await call(formsRoute.POST, postRequest({ ...demo, fields: { ...demo.fields, email: "fast@example.org" } }));
      expect(body).toMatchObject({ ok: true });
      const db = await getDb();
      await vi.waitFor(
        async () => {
          const entry = await db.selectFrom("outbox").innerJoin("submissions", "submissions.id", "outbox.submission_id").select("outbox.status").where("submissions.email", "=", "fast@example.org").executeTakeFirstOrThrow();
          expect(entry.status).toBe("forwarded");
        },
        { timeout: 5000, interval: 20 },
      );
    } finally {
      await stop();
    }
  });
});

describe("rate limit", () => {
  it("answers 429 with Retry-After after RATE_LIMIT_MAX POSTs from one client", async () => {
    vi.stubEnv("RATE_LIMIT_MAX", "3");
    resetRateLimiter();
    try {
      // The address the front vouches for; X-Forwarded-For is the client's own word and changes nothing.
      let spoof = 0;
      const request = () => postRequest({}, { headers: { ...clientHeaders("198.51.100.9"), "x-forwarded-for": `10.0.0.${(spoof += 1)}` } });
      for (let i = 0; i < 3; i += 1) expect((await call(newsletterRoute.POST, request())).status).toBe(400);
      const limited = await call(newsletterRoute.POST, request());
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      // Another client is not affected.
      expect((await call(newsletterRoute.POST, postRequest({}, { headers: clientHeaders("198.51.100.10") }))).status).toBe(400);
    } finally {
      vi.stubEnv("RATE_LIMIT_MAX", "0");
      resetRateLimiter();
    }
  });
});
