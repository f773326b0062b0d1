import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { AssessmentRequest, CourseRegistrationRequest, FormSubmissionRequest, FreeTrialRequest, NewsletterSubscribeRequest } from "./api";
import { countries, countryName, findCountry } from "./countries";
import { contentFormTypes, formDefinitions, formTypes } from "./definitions";
import { isCompetitorDomain } from "./email";
import { emailSchema } from "./fields";
import { validationMessages } from "./messages";
import {
  assessmentPayloadSchema,
  courseRegistrationPayloadSchema,
  formSubmissionPayloadSchema,
  freeTrialPayloadSchema,
  newsletterSubscribePayloadSchema,
} from "./payloads";
import { normalizePhone } from "./phone";
import { buildFormSchema, pickHiddenFields } from "./schema";

describe("country list", () => {
  it("has about 240 entries with name, iso2 and dial code, without duplicates", () => {
    expect(countries.length).toBeGreaterThanOrEqual(235);
    expect(countries.length).toBeLessThanOrEqual(250);
    expect(new Set(countries.map((country) => country.iso2)).size).toBe(countries.length);
    for (const country of countries) {
      expect(country.iso2).toMatch(/^[A-Z]{2}$/);
      expect(country.dialCode).toMatch(/^\+\d{1,4}$/);
      expect(country.name.length).toBeGreaterThan(1);
    }
    expect(findCountry("de")).toEqual({ iso2: "DE", name: "Germany", dialCode: "+49" });
  });

  it("names countries in the visitor's language", () => {
    expect(countryName("DE", "de")).toBe("Deutschland");
    expect(countryName("DE", "fr")).toBe("Allemagne");
  });
});

describe("phone", () => {
  it.each([
    ["030 1234567", "DE", "+49301234567"],
    ["+49 30 1234567", "DE", "+49301234567"],
    ["01 23 45 67 89", "FR", "+33123456789"],
    ["(415) 555-2671", "US", "+14155552671"],
    ["+1 416 555 0199", "CA", "+14165550199"],
  ] as const)("accepts %s for %s", (input, country, expected) => {
    expect(normalizePhone(input, country)).toBe(expected);
  });

  it.each([
    ["12", "DE"],
    ["+33 1 23 45 67 89", "DE"],
    ["0000000000", "FR"],
    ["not a number", "GB"],
  ] as const)("refuses %s for %s", (input, country) => {
    expect(normalizePhone(input, country)).toBeNull();
  });
});

describe("email", () => {
  it("lower-cases and checks addresses", () => {
    expect(emailSchema().parse(" Ada@Example.ORG ")).toBe("ada@example.org");
    expect(emailSchema().safeParse("ada@example").success).toBe(false);
    expect(emailSchema().safeParse("a b@example.org").success).toBe(false);
  });

  it("spots competitors by domain and sub-domain, not by look-alikes", () => {
    expect(isCompetitorDomain("docebo.com")).toBe(true);
    expect(isCompetitorDomain("eu.docebo.com")).toBe(true);
    expect(isCompetitorDomain("notdocebo.com")).toBe(false);
  });
});

describe("form definitions", () => {
  it("take their form types from the one list, the form_config model's options", () => {
    const model = JSON.parse(readFileSync(join(__dirname, "..", "..", "..", "customtypes", "form_config", "index.json"), "utf8"));
    const select = Object.values(model.json as Record<string, Record<string, { config: { options?: string[] } }>>).find((tab) => tab.form_type)!.form_type;
    expect(contentFormTypes).toEqual(select.config.options);
    // The embedded definitions: every content type but the course registration (its own endpoint), an e-book as gated content.
    expect([...formTypes].sort()).toEqual(Object.keys(formDefinitions).sort());
    expect([...formTypes].sort()).toEqual(["contact", "demo", "free_trial", "gated_content", "manifesto", "maturity_model", "newsletter", "partners"]);
  });

  it("define every form type with labels in de, en and fr", () => {
    for (const formType of formTypes) {
      const definition = formDefinitions[formType];
      expect(definition.formType).toBe(formType);
      for (const field of definition.fields) {
        expect(Object.keys(field.label).sort()).toEqual(["de", "en", "fr"]);
      }
    }
  });

  it("answers with codes the UI can translate", () => {
    const result = buildFormSchema(formDefinitions.contact).safeParse({ email: "nope" });
    expect(result.success).toBe(false);
    for (const issue of result.error!.issues) expect(Object.keys(validationMessages)).toContain(issue.message);
  });

  it("uses the check it is given for free providers (the browser's is the common list)", () => {
    const fields = { firstName: "A", lastName: "B", email: "a@gmail.com", company: "C", jobTitle: "", country: "DE" };
    expect(buildFormSchema(formDefinitions.gated_content).safeParse(fields).success).toBe(false);
    expect(buildFormSchema(formDefinitions.gated_content, { isFreeEmailDomain: () => false }).safeParse(fields).success).toBe(true);
  });

  it("keeps only declared hidden fields", () => {
    expect(pickHiddenFields(formDefinitions.demo, { utm_source: "x", other: "y", gclid: 5 })).toEqual({ utm_source: "x" });
  });
});

describe("request types of the browser", () => {
  it("match what the server's schemas accept", () => {
    const trial: FreeTrialRequest = { lang: "fr", mail: "a@b.example", pw: "12345678", phone: "01 23 45 67 89", country: "FR", website: "" };
    const course: CourseRegistrationRequest = { groupId: "g-1", lang: "en", password: "12345678" };
    const form: FormSubmissionRequest = { formType: "contact", locale: "de", fields: { firstName: "A", lastName: "B", email: "a@b.example", company: "C", country: "DE", message: "Hallo" }, hidden: { utm_source: "x" } };
    const newsletter: NewsletterSubscribeRequest = { email: "a@b.example", language: "en", topics: ["blog_digest"] };
    const assessment: AssessmentRequest = { locale: "en", themes: [{ index: 0, selectedLevelIndex: 4 }], overallLevel: 5 };
    expect(freeTrialPayloadSchema().safeParse(trial).success).toBe(true);
    expect(courseRegistrationPayloadSchema.safeParse(course).success).toBe(true);
    expect(formSubmissionPayloadSchema.safeParse(form).success).toBe(true);
    expect(buildFormSchema(formDefinitions.contact).safeParse(form.fields).success).toBe(true);
    expect(newsletterSubscribePayloadSchema.safeParse(newsletter).success).toBe(true);
    expect(assessmentPayloadSchema.safeParse(assessment).success).toBe(true);
  });
});
