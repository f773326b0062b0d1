// GET /api/health: liveness. The server answers; nothing else is asked (a container engine restarts one that does not).
export const dynamic = "force-dynamic";

export function GET(): Response {
  return Response.json({ status: "ok" }, { headers: { "cache-control": "no-store" } });
}
