// GET /api/geo: the visitor's country, for the consent banner's default (spec: all denied inside the EU). Pages are
// static and shared by every visitor, so they carry no country and no cookie; this answer is the visitor's own.
import { countryFromHeaders, geoCountryCookie } from "@/features/consent/geo";
import { requestIsHttps } from "@/server/security/request-scheme";

export const dynamic = "force-dynamic";

export function GET(request: Request): Response {
  const country = countryFromHeaders(request.headers);
  return Response.json(
    { country },
    { headers: { "cache-control": "private, no-store", "set-cookie": geoCountryCookie(country, requestIsHttps(request)) } },
  );
}
