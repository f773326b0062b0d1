import { defaultLocale, locales } from "@/routing/locales";

export interface BuildMeta {
  id: string;
  /** When the build was made (ISO 8601). */
  builtAt: string | null;
  locales: readonly string[];
  defaultLocale: string;
}

/** The build being served, as `/builds/meta/{id}.json` describes it. */
export function buildMeta(): BuildMeta {
  const builtAt = Number(process.env.NEXT_PUBLIC_BUILD_TIME);
  return {
    id: process.env.NEXT_PUBLIC_BUILD_ID ?? "development",
    builtAt: Number.isFinite(builtAt) && builtAt > 0 ? new Date(builtAt).toISOString() : null,
    locales,
    defaultLocale,
  };
}
