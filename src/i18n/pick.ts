import type { Messages } from "./messages";

/**
 * The parts of a locale's messages named by `paths` ("navbar", "consent.video"), nested as in the file.
 * Client components receive only these, so a page does not inline the whole locale.
 */
export function pickMessages(messages: Messages, paths: readonly string[]): Messages {
  const picked: Messages = {};
  for (const path of paths) {
    const keys = path.split(".");
    let source: unknown = messages;
    for (const key of keys) source = typeof source === "object" && source !== null ? (source as Messages)[key] : undefined;
    if (source === undefined) continue;
    let target = picked;
    for (const key of keys.slice(0, -1)) {
      const next = target[key];
      target = (target[key] = typeof next === "object" && next !== null ? next : {}) as Messages;
    }
    target[keys.at(-1)!] = source;
  }
  return picked;
}
