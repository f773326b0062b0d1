import type { ConsentState } from "./consent";

/** Saves a choice; the consent manager (and its validation code) loads apart from the page's first bundle. */
export function saveConsents(state: ConsentState): void {
  void import("./manager").then((manager) => manager.saveConsents(state));
}
