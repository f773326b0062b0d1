import "./zod-setup";
import { z } from "zod";
import { locales } from "@/routing/locales";
import { formTypes } from "./definitions";
import { HONEYPOT_FIELD } from "./honeypot";
import type { FreeEmailDomainCheck } from "./email";
import type { CountryCode } from "libphonenumber-js";
import { countrySchema, emailSchema, optionalText, requiredText } from "./fields";
import { newsletterTopics } from "./newsletter";
import { normalizePhone } from "./phone";
import { leadFieldSchemas } from "../leads/schema";
import { toLegacyFields } from "../leads/legacy";

/**
 * Request bodies of the conversion API, shared by the browser (to build requests) and the server
 * (to validate them). Every failure message is a code of `validationMessages`.
 */

const honeypot = z.unknown().optional();

export const localeSchema = z.enum(locales, { error: (issue) => (issue.input === undefined ? "required" : "invalid_choice") });

export { trafficSourceSchema, type TrafficSource } from "./traffic-source";
import { trafficSourceSchema } from "./traffic-source";


/**
 * The visitor's country (ISO2, kept with the submission and sent to Marketo) and a phone number:
 * international ("+49...") or national in that country; the phone comes out as E.164.
 */
function withCountryAndPhone<T extends z.ZodRawShape>(shape: T) {
  return z
    .object({ ...shape, phone: optionalText(32), country: countrySchema.optional() }, { error: "invalid_value" })
    .transform((value, ctx) => {
      // The generic shape hides these two fields from the type checker; they are always present.
      const { phone, country, ...rest } = value as typeof value & { phone?: string; country?: CountryCode };
      if (phone === undefined) return { ...rest, country, phone: undefined };
      const normalized = normalizePhone(phone, country);
      if (!normalized) {
        ctx.addIssue({ code: "custom", path: ["phone"], message: "invalid_phone" });
        return z.NEVER;
      }
      return { ...rest, country, phone: normalized };
    });
}

const optionalEmail = (isFreeEmailDomain?: FreeEmailDomainCheck, professional = false) =>
  z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    emailSchema({ professional, refuseCompetitors: true, isFreeEmailDomain }).optional(),
  );

/** POST create-free-trial (spec section 3), its fields under the spec's names (`legacy.ts`). `companyName` defaults by language on the server. */
export const freeTrialPayloadSchema = (isFreeEmailDomain?: FreeEmailDomainCheck) =>
  withCountryAndPhone({
    lang: localeSchema,
    ...toLegacyFields("create-free-trial", leadFieldSchemas(isFreeEmailDomain)),
    trafficSource: trafficSourceSchema,
    [HONEYPOT_FIELD]: honeypot,
  });
export type FreeTrialPayload = z.infer<ReturnType<typeof freeTrialPayloadSchema>>;

/** POST register-to-course (spec section 3): the course, and the lead's fields under the spec's names (`legacy.ts`). */
export const courseRegistrationPayloadSchema = withCountryAndPhone({
  groupId: requiredText(100).regex(/^[A-Za-z0-9_-]+$/, "invalid_value"),
  lang: localeSchema,
  ...toLegacyFields("register-to-course", leadFieldSchemas()),
  trafficSource: trafficSourceSchema,
  [HONEYPOT_FIELD]: honeypot,
});
export type CourseRegistrationPayload = z.infer<typeof courseRegistrationPayloadSchema>;

/** POST /api/forms/submit: a form of the embedded provider; `fields` are checked per definition. */
export const formSubmissionPayloadSchema = z.object(
  {
    formType: z.enum(formTypes, { error: (issue) => (issue.input === undefined ? "required" : "invalid_choice") }),
    formId: optionalText(50),
    locale: localeSchema,
    fields: z.record(z.string(), z.unknown(), { error: (issue) => (issue.input === undefined ? "required" : "invalid_value") }),
    hidden: z.record(z.string(), z.unknown(), { error: "invalid_value" }).optional(),
    trafficSource: trafficSourceSchema,
    [HONEYPOT_FIELD]: honeypot,
  },
  { error: "invalid_value" },
);
export type FormSubmissionPayload = z.infer<typeof formSubmissionPayloadSchema>;

const topicsSchema = z
  .array(z.enum(newsletterTopics, { error: "invalid_choice" }), { error: "invalid_value" })
  .max(newsletterTopics.length, "too_long")
  .transform((topics) => [...new Set(topics)]);

/**
 * POST /api/newsletter/subscribe: the topics the visitor chose, at least one; without the field, the
 * monthly letter alone (`defaultNewsletterTopics`), never a topic nobody asked for.
 */
export const newsletterSubscribePayloadSchema = z.object(
  {
    email: emailSchema(),
    language: localeSchema,
    topics: topicsSchema.refine((topics) => topics.length > 0, "required").optional(),
    trafficSource: trafficSourceSchema,
    [HONEYPOT_FIELD]: honeypot,
  },
  { error: "invalid_value" },
);

const tokenSchema = requiredText(1000);

/** POST /api/preferences: change topics and language of the subscription the token names. */
export const preferencesUpdatePayloadSchema = z.object(
  { token: tokenSchema, topics: topicsSchema, language: localeSchema.optional() },
  { error: "invalid_value" },
);

/** POST /api/preferences/unsubscribe. */
export const preferencesTokenPayloadSchema = z.object({ token: tokenSchema }, { error: "invalid_value" });

/** POST /api/preferences/request-link: mails a fresh link if the address is subscribed. */
export const preferencesLinkRequestPayloadSchema = z.object(
  { email: emailSchema(), locale: localeSchema, [HONEYPOT_FIELD]: honeypot },
  { error: "invalid_value" },
);

/**
 * POST maturity-model-assessments: one selected level (0-4) per theme, the overall level 1-5. The
 * browser names its assessment (`assessmentId`, kept for the tab): sending it again, after a reload
 * or a changed answer, updates that assessment instead of storing another.
 */
export const assessmentPayloadSchema = z
  .object(
    {
      assessmentId: z.uuid({ error: "invalid_value" }).optional(),
      locale: localeSchema,
      themes: z
        .array(
          z.object(
            {
              index: z.number({ error: "invalid_value" }).int("invalid_value").min(0, "invalid_value").max(49, "invalid_value"),
              selectedLevelIndex: z.number({ error: "required" }).int("invalid_value").min(0, "invalid_value").max(4, "invalid_value"),
            },
            { error: "invalid_value" },
          ),
          { error: (issue) => (issue.input === undefined ? "required" : "invalid_value") },
        )
        .min(1, "required")
        .max(50, "too_long")
        .refine((themes) => new Set(themes.map((theme) => theme.index)).size === themes.length, "invalid_value"),
      overallLevel: z.number({ error: (issue) => (issue.input === undefined ? "required" : "invalid_value") }).int("invalid_value").min(1, "invalid_value").max(5, "invalid_value"),
      email: optionalEmail(),
      /** The visitor ticked the marketing box: only then does an assessment with an address reach marketing. */
      marketingOptIn: z.boolean({ error: "invalid_value" }).optional(),
      trafficSource: trafficSourceSchema,
      [HONEYPOT_FIELD]: honeypot,
    },
    { error: "invalid_value" },
  );
export type AssessmentPayload = z.infer<typeof assessmentPayloadSchema>;

/** Largest maturity-model PDF the server keeps (decoded bytes). */
export const MAX_ASSESSMENT_PDF_BYTES = 2 * 1024 * 1024;
/** The upload's largest request body: the PDF in base64 (a third larger) and room for the other fields. */
export const MAX_ASSESSMENT_PDF_REQUEST_BYTES = Math.ceil((MAX_ASSESSMENT_PDF_BYTES * 4) / 3) + 4096;

/** POST upload-maturity-model-pdf: the PDF the browser generated for an assessment, base64. */
export const assessmentPdfPayloadSchema = z.object(
  {
    assessmentId: z.uuid({ error: (issue) => (issue.input === undefined ? "required" : "invalid_value") }),
    fileName: z
      .string({ error: "invalid_value" })
      .max(120, "too_long")
      .regex(/^[\w\- .()]+\.pdf$/i, "invalid_value")
      .optional(),
    pdfBase64: z
      .string({ error: (issue) => (issue.input === undefined ? "required" : "invalid_value") })
      .min(1, "required")
      .max(Math.ceil((MAX_ASSESSMENT_PDF_BYTES * 4) / 3) + 4, "too_long")
      .regex(/^[A-Za-z0-9+/]+={0,2}$/, "invalid_value"),
  },
  { error: "invalid_value" },
);
