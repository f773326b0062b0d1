import { headers } from "next/headers";
import { formatViewerDate, viewerLocale } from "@/server/admin/viewer-dates";

/** A stored time as `<time dateTime>` (ISO), shown in the viewer's locale (Accept-Language), in UTC. */
export async function ViewerTime({ iso }: { iso: string }) {
  const locale = viewerLocale((await headers()).get("accept-language"));
  return <time dateTime={iso}>{formatViewerDate(iso, locale)} UTC</time>;
}
