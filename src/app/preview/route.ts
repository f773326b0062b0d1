import { cookie } from "@prismicio/client";
import { cookies, draftMode } from "next/headers";
import { redirect } from "next/navigation";
import type { NextRequest } from "next/server";
import { createPrismicClient, prismicRepositoryName, prismicSettings } from "@/content/client";
import { createEmbeddedFetch } from "@/content/embedded/fetch";
import { contentApiAcceptsRef, isValidPreviewToken } from "@/content/preview";
import { reportWarning } from "@/lib/errors";
import { linkResolver } from "@/routing/link-resolver";

/**
 * Entry point of a Prismic preview session. Only a token of the configured repository whose session the
 * Content API accepts enters draft mode; any other request is sent to the published page, without cookies.
 */
export async function GET(request: NextRequest) {
  const documentID = request.nextUrl.searchParams.get("documentId") ?? undefined;
  const previewToken = request.nextUrl.searchParams.get("token");
  const client = createPrismicClient();
  const settings = prismicSettings();
  const valid = await isValidPreviewToken(previewToken, prismicRepositoryName, (ref) =>
    contentApiAcceptsRef(ref, settings, prismicRepositoryName || settings.remote ? (url, init) => fetch(url, { ...init, cache: "no-store" }) : createEmbeddedFetch()),
  );

  let target = "/";
  try {
    if (valid && previewToken) {
      target = await client.resolvePreviewURL({ documentID, previewToken, defaultURL: "/", linkResolver });
    } else if (documentID) {
      target = linkResolver(await client.getByID(documentID));
    }
  } catch (error) {
    reportWarning("Preview: the previewed document could not be resolved; opening the home page", error);
  }
  if (valid && previewToken) {
    (await cookies()).set(cookie.preview, previewToken, { path: "/", sameSite: "none", secure: true, httpOnly: false });
    (await draftMode()).enable();
  }
  redirect(target.startsWith("/") && !target.startsWith("//") ? target : "/");
}
