// A request the Node request hook refused (src/server/security/node-requests.mjs) is sent here with its refusal;
// anything else asking for this path gets 404.
import { processSingleton } from "@/lib/process-singleton";
import { problem, type EarlyAnswer } from "@/server/security/screen.mjs";
import { REQUEST_SEAL_HEADER, REQUEST_SEAL_KEY, SCREENED_HEADER } from "@/server/security/request-headers.mjs";

export const dynamic = "force-dynamic";

function refusalOf(request: Request): EarlyAnswer {
  const seal = processSingleton<unknown>(REQUEST_SEAL_KEY).get();
  const screened = request.headers.get(SCREENED_HEADER);
  if (typeof seal === "string" && request.headers.get(REQUEST_SEAL_HEADER) === seal && screened) {
    try {
      const refusal = JSON.parse(screened) as EarlyAnswer;
      if (Number.isInteger(refusal.status) && refusal.status >= 400 && refusal.status < 500) return refusal;
    } catch {
      // Not the hook's: answered as an unknown path.
    }
  }
  return problem(404, "not_found", "No such endpoint.");
}

function answer(request: Request, withBody: boolean): Response {
  const refusal = refusalOf(request);
  return new Response(withBody ? refusal.body : null, { status: refusal.status, headers: refusal.headers });
}

export function GET(request: Request): Response {
  return answer(request, true);
}

export function HEAD(request: Request): Response {
  return answer(request, false);
}
