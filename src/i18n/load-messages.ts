import type { Messages } from "./messages";

/** The locale's messages from `/_i18n/{locale}/messages.json` (cached a day), fetched once per page view. */
const loads = new Map<string, Promise<Messages>>();

export function loadLocaleMessages(locale: string): Promise<Messages> {
  let load = loads.get(locale);
  if (!load) {
    load = fetch(`/_i18n/${locale}/messages.json`).then((response) => {
      if (!response.ok) throw new Error(`Messages answered ${response.status}`);
      return response.json() as Promise<Messages>;
    });
    // A failure is not kept: the next use tries again.
    load.catch(() => loads.delete(locale));
    loads.set(locale, load);
  }
  return load;
}
