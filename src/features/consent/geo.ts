import { normalizeCountry } from "./eu";

/** Cookie through which the proxy tells the (static) page the visitor's country. */
export const GEO_COUNTRY_COOKIE = "geo_country";

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

/** What withGeoCountry reads: the headers below and the cookie (a shared cache keys pages on them). */
export const GEO_INPUTS = ["x-nf-geo", "x-country", "x-vercel-ip-country", "cf-ipcountry", `cookie:${GEO_COUNTRY_COOKIE}`];

/** The visitor's country from the hosting platform's geolocation headers; null when unknown. */
export function countryFromHeaders(headers: HeaderSource): string | null {
  return (
    countryFromNetlifyGeo(headers.get("x-nf-geo")) ??
    normalizeCountry(headers.get("x-country")) ??
    normalizeCountry(headers.get("x-vercel-ip-country")) ??
    normalizeCountry(headers.get("cf-ipcountry"))
  );
}
