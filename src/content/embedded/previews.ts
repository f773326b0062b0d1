/** Origin of the embedded repository's preview sessions (like `https://<repo>.prismic.io/previews/...`). */
export const EMBEDDED_PREVIEW_ORIGIN = "https://embedded.prismic.invalid";

const PREVIEW_ID = /^[A-Za-z0-9_-]{16,128}$/;

/** The preview ref (token) of an embedded preview session id. */
export function embeddedPreviewRef(id: string): string {
  return `${EMBEDDED_PREVIEW_ORIGIN}/previews/${id}`;
}

/**
 * The preview sessions the embedded repository knows: `EMBEDDED_PREVIEW_IDS`, comma-separated ids of
 * 16 to 128 URL-safe characters (unguessable, like Prismic's). Offline, a preview shows the content files.
 */
export function embeddedPreviewRefs(env: Record<string, string | undefined> = process.env): ReadonlySet<string> {
  const ids = (env.EMBEDDED_PREVIEW_IDS ?? "").split(",").map((id) => id.trim()).filter((id) => PREVIEW_ID.test(id));
  return new Set(ids.map(embeddedPreviewRef));
}

export function isEmbeddedPreviewRef(ref: string, env: Record<string, string | undefined> = process.env): boolean {
  return embeddedPreviewRefs(env).has(ref);
}
