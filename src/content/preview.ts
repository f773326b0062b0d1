import { reportWarning } from "@/lib/errors";

export const PREVIEW_COOKIE = "io.prismic.preview";

/**
 * The preview ref held by the `io.prismic.preview` cookie, or undefined.
 * The cookie is either a JSON object keyed by repository host (`{"repo.prismic.io": {"preview": ref}}`)
 * or the ref itself. A value that is neither is logged as a warning and ignored.
 */
export function parsePreviewCookie(raw: string | undefined | null): string | undefined {
  if (!raw) return undefined;
  let value = raw;
  try {
    value = decodeURIComponent(raw);
  } catch {
    // Not URI-encoded: use as is.
  }
  if (/^https?:\/\/\S+$/.test(value)) return value;
  try {
    const parsed: unknown = JSON.parse(value);
    if (parsed && typeof parsed === "object") {
      for (const entry of Object.values(parsed as Record<string, unknown>)) {
        if (entry && typeof entry === "object" && typeof (entry as { preview?: unknown }).preview === "string") {
          return (entry as { preview: string }).preview;
        }
      }
    }
  } catch {
    // Falls through to the warning below.
  }
  reportWarning(`Ignoring a malformed ${PREVIEW_COOKIE} cookie`);
  return undefined;
}
