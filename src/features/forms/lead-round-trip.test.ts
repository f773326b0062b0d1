import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import * as createFreeTrialRoute from "@/app/api/functions/create-free-trial/route";
import * as registerRoute from "@/app/api/functions/register-to-course/route";
import * as formsRoute from "@/app/api/forms/submit/route";
import * as newsletterRoute from "@/app/api/newsletter/subscribe/route";
import type { ClientFormConfig } from "@/lib/forms/bundle";
import { contentFormTypes, definitionFor, type ContentFormType } from "@/lib/forms/definitions";
import type { FormValues } from "@/lib/forms/schema";
import { splitFormValues } from "@/lib/leads/lead";
import { resetRateLimiter } from "@/server/limits";
import { getDb } from "@/server/db";
import { leadOfRow } from "@/server/leads/columns";
import { withTemporaryDataDir } from "@/server/testing/data-dir";
import { postRequest } from "@/server/testing/requests";
import { buildSubmission } from "./submit";

// One lead from the visitor's form to the stored row: the browser's request (its types derived from the server's
// schemas), the endpoint's validation, the spec's function names mapped back, the intake, the columns.
withTemporaryDataDir("lead-round-trip-");
beforeEach(() => {
  resetRateLimiter();
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "info").mockImplementation(() => {});
});

const config = (formType: ContentFormType): ClientFormConfig => ({
  id: "cfg-roundtrip",
  locale: "de",
  formType,
  marketoFormId: "1021",
  body: [],
  buttonLabel: null,
  completionTitle: null,
  completionSubtitle: null,
  afterCompletion: null,
  secondaryCta: null,
  hasGatedContent: false,
  platformRegistration: true,
});

/** A visitor's valid answers to every field of a form. */
function answersTo(formType: ContentFormType, email: string): FormValues {
  const values: FormValues = {};
  for (const field of definitionFor(formType).fields) {
    if (field.kind === "email") values[field.name] = email;
    else if (field.kind === "country") values[field.name] = "AT";
    else if (field.kind === "phone") values[field.name] = "+43 1 234567";
    else if (field.kind === "select") values[field.name] = field.options![1]!.value;
    else if (field.kind === "password") values[field.name] = "correct horse battery";
    else if (field.kind === "checkbox") values[field.name] = true;
    else values[field.name] = `${field.name} of ${formType}`;
  }
  return values;
}

const endpoints: Record<string, (request: Request) => Promise<Response>> = {
  "/.netlify/functions/create-free-trial": createFreeTrialRoute.POST,
  "/.netlify/functions/register-to-course": registerRoute.POST,
  "/api/forms/submit": formsRoute.POST,
  "/api/newsletter/subscribe": newsletterRoute.POST,
};

describe.each(contentFormTypes)("the %s form's lead, from the browser's request to the stored row", (formType) => {
  it("keeps every field the visitor gave under its one name (the password only as the learning app's hash)", async () => {
    const email = `roundtrip-${formType}-${randomUUID().slice(0, 8)}@analytical.example`;
    const values = answersTo(formType, email);
    const source = { utm_source: "linkedin", utm_medium: "paid", utm_campaign: "spring", utm_content: "", utm_term: "", landingPage: "", referrer: "", conversionPage: "https://www.quillio.com/de/demo/" };
    const request = buildSubmission({ config: config(formType), definition: definitionFor(formType), values, trafficSource: source, context: { groupId: "cert-101" } });
    const response = await endpoints[request.url]!(postRequest(request.body));
    expect(response.status, await response.clone().text()).toBeLessThan(300);
    const db = await getDb();
    const row = await db.selectFrom("submissions").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
    const lead = leadOfRow(row);
    const { fields } = splitFormValues(values);
    const { password: _password, phone: _phone, ...expected } = fields;
    expect(lead.fields).toMatchObject(expected);
    // A phone comes out in E.164.
    if (fields.phone) expect(lead.fields.phone).toBe("+431234567");
    expect(lead.fields).not.toHaveProperty("password");
    expect(lead.locale).toBe("de");
    expect(lead.page).toBe("/de/demo/");
    expect(row).toMatchObject({ source: "linkedin", medium: "paid", campaign: "spring" });
  });
});

describe("a field added to the free-trial form", () => {
  it("reaches the stored lead and Marketo with no other change: the request, the function's payload and the store follow the lead's names", async () => {
    const base = definitionFor("free_trial");
    const jobTitle = definitionFor("demo").fields.find((field) => field.name === "jobTitle")!;
    const definition = { ...base, fields: [...base.fields, jobTitle] };
    const email = `added-field-${randomUUID().slice(0, 8)}@analytical.example`;
    const values = { ...answersTo("free_trial", email), jobTitle: "Head of Learning" };
    const request = buildSubmission({ config: config("free_trial"), definition, values });
    expect(request.body).toMatchObject({ mail: email, jobTitle: "Head of Learning" });
    expect((await endpoints[request.url]!(postRequest(request.body))).status).toBe(201);
    const db = await getDb();
    const row = await db.selectFrom("submissions").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
    expect(leadOfRow(row).fields.jobTitle).toBe("Head of Learning");
    const marketo = await db.selectFrom("outbox").select("message").where("submission_id", "=", row.id).where("destination", "=", "marketo.lead").executeTakeFirstOrThrow();
    expect(JSON.parse(marketo.message).fields.jobTitle).toBe("Head of Learning");
  });
});
