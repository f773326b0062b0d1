import { cookie } from "@prismicio/client";
import { cookies, draftMode } from "next/headers";
import { redirect } from "next/navigation";
import type { NextRequest } from "next/server";
import { createPrismicClient } from "@/content/client";
import { reportWarning } from "@/lib/errors";
import { linkResolver } from "@/routing/link-resolver";

/** Entry point of a Prismic preview session: stores the preview token, enters draft mode, opens the document. */
export async function GET(request: NextRequest) {
  const documentID = request.nextUrl.searchParams.get("documentId") ?? undefined;
  const previewToken = request.nextUrl.searchParams.get("token") ?? undefined;
  if (previewToken) (await cookies()).set(cookie.preview, previewToken, { path: "/", sameSite: "none", secure: true });
  let target = "/";
  try {
    target = await createPrismicClient().resolvePreviewURL({ documentID, previewToken, defaultURL: "/", linkResolver });
  } catch (error) {
    reportWarning("Preview: the previewed document could not be resolved; opening the home page", error);
  }
  (await draftMode()).enable();
  redirect(target.startsWith("/") ? target : "/");
}
