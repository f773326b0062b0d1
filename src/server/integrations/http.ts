import ky, { HTTPError, TimeoutError, type KyInstance } from "ky";
import { z } from "zod";
import { optionalEnv } from "./env";

/** Status codes worth one more try (spec section 9). */
export const RETRY_STATUS_CODES = [408, 409, 425, 429, 500, 502, 503, 504] as const;

/**
 * The one outbound HTTP client of the server (spec section 9): a GET is retried once on the
 * statuses above, a write never (the outbox retries writes with backoff, with an idempotency key).
 */
export const outboundEnv = z.object({
  OUTBOUND_TIMEOUT_MS: optionalEnv(z.coerce.number().int().positive()),
});

/** Every outbound call is aborted after OUTBOUND_TIMEOUT_MS (default 15 s): a hung system never holds a worker or a visitor. */
export const OUTBOUND_TIMEOUT_MS = outboundEnv.safeParse(process.env).data?.OUTBOUND_TIMEOUT_MS ?? 15_000;

export const http: KyInstance = ky.create({
  timeout: OUTBOUND_TIMEOUT_MS,
  retry: { limit: 1, methods: ["get"], statusCodes: [...RETRY_STATUS_CODES] },
});

/** A failed downstream call; `retryable` false means trying again cannot help (a 4xx). */
export class DownstreamError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    options?: { cause?: unknown; credentialsRefused?: boolean; mayHaveArrived?: boolean },
  ) {
    super(message, options);
    this.name = "DownstreamError";
    this.credentialsRefused = options?.credentialsRefused === true;
    this.mayHaveArrived = options?.mayHaveArrived === true;
  }

  /** 401/403: our credentials were refused. Often a rotation in progress: retried a bounded number of times, with an alert. */
  readonly credentialsRefused: boolean;
  /**
   * The call may have been applied downstream although we got no answer saying so (a timeout, a connection
   * closed mid-call, a gateway timeout): a retry should check before sending it again.
   */
  readonly mayHaveArrived: boolean;
}

/** Network errors that happen before a request leaves: nothing can have arrived. */
const NEVER_SENT_CODES = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "ENETUNREACH", "EHOSTUNREACH", "UND_ERR_CONNECT_TIMEOUT", "CERT_HAS_EXPIRED", "DEPTH_ZERO_SELF_SIGNED_CERT"]);

function neverSent(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; cause = (cause as { cause?: unknown }).cause, depth += 1) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === "string" && NEVER_SENT_CODES.has(code)) return true;
  }
  return false;
}

/** Turns a ky/network failure into a DownstreamError saying whether a retry may help. */
export async function toDownstreamError(system: string, error: unknown): Promise<DownstreamError> {
  if (error instanceof DownstreamError) return error;
  if (error instanceof HTTPError) {
    const status = error.response.status;
    const body = await error.response.text().catch(() => "");
    const credentialsRefused = status === 401 || status === 403;
    const retryable = credentialsRefused || (RETRY_STATUS_CODES as readonly number[]).includes(status) || status >= 500;
    // A gateway that gave up waiting does not know whether the system behind it applied the call.
    const mayHaveArrived = status === 502 || status === 504;
    return new DownstreamError(`${system} answered ${status}: ${body.slice(0, 300)}`, retryable, { cause: error, credentialsRefused, mayHaveArrived });
  }
  if (error instanceof TimeoutError) return new DownstreamError(`${system} timed out`, true, { cause: error, mayHaveArrived: true });
  return new DownstreamError(`${system} unreachable: ${error instanceof Error ? error.message : String(error)}`, true, {
    cause: error,
    mayHaveArrived: !neverSent(error),
  });
}

/** Runs a downstream call and reports its failures as DownstreamError. */
export async function callDownstream<T>(system: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw await toDownstreamError(system, error);
  }
}
