// A Netlify Function (netlify/functions/*.mts) over the same endpoint a route handler serves: the spec's
// /.netlify/functions/<name> paths are real functions on Netlify, with the same checks, limits and answers.
import { readEnvironment } from "@/config/env";
import { logger } from "@/lib/log";
import type { Endpoint } from "@/server/api/endpoint";
import { setOutboxDeferral } from "@/server/outbox/worker";
import { contentSecurityPolicy, securityHeaders } from "@/server/security/policy.mjs";

/** What this code reads of the context Netlify hands a function. */
export interface FunctionContext {
  waitUntil?(promise: Promise<unknown>): void;
}

/** The environment as Netlify's runtime gives it (process.env in functions). */
const env = () => process.env as Record<string, string | undefined>;

/**
 * The environment, checked once per function instance as it starts (cold start): a bad variable stops the function
 * there, naming itself in Netlify's function log, instead of it answering requests with a wrong setting.
 */
export function checkFunctionEnvironment(environment: Record<string, string | undefined> = env()): void {
  try {
    readEnvironment(environment);
  } catch (error) {
    logger("function").fatal(error instanceof Error ? error.message : String(error));
    throw error;
  }
}

export function netlifyFunction(endpoint: Endpoint): (request: Request, context?: FunctionContext) => Promise<Response> {
  checkFunctionEnvironment();
  return async (request, context) => {
    // A stored submission is forwarded once the answer is sent (the scheduled function takes the rest).
    const waitUntil = context?.waitUntil?.bind(context);
    setOutboxDeferral(waitUntil ? (task) => waitUntil(task()) : undefined);
    const response = await endpoint(request);
    // Function answers do not pass through the site's edge function: they carry the same headers themselves.
    const https = new URL(request.url).protocol === "https:";
    const headers = new Headers(response.headers);
    for (const [name, value] of Object.entries(securityHeaders({ https }))) headers.set(name, value);
    headers.set("content-security-policy", contentSecurityPolicy({ https, env: env() }));
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  };
}
