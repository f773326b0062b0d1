import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { internalEvents } from "@/features/analytics/events";
import { useFormStore } from "../store";
import { loadMarketoForm, marketoResponseError, marketoScriptUrl, onMarketoError, reportMissingFormId, type MarketoForm, type MarketoForms2 } from "./marketo";

const host = "https://pages.example.com";

/** A stand-in for Marketo's MktoForms2: records loads and hands out a form whose success we trigger. */
function fakeForms2(options: { fail?: boolean } = {}) {
  const successHandlers: ((values: Record<string, unknown>, followUpUrl: string) => boolean | void)[] = [];
  const form: MarketoForm = { onSuccess: (handler) => void successHandlers.push(handler) };
  const forms2: MarketoForms2 = { loadForm: vi.fn((_host, _account, _id, callback) => callback?.(options.fail ? null : form)) };
  return { forms2, succeed: (values: Record<string, unknown>) => successHandlers.map((handler) => handler(values, "https://pages.example.com/thanks")) };
}

const load = (forms2: MarketoForms2, formId: string | null, handlers = { onSuccess: vi.fn(), onFailure: vi.fn() }) => ({
  started: loadMarketoForm({ forms2, host, accountId: "123-ABC-456", formId, formType: "demo", ...handlers }),
  ...handlers,
});

beforeEach(() => {
  useFormStore.setState({ loadedForms: {}, errorListenerReady: false });
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe("loadMarketoForm", () => {
  it("logs MARKETO_NO_FORM_ID and does nothing without a form id", () => {
    const { forms2 } = fakeForms2();
    expect(load(forms2, null).started).toBe(false);
    expect(forms2.loadForm).not.toHaveBeenCalled();
    expect(console.error).toHaveBeenCalledWith("[MARKETO_NO_FORM_ID]", { formType: "demo" });
  });

  it("reports a form_config without a form id, which the embedded form serves instead", () => {
    reportMissingFormId("form-demo-en");
    expect(console.error).toHaveBeenCalledWith("[MARKETO_NO_FORM_ID]", { formConfigId: "form-demo-en" });
  });

  it("loads each form id once, with the host, the account id and the numeric form id", () => {
    const { forms2 } = fakeForms2();
    expect(load(forms2, "1021").started).toBe(true);
    expect(load(forms2, "1021").started).toBe(false);
    expect(load(forms2, "1022").started).toBe(true);
    expect(forms2.loadForm).toHaveBeenCalledTimes(2);
    expect(forms2.loadForm).toHaveBeenCalledWith(host, "123-ABC-456", 1021, expect.any(Function));
    expect(useFormStore.getState().loadedForms).toEqual({ "1021": "loaded", "1022": "loaded" });
  });

  it("suppresses Marketo's redirect and reports the submission on the event bus", () => {
    const { forms2, succeed } = fakeForms2();
    const events: unknown[] = [];
    const off = [internalEvents.on("MARKETO_SUBMIT", (event) => events.push(["submit", event])), internalEvents.on("MARKETO_DATA", (event) => events.push(["data", event]))];
    const { onSuccess } = load(forms2, "1021");
    expect(succeed({ Email: "ada@analytical.example" })).toEqual([false]);
    expect(onSuccess).toHaveBeenCalledWith({ Email: "ada@analytical.example" });
    expect(events).toEqual([
      ["data", { formId: "1021", values: { Email: "ada@analytical.example" } }],
      ["submit", { formId: "1021", formType: "demo" }],
    ]);
    off.forEach((unsubscribe) => unsubscribe());
  });

  it("logs MARKETO_LOAD_FAILED when the form does not load, and lets a retry load it again", () => {
    const failing = fakeForms2({ fail: true });
    const { onFailure } = load(failing.forms2, "1021");
    expect(onFailure).toHaveBeenCalledWith("MARKETO_LOAD_FAILED");
    expect(console.error).toHaveBeenCalledWith("[MARKETO_LOAD_FAILED]", { formId: "1021" });
    expect(useFormStore.getState().loadedForms["1021"]).toBe("failed");
    expect(load(fakeForms2().forms2, "1021").started).toBe(true);
  });
});

describe("Marketo cross-window errors", () => {
  const message = (data: unknown, origin = host) => new MessageEvent("message", { data, origin });

  it("reads mktoResponse errors from JSON strings and objects", () => {
    expect(marketoResponseError(JSON.stringify({ mktoResponse: { for: "mktoFormsXDIframe", error: true, data: { message: "Rejected" } } }))).toEqual({ message: "Rejected" });
    expect(marketoResponseError({ mktoResponse: { error: true } })).toBe(true);
    expect(marketoResponseError({ mktoResponse: { error: false, data: {} } })).toBeNull();
    expect(marketoResponseError("not json")).toBeNull();
    expect(marketoResponseError(null)).toBeNull();
  });

  it("listens once per page, only to the Marketo host, and logs MARKETO_POST_ERROR", () => {
    const win = new EventTarget() as unknown as Window;
    const addListener = vi.spyOn(win, "addEventListener");
    const first = vi.fn();
    const second = vi.fn();
    const offFirst = onMarketoError(host, first, win);
    onMarketoError(host, second, win);
    expect(addListener).toHaveBeenCalledTimes(1);
    expect(useFormStore.getState().errorListenerReady).toBe(true);

    win.dispatchEvent(message({ mktoResponse: { error: true, data: "boom" } }, "https://evil.example"));
    win.dispatchEvent(message({ other: true }));
    expect(first).not.toHaveBeenCalled();

    win.dispatchEvent(message(JSON.stringify({ mktoResponse: { error: true, data: "boom" } })));
    expect(first).toHaveBeenCalledWith("MARKETO_POST_ERROR", "boom");
    expect(second).toHaveBeenCalledWith("MARKETO_POST_ERROR", "boom");
    expect(console.error).toHaveBeenCalledWith("[MARKETO_POST_ERROR]", { detail: "boom" });

    offFirst();
    win.dispatchEvent(message({ mktoResponse: { error: true, data: "again" } }));
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
  });

  it("loads Forms 2.0 from the instance's host", () => {
    expect(marketoScriptUrl("https://pages.example.com/")).toBe("https://pages.example.com/js/forms2/js/forms2.min.js");
  });
});
