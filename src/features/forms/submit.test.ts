import { describe, expect, it, vi } from "vitest";
import { definitionFor } from "./definitions";
import { buildSubmission, errorField, sendSubmission } from "./submit";
import type { ClientFormConfig, ContentFormType } from "./types";

const config = (formType: ContentFormType, overrides: Partial<ClientFormConfig> = {}): ClientFormConfig => ({
  id: "cfg1",
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
  platformRegistration: false,
  ...overrides,
});
const source = { utm_source: "newsletter", utm_medium: "email", utm_campaign: "spring", utm_content: "", utm_term: "", landingPage: "https://site.example/", referrer: "", conversionPage: "https://site.example/form/demo/" };
const person = { firstName: "Ada", lastName: "Lovelace", email: "ada@analytical.example", company: "AE", country: "DE", phone: "+49301234567", password: "correct horse" };

describe("buildSubmission", () => {
  it("sends a free trial as the create-free-trial payload of spec section 3", () => {
    const request = buildSubmission({ config: config("free_trial"), definition: definitionFor("free_trial"), values: person, trafficSource: source });
    expect(request).toEqual({
      url: "/.netlify/functions/create-free-trial",
      body: { lang: "de", companyName: "AE", mail: person.email, firstName: "Ada", lastName: "Lovelace", pw: "correct horse", phone: "+49301234567", phoneCountry: "DE", trafficSource: source, website: "" },
    });
  });

  it("sends a course registration with the page's group id", () => {
    const request = buildSubmission({ config: config("course_registration"), definition: definitionFor("course_registration"), values: person, context: { groupId: "cert-101" } });
    expect(request.url).toBe("/.netlify/functions/register-to-course");
    expect(request.body).toMatchObject({ groupId: "cert-101", lang: "de", mail: person.email, password: "correct horse" });
  });

  it("subscribes the newsletter in the page's language", () => {
    const request = buildSubmission({ config: config("newsletter"), definition: definitionFor("newsletter"), values: { email: "a@b.example" }, honeypot: "" });
    expect(request).toEqual({ url: "/api/newsletter/subscribe", body: { email: "a@b.example", language: "de", trafficSource: undefined, website: "" } });
  });

  it("sends other forms to the generic endpoint with the declared hidden fields only", () => {
    const request = buildSubmission({
      config: config("ebook", { hasGatedContent: true }),
      definition: definitionFor("ebook"),
      values: person,
      context: { content_name: "Playbook", groupId: "ignored" },
      trafficSource: source,
      honeypot: "bot text",
    });
    expect(request.url).toBe("/api/forms/submit");
    expect(request.body).toMatchObject({ formType: "gated_content", formId: "1021", locale: "de", fields: person, website: "bot text" });
    expect(request.body.hidden).toEqual({
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "spring",
      landing_page: "https://site.example/",
      conversion_page: "https://site.example/form/demo/",
      content_name: "Playbook",
      content_uid: "cfg1",
    });
  });
});

describe("sendSubmission", () => {
  const request = { url: "/api/forms/submit", body: { a: 1 } };

  it("posts JSON and returns the stored submission and booking step", async () => {
    const fetchImpl = vi.fn(async () => Response.json({ ok: true, submissionId: "s1", booking: { provider: "confirmation" } }, { status: 201 }));
    await expect(sendSubmission(request, fetchImpl)).resolves.toEqual({ status: "success", submissionId: "s1", booking: { provider: "confirmation" } });
    expect(fetchImpl).toHaveBeenCalledWith("/api/forms/submit", { method: "POST", headers: { "content-type": "application/json" }, body: '{"a":1}' });
  });

  it("maps a field error of any endpoint to the form's field", async () => {
    const answer = (field: string) => async () => Response.json({ error: { code: "invalid_email", field } }, { status: 400 });
    await expect(sendSubmission(request, answer("fields.email"))).resolves.toEqual({ status: "invalid", errors: { email: "invalid_email" } });
    await expect(sendSubmission(request, answer("mail"))).resolves.toEqual({ status: "invalid", errors: { email: "invalid_email" } });
    expect(errorField("pw")).toBe("password");
    expect(errorField("companyName")).toBe("company");
    expect(errorField(undefined)).toBe("");
  });

  it("turns a network failure, a rate limit and a server failure into retryable outcomes", async () => {
    await expect(sendSubmission(request, async () => Promise.reject(new TypeError("Failed to fetch")))).resolves.toEqual({ status: "failed", reason: "network" });
    const limited = async () => Response.json({ error: { code: "rate_limited" } }, { status: 429, headers: { "retry-after": "12" } });
    await expect(sendSubmission(request, limited)).resolves.toEqual({ status: "failed", reason: "rate_limited", code: "rate_limited", retryAfterSeconds: 12 });
    const down = async () => new Response("<html>", { status: 503 });
    await expect(sendSubmission(request, down)).resolves.toEqual({ status: "failed", reason: "server", code: undefined });
  });
});
