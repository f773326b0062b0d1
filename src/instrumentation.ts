import type { Instrumentation } from "next";
// Netlify's edge runs the proxy (and this file) on Deno: nothing of the Node server's belongs there.
import { onDeno } from "./config/hosting.mjs";

/** Runs once when a server starts: not during `next build`, and only on Node.js (instrumentation-node.ts). */
export async function register(): Promise<void> {
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  if (onDeno()) return;
  if (process.env.NEXT_RUNTIME === "nodejs") {
    // OpenTelemetry first, so that the server's own spans are recorded from the first request (only when configured).
    const { startTelemetry } = await import("./server/observability/telemetry");
    await startTelemetry();
    const { startNodeServer } = await import("./instrumentation-node");
    await startNodeServer();
  }
}

/**
 * Every error Next catches while answering (a page, a route handler, a server action, the proxy): one log line with
 * the request's id (the request hook set X-Request-Id, which the client also got), the route and the error, and the
 * error on the request's trace when OpenTelemetry runs.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (onDeno() || process.env.NEXT_RUNTIME !== "nodejs") return;
  const { reportRequestError } = await import("./server/observability/request-errors");
  reportRequestError(error, request, context);
};
