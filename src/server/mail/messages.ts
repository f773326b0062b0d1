import type { Locale } from "@/routing/locales";

/** A file sent with a mail. Small files travel in the outbox message; the maturity report is read at delivery. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
  /** "utf8" for text (an .ics), "base64" for bytes. */
  encoding: "utf8" | "base64";
}

/** The event a registration is for, as the site publishes it. */
export interface RegisteredEvent {
  title: string;
  /** The event's page. */
  url: string;
  /** When and where, with the `.ics` attached; null for an on-demand webinar (nothing to put in a calendar). */
  schedule: { start: string; end: string; location: string | null; ics: string; icsName: string; timeZone?: string | null } | null;
}

/**
 * Every mail the site sends, as stored in the outbox (destination `mail`): what its template needs and nothing a
 * visitor wrote beyond their own first name and address (the name reaches the mail only when it is one: names.ts).
 * Links are the site's own, made when the mail is queued.
 */
export type MailMessage = { to: string; locale: Locale } & (
  | { template: "newsletter_confirmation"; confirmUrl: string }
  | { template: "preferences_link"; preferencesUrl: string }
  | { template: "free_trial_welcome"; firstName?: string; loginUrl: string }
  | { template: "registration"; firstName?: string; event: RegisteredEvent | null; loginUrl?: string }
  | { template: "maturity_report"; pdfId: string; assessmentUrl: string }
  /**
   * The document a gated form delivered (a page, or a form_config alone: `findGatedDelivery`) and its title in the
   * mail's language. Entries queued before titles were kept name the form_config as `formConfigId`.
   */
  | { template: "ebook_link"; documentId?: string; formConfigId?: string; title?: string | null }
);

