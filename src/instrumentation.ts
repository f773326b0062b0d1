/** Runs once when a server starts: not during `next build`, and only on Node.js (instrumentation-node.ts). */
export async function register(): Promise<void> {
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  // On Netlify the proxy runs as a Deno edge function and this hook runs there too: nothing of the Node server's there.
  if (typeof (globalThis as { Deno?: unknown }).Deno !== "undefined") return;
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { startNodeServer } = await import("./instrumentation-node");
    await startNodeServer();
  }
}
