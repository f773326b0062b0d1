import { collectAnalytics } from "@/server/analytics/collect";
import { getDb } from "@/server/db";

/** The embedded analytics provider's endpoint (used when no Amplitude key is configured). */
export function POST(request: Request): Promise<Response> {
  return collectAnalytics(request, getDb);
}
