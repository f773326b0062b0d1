import type { FormDefinition } from "@/lib/forms/definitions";
import type { FormValues } from "@/lib/forms/schema";

/**
 * A form's unsent answers, kept in the tab's sessionStorage so a reload or a crashed tab does not
 * lose a lead. Passwords are never kept. Cleared once the submission is stored.
 */
export const draftKey = (formConfigId: string) => `form_draft:${formConfigId}`;

export interface DraftStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The stored draft as raw text (a stable snapshot for useSyncExternalStore); null when absent or unreadable. */
export function readDraftText(storage: DraftStorage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** The draft's values for the definition's fields; anything else (or malformed JSON) is ignored. */
export function parseDraft(definition: FormDefinition, text: string | null): FormValues {
  if (!text) return {};
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return {};
  }
  if (!data || typeof data !== "object") return {};
  const values: FormValues = {};
  for (const field of definition.fields) {
    const value = (data as Record<string, unknown>)[field.name];
    if (field.kind === "password") continue;
    if (field.kind === "checkbox" ? typeof value === "boolean" : typeof value === "string") values[field.name] = value as string | boolean;
  }
  return values;
}

export function saveDraft(storage: DraftStorage | undefined, key: string, definition: FormDefinition, values: FormValues): void {
  const kept = Object.fromEntries(definition.fields.filter((field) => field.kind !== "password").map((field) => [field.name, values[field.name]]));
  try {
    storage?.setItem(key, JSON.stringify(kept));
  } catch {
    // Storage full or disabled: the answers stay in the page, only the reload safety net is lost.
  }
}

export function clearDraft(storage: DraftStorage | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to clear when storage is disabled.
  }
}
