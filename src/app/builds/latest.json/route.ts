import { NextResponse } from "next/server";

export const dynamic = "force-dynamic";

/** The id of the build being served; open pages poll it to notice a new deployment. */
export function GET() {
  return NextResponse.json(
    { id: process.env.NEXT_PUBLIC_BUILD_ID ?? "development", timestamp: Date.now() },
    { headers: { "Cache-Control": "no-cache, no-store" } },
  );
}
