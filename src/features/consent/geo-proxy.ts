import type { NextRequest, NextResponse } from "next/server";
import { countryFromHeaders, GEO_COUNTRY_COOKIE } from "./geo";

/**
 * Passes the visitor's country to the client in a cookie, so pages stay static and the consent
 * banner still knows whether to start with everything denied. Called once from `src/proxy.ts`.
 */
export function withGeoCountry<R extends NextResponse>(request: NextRequest, response: R): R {
  const country = countryFromHeaders(request.headers);
  const current = request.cookies.get(GEO_COUNTRY_COOKIE)?.value;
  if (country && country !== current) {
    response.cookies.set(GEO_COUNTRY_COOKIE, country, {
      path: "/",
      sameSite: "lax",
      secure: request.nextUrl.protocol === "https:",
    });
  } else if (!country && current) {
    // The country is no longer known: forget it, which means EU defaults.
    response.cookies.delete(GEO_COUNTRY_COOKIE);
  }
  return response;
}
