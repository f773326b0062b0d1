import { generatedSecrets, signingSecret, signToken, verifyToken } from "./security/signed-tokens";

/** How long a download link works once handed out on the page; the completion step asks for a fresh one after that. */
export const DOWNLOAD_LINK_TTL_MS = 60 * 60 * 1000;
/** A link sent by mail is read later: it works for a week. */
export const MAILED_DOWNLOAD_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const DOWNLOAD_PURPOSE = "gated-download";
const DOWNLOAD_PATH = "/api/forms/gated/download";
const downloadSecret = () => signingSecret(generatedSecrets.downloadLinks);

/** A signed link to the file a gated document hands out (`findGatedDelivery`), valid `ttlMs` from `now`. */
export function signedDownloadPath(documentId: string, now = Date.now(), ttlMs = DOWNLOAD_LINK_TTL_MS): string {
  return `${DOWNLOAD_PATH}?${new URLSearchParams({ token: signToken(downloadSecret(), DOWNLOAD_PURPOSE, documentId, now + ttlMs) })}`;
}

/** The document id a download token names, when it is genuine and unexpired. */
export function downloadTokenSubject(token: unknown): string | null {
  return verifyToken(downloadSecret(), DOWNLOAD_PURPOSE, token)?.subject ?? null;
}
