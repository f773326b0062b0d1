import type { Migration } from "kysely";
import { conversion } from "./0001_conversion";
import { analytics } from "./100-analytics";
import { redemptionCodes } from "./0300-redemption-codes";
import { newsletterConfirmations, rateLimits } from "./0400-rate-limits";
import { movedPages } from "./0500-moved-pages";
import { documentPaths } from "./0510-document-paths";
import { outgoingEmailParts } from "./0600-outgoing-email-parts";
import { analyticsDaily } from "./0710-analytics-daily";
import { outboxParking } from "./0720-outbox-parking";
import { adminConsole } from "./0800-admin-console";
import { idempotencyKeys } from "./0900-idempotency-keys";
import { leadColumns } from "./0910-lead-columns";
import { deliveryReferences } from "./0920-delivery-references";
import { mailboxKeys } from "./0930-mailbox-keys";
import { auditOrigins } from "./0935-audit-origins";
import { hashedSessionTokens } from "./0940-hashed-session-tokens";

/**
 * Every migration, applied in key order at start. Add yours with the next number; never rename
 * or edit one that has shipped (the database remembers the names it ran).
 */
export const migrations: Record<string, Migration> = {
  "0001_conversion": conversion,
  "0100_analytics": analytics,
  "0300_redemption_codes": redemptionCodes,
  "0400_rate_limits": rateLimits,
  "0410_newsletter_confirmations": newsletterConfirmations,
  "0500_moved_pages": movedPages,
  "0510_document_paths": documentPaths,
  "0600_outgoing_email_parts": outgoingEmailParts,
  "0710_analytics_daily": analyticsDaily,
  "0720_outbox_parking": outboxParking,
  "0800_admin_console": adminConsole,
  "0900_idempotency_keys": idempotencyKeys,
  "0910_lead_columns": leadColumns,
  "0920_delivery_references": deliveryReferences,
  "0930_mailbox_keys": mailboxKeys,
  "0935_audit_origins": auditOrigins,
  "0940_hashed_session_tokens": hashedSessionTokens,
};
