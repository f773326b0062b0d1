import { z } from "zod";

/** The spec's build-time default (section 9: one hour, 36e5 ms). */
export const DEFAULT_CONTENT_REVALIDATE_SECONDS = 3_600;

/**
 * CONTENT_REVALIDATE_SECONDS: the longest a content answer, and a page made from content, is served before it is
 * read again, webhook or not. At most a day: no cache entry lives longer (cache-handler.mjs).
 */
export const contentFreshnessEnv = z.object({
  CONTENT_REVALIDATE_SECONDS: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce.number().int().min(1).max(86_400).default(DEFAULT_CONTENT_REVALIDATE_SECONDS),
  ),
});

let parsed: { raw: string | undefined; seconds: number } | undefined;

/**
 * The interval in seconds, read at every query (parsed once per value): at build time it sets the prerendered pages'
 * lifetime, at run time that of every page rendered again. A bad value throws, naming the variable.
 */
export function contentRevalidateSeconds(env: Record<string, string | undefined> = process.env): number {
  const raw = env.CONTENT_REVALIDATE_SECONDS;
  if (parsed && parsed.raw === raw) return parsed.seconds;
  const result = contentFreshnessEnv.safeParse(env);
  if (!result.success) throw new Error(`Invalid configuration: CONTENT_REVALIDATE_SECONDS ${result.error.issues[0]?.message}`);
  parsed = { raw, seconds: result.data.CONTENT_REVALIDATE_SECONDS };
  return parsed.seconds;
}
