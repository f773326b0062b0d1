// POST /api/admin/deliveries/replay/ (the deliveries page's button, optional `destination=`): gives every parked and
// given-up outbox entry a fresh start, as `npm run outbox:retry` does, wakes the worker, audits, and returns to the page.
import { readConsoleForm } from "@/server/admin/data-routes";
import { replayParkedDeliveries } from "@/server/admin/deliveries";
import { adminRoutes, type AdminHandler } from "@/server/admin/session";

export const dynamic = "force-dynamic";

const replay: AdminHandler = async (request, session) => {
  const form = await readConsoleForm(request);
  if (form instanceof Response) return form;
  const destination = form.get("destination");
  const replayed = await replayParkedDeliveries(session, { destination: typeof destination === "string" && destination ? destination : undefined });
  return new Response(null, { status: 303, headers: { location: new URL(`/admin/deliveries/?replayed=${replayed}`, request.url).toString() } });
};

export const { GET, HEAD, POST, PUT, DELETE, PATCH, OPTIONS } = adminRoutes({ POST: replay });
