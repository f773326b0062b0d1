import { useId, useLayoutEffect, useState, type FormEvent } from "react";
import type { FormDefinition, FormField } from "@/lib/forms/definitions";
import type { FormValues } from "@/lib/forms/schema";
import { useBrowserValue } from "@/lib/use-browser-value";
import { clearDraft, parseDraft, readDraftText, saveDraft } from "./draft";
import { withError, type FieldErrors } from "./errors";

/**
 * What a submit's work comes to: errors to show (at the fields and in the summary, focus on the first wrong field), a
 * failure (every answer kept, the button a retry), done (the answers were taken: errors and draft cleared), or nothing
 * (the form is idle again: its caller has moved on, to another view say).
 */
export type SubmitStep<Failure, Done> = { errors: FieldErrors } | { failure: Failure } | { done: Done } | void;

export interface FormStateOptions<V, Done> {
  /** The values before the visitor's answers (a kept draft's come on top). */
  initial: V;
  /**
   * A form of a shared definition whose unsent answers are kept in the tab's sessionStorage under `key` (draft.ts).
   * Its HTML is in the page before its code: what the visitor typed meanwhile in its fields (found by `fieldId`, the
   * ids hydration keeps) becomes the form's state as it takes over.
   */
  draft?: { key: string; definition: FormDefinition };
  /** One field's check, run as the visitor leaves a filled field or fixes a wrong one: its error code, null when right. */
  recheck?(values: V, name: string): Promise<string | null>;
  /** A form shown already done (the preference center after a confirmation). */
  done?: Done;
}

const storage = () => (typeof sessionStorage === "undefined" ? undefined : sessionStorage);

/**
 * The state every form of the site keeps: the values, the errors by field and whether the summary shows, the honeypot,
 * the draft, and the submit (pending, failed with a retry, done). The components only render it.
 */
export function useFormState<V extends object, Failure = never, Done = never>({ initial, draft, recheck, done }: FormStateOptions<V, Done>) {
  const idPrefix = useId();
  const withDraft = (text: string | null): V => (draft ? { ...initial, ...parseDraft(draft.definition, text) } : initial);
  // Read after hydration, so the markup matches the server's.
  const draftText = useBrowserValue(() => (draft ? readDraftText(storage(), draft.key) : null), null);
  const [edited, setEdited] = useState<V | null>(null);
  const values = edited ?? withDraft(draftText);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [showSummary, setShowSummary] = useState(false);
  const [honeypot, setHoneypot] = useState("");
  const [status, setStatus] = useState<{ pending?: true; failure?: Failure; done?: Done }>({ done });
  const fieldId = (name: string) => `${idPrefix}-${name}`;

  const setValues = (next: V) => {
    setEdited(next);
    if (draft) saveDraft(storage(), draft.key, draft.definition, next as FormValues);
  };

  useLayoutEffect(() => {
    if (!draft) return;
    const typed = valuesInFields(draft.definition.fields, fieldId);
    const before = withDraft(readDraftText(storage(), draft.key));
    // State from the DOM, once: what was typed into the server's HTML before the code ran.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (Object.entries(typed).some(([name, value]) => value !== (before as FormValues)[name])) setValues({ ...before, ...typed });
    // Once, as the form mounts: later changes come through the fields' own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const check = (name: string, current: V) =>
    // A check that cannot run (its code did not load: offline) leaves the field as it is; the submit says so.
    recheck?.(current, name).then((code) => setErrors((shown) => withError(shown, name, code)), () => undefined);

  /** Runs the work of a submit, one at a time, and shows what it comes to; resolves to that step. */
  const submit = async (work: () => SubmitStep<Failure, Done> | Promise<SubmitStep<Failure, Done>>, event?: FormEvent) => {
    event?.preventDefault();
    if (status.pending) return;
    let next: typeof status = {};
    setStatus({ pending: true });
    try {
      const result = await work();
      if (!result) return;
      if ("errors" in result) {
        setErrors(result.errors);
        setShowSummary(true);
        Object.keys(result.errors)
          .map((name) => document.getElementById(fieldId(name)))
          .find(Boolean)
          ?.focus();
      } else if ("failure" in result) {
        next = { failure: result.failure };
      } else {
        setErrors({});
        setShowSummary(false);
        if (draft) clearDraft(storage(), draft.key);
        next = { done: result.done };
      }
      return result;
    } finally {
      setStatus(next);
    }
  };

  return {
    values,
    /** One answer; a field already marked wrong is checked again as the visitor fixes it. */
    set<K extends keyof V & string>(name: K, value: V[K]) {
      const next = { ...values, [name]: value };
      setValues(next);
      if (errors[name]) check(name, next);
    },
    /** The visitor left a field: a filled one is checked. */
    blur(name: keyof V & string) {
      if (values[name] !== "" && values[name] !== false) check(name, values);
    },
    setValues,
    errors,
    setErrors,
    showSummary,
    honeypot,
    setHoneypot,
    pending: !!status.pending,
    failure: status.failure,
    done: status.done,
    /** The id of a field's element; its error line's is this id with `-error`. */
    fieldId,
    submit,
  };
}

export type FormState<V extends object, Failure = never, Done = never> = ReturnType<typeof useFormState<V, Failure, Done>>;

/** The values the visitor has put in the fields (found by their ids), by name; empty fields left out. */
function valuesInFields(fields: readonly FormField[], fieldId: (name: string) => string): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const element = document.getElementById(fieldId(field.name));
    if (element instanceof HTMLInputElement && element.type === "checkbox") {
      if (element.checked !== (field.defaultChecked ?? false)) values[field.name] = element.checked;
    } else if (element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement) {
      if (element.value !== "") values[field.name] = element.value;
    }
  }
  return values;
}
