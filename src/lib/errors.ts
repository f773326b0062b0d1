import { logBackend } from "./log";

/**
 * The spec's error catalogue (section 8): product codes logged by the site.
 * Codes are data: log them with `reportError`, show visitors a translated message, never a stack.
 */
export const errorCodes = [
  "CHILIPIPER_SUBMIT_FAILED",
  "CLEARBIT REVEAL ERROR",
  "CONSENTS_INITIALIZATION_FAILED",
  "COURSE_REGISTRATION_ERROR",
  "MARKETO_DEMO_BOOKED_FAILED",
  "MARKETO_LOAD_FAILED",
  "MARKETO_NO_FORM_ID",
  "MARKETO_POST_ERROR",
  "MARKETO_SUBMIT_FAILED",
  "MATURITY_MODEL_PDF_DOWNLOAD_FAILED",
  "MATURITY_MODEL_PDF_UPLOAD_FAILED",
  "TRAFFIC_SOURCE_STORE_ERROR",
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** Messages of the errors that are not product codes. */
export const errorMessages = {
  /** Spec 8's non-fatal 404 (no route matched): the bare 404 of files and endpoint areas, and of unknown API paths. */
  pageNotFound: (fullPath: string) => `Page not found: ${fullPath}`,
  unknownRouteMiddleware: (name: string) => `Unknown route middleware: '${name}'`,
  missingDocument: (type: string, lang: string, uid?: string) =>
    uid
      ? `Document ${type} - UID ${uid} does not exist for locale ${lang}`
      : `Document ${type} does not exist for locale ${lang}`,
  gtmNotDefined: "GTM is not defined",
} as const;

export interface ReportedError {
  code: ErrorCode;
  message?: string;
  cause?: unknown;
  context?: Record<string, unknown>;
}

/**
 * Logs a catalogued error with its code: on a server a JSON line whose `code` an alerting rule can match; in the
 * browser the console line monitoring (when configured) picks up: the code, the context, the cause.
 */
export function reportError({ code, message, cause, context }: ReportedError): void {
  const line = `[${code}]${message ? ` ${message}` : ""}`;
  const backend = logBackend();
  if (backend) backend("error", "errors", line, { code, ...context, ...(cause === undefined ? {} : { err: cause }) });
  else console.error(line, ...(context ? [context] : []), ...(cause ? [cause] : []));
}

/** Warnings stay warnings: a locale message load failure, a malformed preview cookie. */
export function reportWarning(message: string, cause?: unknown): void {
  const backend = logBackend();
  if (backend) backend("warn", "errors", message, cause === undefined ? undefined : { err: cause });
  else console.warn(message, ...(cause ? [cause] : []));
}

/** An action the spec logs on success (consents-initialized): one line, picked up like the errors. */
export function logAction(name: string, context?: Record<string, unknown>): void {
  const backend = logBackend();
  if (backend) backend("info", "action", name, context);
  else console.info(`[action] ${name}`, ...(context ? [context] : []));
}
