import type { NextRequest } from "next/server";
import { routeDocumentExists } from "@/content/exists";
import { withGeoCountry } from "@/features/consent/geo-proxy";
import { routeRequest } from "@/routing/proxy-routing";

export async function proxy(request: NextRequest) {
  return withGeoCountry(request, await routeRequest(request, routeDocumentExists));
}

export const config = {
  // Pages only: not Next internals, API and function endpoints, the embedded repository, assets or files.
  matcher: [
    "/((?!_next/|api/|builds/|\\.netlify/|_i18n/|embedded-prismic/|content-assets/|preview$|preview/|exit-preview|slice-simulator|.*\\.[a-zA-Z0-9]+$).*)",
  ],
};
