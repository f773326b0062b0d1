import { normalizeCountry } from "./eu";

/**
 * Cookie in which the browser keeps the visitor's country for the session, set by `/api/geo` (never by a page:
 * pages are shared by every visitor). `XX` when the platform does not say: unknown, so EU defaults.
 */
export const GEO_COUNTRY_COOKIE = "geo_country";
/** Where the browser asks for the country when the cookie is missing. */
export const GEO_ENDPOINT = "/api/geo";
const UNKNOWN_COUNTRY = "XX";

interface HeaderSource {
  get(name: string): string | null;
}

/** Netlify sends `x-nf-geo`: base64 JSON with `country.code`. */
function countryFromNetlifyGeo(header: string | null): string | null {
  if (!header) return null;
  try {
    const bytes = Uint8Array.from(atob(header), (char) => char.charCodeAt(0));
    const geo: unknown = JSON.parse(new TextDecoder().decode(bytes));
    const code = (geo as { country?: { code?: unknown } } | null)?.country?.code;
    return typeof code === "string" ? normalizeCountry(code) : null;
  } catch {
    return null;
  }
}

/** The visitor's country from the hosting platform's geolocation headers; null when unknown. */
export function countryFromHeaders(headers: HeaderSource): string | null {
  return (
    countryFromNetlifyGeo(headers.get("x-nf-geo")) ??
    normalizeCountry(headers.get("x-country")) ??
    normalizeCountry(headers.get("x-vercel-ip-country")) ??
    normalizeCountry(headers.get("cf-ipcountry"))
  );
}

/** The session cookie `/api/geo` sets: the country, or `XX` (unknown, asked no more this session). */
export function geoCountryCookie(country: string | null, secure: boolean): string {
  return `${GEO_COUNTRY_COOKIE}=${country ?? UNKNOWN_COUNTRY}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}
