/** The embedded repository's preview session the e2e server knows (EMBEDDED_PREVIEW_IDS in playwright.config.ts). */
export const E2E_PREVIEW_ID = "e2e-preview-session-7f3a9c2d41";

/** Its token, as Prismic would put it in `/preview?token=`. */
export const E2E_PREVIEW_TOKEN = `https://embedded.prismic.invalid/previews/${E2E_PREVIEW_ID}`;
