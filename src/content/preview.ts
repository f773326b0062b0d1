import { reportWarning } from "@/lib/errors";
import { EMBEDDED_PREVIEW_ORIGIN } from "./embedded/previews";

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

/** Where a repository's preview sessions live: `https://<repo>.prismic.io`, or the embedded repository's origin. */
export function previewOrigin(repositoryName: string | null): string {
  return repositoryName ? `https://${repositoryName}.prismic.io` : EMBEDDED_PREVIEW_ORIGIN;
}

/**
 * Whether a preview token belongs to the configured repository and its session exists: a URL of the
 * repository's preview origin that the Content API accepts as a ref (the embedded API knows its sessions).
 */
export async function isValidPreviewToken(
  token: string | undefined | null,
  repositoryName: string | null,
  acceptsRef: (ref: string) => Promise<boolean>,
): Promise<boolean> {
  if (!token || token.length > 2048) return false;
  let url: URL;
  try {
    url = new URL(token);
  } catch {
    return false;
  }
  if (url.origin !== previewOrigin(repositoryName) || !url.pathname.startsWith("/previews/")) return false;
  return acceptsRef(token);
}

/**
 * Whether the Content API serves documents at this ref. Asked directly: @prismicio/client would silently
 * retry an unknown ref with the master ref.
 */
export async function contentApiAcceptsRef(
  ref: string,
  settings: { endpoint: string; accessToken?: string },
  fetchFn: (url: string, init?: { signal?: AbortSignal | null }) => Promise<Response>,
): Promise<boolean> {
  const url = new URL(`${settings.endpoint.replace(/\/$/, "")}/documents/search`);
  url.searchParams.set("ref", ref);
  url.searchParams.set("pageSize", "1");
  if (settings.accessToken) url.searchParams.set("access_token", settings.accessToken);
  try {
    const response = await fetchFn(url.toString(), { signal: AbortSignal.timeout(5_000) });
    return response.ok;
  } catch {
    return false;
  }
}
