/**
 * Spec 9's gate for preloading linked pages: it starts 1 second after the page has loaded, and never for a visitor
 * who asked to save data or is on a 2G connection. Kept apart from policy.ts so that only this loads with the page.
 */
export const PREFETCH_START_DELAY_MS = 1000;

/** The Network Information API's view of the connection (Chromium); absent elsewhere. */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

export function prefetchAllowed(connection: ConnectionInfo | undefined | null): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return connection.effectiveType !== "2g" && connection.effectiveType !== "slow-2g";
}
