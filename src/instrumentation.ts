/**
 * Runs once when a server starts: the outbox worker forwards stored submissions, including those
 * a previous process stored but never forwarded. Not during `next build` or on the edge runtime.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  if (process.env.OUTBOX_WORKER === "off") return;
  const { startOutboxWorker } = await import("./server/outbox/worker");
  startOutboxWorker();
}
