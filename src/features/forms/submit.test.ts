import { afterEach, describe, expect, it, vi } from "vitest";
import { definitionFor } from "@/lib/forms/definitions";
import { buildSubmission, errorField, sendSubmission, type SubmissionRequest } from "./submit";
import type { ClientFormConfig } from "@/lib/forms/bundle";
import type { ContentFormType } from "@/lib/forms/definitions";

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
      body: { lang: "de", companyName: "AE", mail: person.email, firstName: "Ada", lastName: "Lovelace", pw: "correct horse", phone: "+49301234567", country: "DE", trafficSource: source, website: "" },
    });
  });

  it("sends a course registration with the page's group id", () => {
    const request = buildSubmission({ config: config("course_registration"), definition: definitionFor("course_registration"), values: person, context: { groupId: "cert-101" } });
    expect(request.url).toBe("/.netlify/functions/register-to-course");
    expect(request.body).toMatchObject({ groupId: "cert-101", lang: "de", mail: person.email, password: "correct horse" });
    const withoutGroup = buildSubmission({ config: config("course_registration"), definition: definitionFor("course_registration"), values: person });
    expect(withoutGroup.body).toMatchObject({ groupId: "cfg1" });
  });

  it("subscribes the newsletter in the page's language", () => {
    const values = { email: "a@b.example", topic_blog_digest: true, topic_events_webinars: false, topic_product_news: true, topic_learning_insights: false };
    const request = buildSubmission({ config: config("newsletter"), definition: definitionFor("newsletter"), values, honeypot: "" });
    expect(request).toEqual({ url: "/api/newsletter/subscribe", body: { email: "a@b.example", language: "de", topics: ["product_news", "blog_digest"], trafficSource: undefined, website: "" } });
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
    expect("hidden" in request.body && request.body.hidden).toEqual({
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
  const request: SubmissionRequest = { url: "/api/forms/submit", body: { formType: "contact", locale: "en", fields: { a: "1" } } };
  const answer = (response: () => Promise<Response>) => vi.stubGlobal("fetch", vi.fn(response));
  afterEach(() => vi.unstubAllGlobals());

  it("posts JSON and returns the stored submission and booking step", async () => {
    answer(async () => Response.json({ ok: true, submissionId: "s1", booking: { provider: "confirmation" } }, { status: 201 }));
    await expect(sendSubmission(request)).resolves.toEqual({ status: "success", submissionId: "s1", booking: { provider: "confirmation" } });
    expect(fetch).toHaveBeenCalledWith("/api/forms/submit", {
      method: "POST",
      headers: { "content-type": "application/json", "Idempotency-Key": expect.stringMatching(/^[\w-]{16,128}$/) },
      body: '{"formType":"contact","locale":"en","fields":{"a":"1"}}',
    });
  });

  it("maps every failing field of any endpoint to the form's fields", async () => {
    answer(async () =>
      Response.json(
        {
          error: {
            code: "invalid_email",
            field: "fields.email",
            fields: [
              { field: "fields.email", code: "invalid_email" },
              { field: "fields.phone", code: "invalid_phone" },
            ],
          },
        },
        { status: 400 },
      ),
    );
    await expect(sendSubmission(request)).resolves.toEqual({ status: "invalid", errors: { email: "invalid_email", phone: "invalid_phone" } });
    answer(async () => Response.json({ error: { code: "too_short", field: "pw" } }, { status: 400 }));
    await expect(sendSubmission(request)).resolves.toEqual({ status: "invalid", errors: { password: "too_short" } });
    expect(errorField("mail")).toBe("email");
    expect(errorField("companyName")).toBe("company");
    expect(errorField(undefined)).toBe("");
  });

  it("turns a network failure (once its retries are spent), a rate limit and a server failure into retryable outcomes", async () => {
    vi.useFakeTimers();
    try {
      answer(async () => Promise.reject(new TypeError("Failed to fetch")));
      const network = sendSubmission(request);
      await vi.runAllTimersAsync();
      await expect(network).resolves.toEqual({ status: "failed", reason: "network" });
      answer(async () => Response.json({ error: { code: "rate_limited" } }, { status: 429, headers: { "retry-after": "12" } }));
      await expect(sendSubmission(request)).resolves.toEqual({ status: "failed", reason: "rate_limited", code: "rate_limited" });
      answer(async () => new Response("<html>", { status: 500 }));
      await expect(sendSubmission(request)).resolves.toMatchObject({ status: "failed", reason: "server" });
      answer(async () => new Response("<html>", { status: 503 }));
      const busy = sendSubmission(request);
      await vi.runAllTimersAsync();
      await expect(busy).resolves.toMatchObject({ status: "failed", reason: "server" });
    } finally {
      vi.useRealTimers();
    }
  });
});
