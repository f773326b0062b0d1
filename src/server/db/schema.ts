import type { Generated, Selectable } from "kysely";
import type { LeadKind as SubmissionKind } from "@/lib/leads/lead";

/**
 * The tables, one schema for SQLite and PostgreSQL. Portable column types only: ids are UUID text,
 * timestamps ISO-8601 UTC text (they sort as text), JSON is text, booleans are 0/1 integers.
 */
export interface Database {
  submissions: SubmissionsTable;
  outbox: OutboxTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  assessment_pdfs: AssessmentPdfsTable;
  outgoing_email: OutgoingEmailTable;
  learning_app_accounts: LearningAppAccountsTable;
  learning_app_course_registrations: LearningAppCourseRegistrationsTable;
  embedded_deliveries: EmbeddedDeliveriesTable;
  redemption_codes: RedemptionCodesTable;
  rate_limit_hits: RateLimitHitsTable;
  newsletter_confirmations: NewsletterConfirmationsTable;
  moved_pages: MovedPagesTable;
  document_paths: DocumentPathsTable;
  admin_session: AdminSessionTable;
  admin_user: AdminUserTable;
  admin_audit: AdminAuditTable;
}

export { leadKinds as submissionKinds, type LeadKind as SubmissionKind } from "@/lib/leads/lead";

/**
 * One lead a row (src/server/leads/columns.ts maps a `Lead` to it and back): what the console filters and counts in
 * columns, the rest in `payload` (`LeadDetails`, JSON).
 */
export interface SubmissionsTable {
  id: string;
  kind: SubmissionKind;
  /** The form's type (demo, contact...), or the kind for conversions without a form (free_trial, newsletter...). */
  form_type: string | null;
  /** Marketo form id when the page named one. */
  form_id: string | null;
  locale: string;
  /** Lower-cased address when the submission has one (export, look-ups). */
  email: string | null;
  /** `mailboxKey` of the address: every spelling of one mailbox has the same (what the erasure matches by). */
  email_key: string | null;
  first_name: string | null;
  last_name: string | null;
  company: string | null;
  /** ISO 3166-1 alpha-2, as the visitor chose it. */
  country: string | null;
  /** Path of the page the visitor converted on. */
  page: string | null;
  /** Attribution (src/lib/leads/source.ts): utm_source, a paid click's engine, the referring host or (direct). */
  source: string | null;
  medium: string | null;
  campaign: string | null;
  /** The marketing opt-in: 1 ticked, 0 left, null not asked. */
  marketing_consent: number | null;
  /** `LeadDetails`: phone, job title, company size, message and the form's answers. */
  payload: string;
  traffic_source: string | null;
  /** 1 when the honeypot was filled: kept for review, never forwarded. */
  is_spam: number;
  created_at: string;
  /** `<kind>:<key>` of the browser's Idempotency-Key: a request sent again is this submission (null without one). */
  idempotency_key: string | null;
}

/**
 * `parked`: set aside (a 4xx, the attempts used up), retried on the slow schedule (worker.ts); `failed`: given
 * up for good once parked longer than OUTBOX_PARKED_DAYS (`outbox:retry` still replays it).
 */
export const outboxStatuses = ["pending", "processing", "forwarded", "parked", "failed"] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

export interface OutboxTable {
  id: string;
  submission_id: string;
  destination: string;
  /** What the destination receives, JSON (built when the submission is stored). */
  message: string;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: string;
  /** A claim expires at this time, so a crashed worker's rows are picked up again. */
  locked_until: string | null;
  claim_token: string | null;
  last_error: string | null;
  /** Downstream's answer (its id for the record), JSON. */
  result: string | null;
  forwarded_at: string | null;
  created_at: string;
  /** When the entry was parked (null: never); stays once it is forwarded or given up. */
  parked_at: Generated<string | null>;
  /** Retries since it was parked (the slow schedule's step). */
  park_retries: Generated<number>;
  /** Start of the current (or last) attempt. */
  attempt_started_at: Generated<string | null>;
  /** Start of the first attempt that may have reached downstream without our knowing (cut off, crashed, answer lost). */
  doubt_since: Generated<string | null>;
}

export interface NewsletterSubscriptionsTable {
  id: string;
  email: string;
  /** `mailboxKey` of the address: every spelling of one mailbox has the same (what the erasure matches by). */
  email_key: string | null;
  language: string;
  /** JSON array of newsletter topics. */
  topics: string;
  status: "subscribed" | "unsubscribed";
  created_at: string;
  updated_at: string;
}

export interface AssessmentPdfsTable {
  id: string;
  submission_id: string;
  file_name: string;
  size_bytes: number;
  content_base64: string;
  created_at: string;
}

export interface OutgoingEmailTable {
  /** The outbox entry's id: a retried delivery is kept once. */
  id: string;
  recipient: string;
  /** `mailboxKey` of the recipient: every spelling of one mailbox has the same (what the erasure matches by). */
  recipient_key: string | null;
  subject: string;
  /** The plain-text part. */
  body: string;
  html: string | null;
  /** JSON list of the attachments' file names. */
  attachments: string | null;
  created_at: string;
}

/** A person as the embedded learning app keeps them (used when no LEARNING_APP_API_URL is set). */
interface LearningAppPerson {
  id: string;
  /** The outbox entry that created the row: a retried delivery finds it instead of adding one. */
  idempotency_key: string;
  email: string | null;
  /** `mailboxKey` of the address: every spelling of one mailbox has the same (what the erasure matches by). */
  email_key: string | null;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  lang: string;
  /** scrypt hash, see src/server/passwords.ts; never the password. */
  password_hash: string | null;
  created_at: string;
}

export interface LearningAppAccountsTable extends LearningAppPerson {
  company_name: string;
}

export interface LearningAppCourseRegistrationsTable extends LearningAppPerson {
  group_id: string;
}

/** What the embedded Marketo and Chili Piper defaults accepted, one row per idempotency key. */
export interface EmbeddedDeliveriesTable {
  idempotency_key: string;
  destination: string;
  payload: string;
  created_at: string;
  /** The receiver's own id of the delivery, where its look-up asks by one (Chili Piper's booking id). */
  reference: Generated<string | null>;
}

/** App-store offer codes, one pool per redemption_code campaign (its uid); a code goes to one visitor once. */
export interface RedemptionCodesTable {
  id: string;
  campaign: string;
  code: string;
  /** The visitor's random token (from their cookie) once handed out; null while free. */
  claimed_by: string | null;
  claimed_at: string | null;
  imported_at: string;
}

/** Counts per hashed key and window (src/server/limits), when instances share a database; spent proofs of work too. */
export interface RateLimitHitsTable {
  key: string;
  /** The window's number: epoch milliseconds divided by the window's length. */
  window: number;
  count: number;
  /** Epoch milliseconds after which the row no longer counts. */
  expires_at: number;
}

/** An old page path and where its document lives now (recorded by the revalidation webhook). */
export interface MovedPagesTable {
  from_path: string;
  to_path: string;
  document_id: string;
  moved_at: string;
}

/** The path a published page was last seen at (the webhook compares a publication's paths with it). */
export interface DocumentPathsTable {
  document_id: string;
  path: string;
  seen_at: string;
}

/** A newsletter submission whose confirmation link was followed (double opt-in). */
export interface NewsletterConfirmationsTable {
  submission_id: string;
  confirmed_at: string;
}

export type Submission = Selectable<SubmissionsTable>;
export type OutboxEntry = Selectable<OutboxTable>;
export type NewsletterSubscription = Selectable<NewsletterSubscriptionsTable>;

/** A console user (better-auth's `user`): created at the first sign-in of an address ADMIN_EMAILS allows. */
export interface AdminUserTable {
  id: string;
  name: string;
  email: string;
  /** ISO text on SQLite, a Date from PostgreSQL. */
  created_at: string | Date;
}

/** A console session (better-auth's `session`); the rest of its columns are the library's own. */
export interface AdminSessionTable {
  id: string;
  token: string;
  user_id: string;
  expires_at: string | Date;
  created_at: string | Date;
  updated_at: string | Date;
}

/** What an admin did in the console: one row per action, never changed. */
export interface AdminAuditTable {
  id: string;
  at: string;
  email: string;
  session_id: string | null;
  action: string;
  /** JSON object or null. */
  detail: string | null;
  /** The request's id (its X-Request-Id and log lines), when the line was written while handling one. */
  request_id: Generated<string | null>;
  /** The client address the server vouches for (src/server/security/client-identity.ts), when it knows one. */
  client_address: Generated<string | null>;
  /** For the sign-in by mail: the SHA-256 (hex) of the link's token the line is about. */
  sign_in_link: Generated<string | null>;
}
