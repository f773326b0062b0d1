import { internalEvents } from "@/features/analytics/events";
import { reportError, type ErrorCode } from "@/lib/errors";
import { useFormStore } from "../store";

/** The part of Marketo's Forms 2.0 API the site uses (https://developers.marketo.com/javascript-api/forms/). */
export interface MarketoForm {
  onSuccess(handler: (values: Record<string, unknown>, followUpUrl: string) => boolean | void): void;
  getValues?(): Record<string, unknown>;
}

export interface MarketoForms2 {
  loadForm(baseUrl: string, accountId: string, formId: number, callback?: (form: MarketoForm | null | undefined) => void): void;
}

declare global {
  interface Window {
    MktoForms2?: MarketoForms2;
  }
}

/** Forms 2.0 script on the instance's own host (Marketo serves it from every landing-page domain). */
export function marketoScriptUrl(host: string): string {
  return `${host.replace(/\/$/, "")}/js/forms2/js/forms2.min.js`;
}

/** The element Forms 2.0 renders a form id into. */
export function marketoFormElementId(formId: string): string {
  return `mktoForm_${formId}`;
}

let scriptPromise: Promise<MarketoForms2> | null = null;

/** Adds the Forms 2.0 script once per page; a failure logs MARKETO_LOAD_FAILED and can be retried. */
export function loadMarketoScript(host: string, doc: Document = document): Promise<MarketoForms2> {
  const win = doc.defaultView as (Window & typeof globalThis) | null;
  if (win?.MktoForms2) return Promise.resolve(win.MktoForms2);
  scriptPromise ??= new Promise<MarketoForms2>((resolve, reject) => {
    const script = doc.createElement("script");
    script.src = marketoScriptUrl(host);
    script.async = true;
    script.onload = () => (win?.MktoForms2 ? resolve(win.MktoForms2) : reject(new Error("MktoForms2 is not defined")));
    script.onerror = () => reject(new Error(`Could not load ${script.src}`));
    doc.head.appendChild(script);
  }).catch((cause: unknown) => {
    scriptPromise = null;
    reportError({ code: "MARKETO_LOAD_FAILED", message: "Forms 2.0 script", cause });
    throw cause;
  });
  return scriptPromise;
}

export interface MarketoLoadOptions {
  forms2: MarketoForms2;
  host: string;
  accountId: string;
  formId: string | null | undefined;
  formType?: string;
  onSuccess(values: Record<string, unknown>): void;
  onFailure(code: ErrorCode): void;
}

/**
 * A form_config that Marketo should serve has no form id: logged (MARKETO_NO_FORM_ID), and the embedded form serves it
 * (FormView). FormView fetches this module only then, so the pages' form code carries no error reporter.
 */
export function reportMissingFormId(formConfigId: string): void {
  reportError({ code: "MARKETO_NO_FORM_ID", context: { formConfigId } });
}

/**
 * Loads a Marketo form, once per form id (spec section 4). Without a form id it logs
 * MARKETO_NO_FORM_ID and does nothing. The success handler returns false so Marketo does not
 * redirect: the site shows its own completion state. Returns whether a load started.
 */
export function loadMarketoForm({ forms2, host, accountId, formId, formType, onSuccess, onFailure }: MarketoLoadOptions): boolean {
  if (!formId) {
    reportError({ code: "MARKETO_NO_FORM_ID", context: { formType } });
    return false;
  }
  const store = useFormStore.getState();
  if (store.loadedForms[formId] === "loading" || store.loadedForms[formId] === "loaded") return false;
  store.setFormLoadState(formId, "loading");
  try {
    forms2.loadForm(host, accountId, Number(formId), (form) => {
      if (!form) {
        useFormStore.getState().setFormLoadState(formId, "failed");
        reportError({ code: "MARKETO_LOAD_FAILED", context: { formId } });
        onFailure("MARKETO_LOAD_FAILED");
        return;
      }
      useFormStore.getState().setFormLoadState(formId, "loaded");
      form.onSuccess((values) => {
        internalEvents.emit("MARKETO_DATA", { formId, values });
        internalEvents.emit("MARKETO_SUBMIT", { formId, formType });
        onSuccess(values);
        return false;
      });
    });
  } catch (cause) {
    useFormStore.getState().setFormLoadState(formId, "failed");
    reportError({ code: "MARKETO_LOAD_FAILED", context: { formId }, cause });
    onFailure("MARKETO_LOAD_FAILED");
  }
  return true;
}

/** The error a Forms 2.0 cross-window message carries (`mktoResponse`), or null. */
export function marketoResponseError(data: unknown): unknown {
  let message = data;
  if (typeof message === "string") {
    try {
      message = JSON.parse(message);
    } catch {
      return null;
    }
  }
  const response = (message as { mktoResponse?: { error?: unknown; data?: unknown } } | null)?.mktoResponse;
  return response && response.error ? (response.data ?? response.error) : null;
}

type ErrorSubscriber = (code: ErrorCode, detail: unknown) => void;
const errorSubscribers = new Set<ErrorSubscriber>();

/**
 * Subscribes to Forms 2.0 post errors. One `message` listener per page (the store's
 * `errorListenerReady`) reads `mktoResponse` errors from the Marketo host's frame, logs them as
 * MARKETO_POST_ERROR and tells the subscribers; messages from other origins are ignored.
 */
export function onMarketoError(host: string, subscriber: ErrorSubscriber, win: Window = window): () => void {
  errorSubscribers.add(subscriber);
  if (!useFormStore.getState().errorListenerReady) {
    const origin = new URL(host).origin;
    win.addEventListener("message", (event: MessageEvent) => {
      if (event.origin !== origin) return;
      const error = marketoResponseError(event.data);
      if (error === null) return;
      reportError({ code: "MARKETO_POST_ERROR", context: { detail: error } });
      for (const notify of [...errorSubscribers]) notify("MARKETO_POST_ERROR", error);
    });
    useFormStore.getState().setErrorListenerReady(true);
  }
  return () => {
    errorSubscribers.delete(subscriber);
  };
}
