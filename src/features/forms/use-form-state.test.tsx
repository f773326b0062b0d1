// @vitest-environment happy-dom
import { act, useEffect } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { FormDefinition } from "@/lib/forms/definitions";
import type { FormValues } from "@/lib/forms/schema";
import { NextIntlClientProvider } from "next-intl";
import messages from "../../../messages/en.json";
import { HONEYPOT_FIELD } from "@/lib/forms/honeypot";
import { perLocale } from "@/routing/locales";
import { draftKey } from "./draft";
import { Honeypot } from "./Honeypot";
import { useFormState, type FormState, type FormStateOptions, type SubmitStep } from "./use-form-state";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const label = perLocale(() => "x");
const definition: FormDefinition = {
  formType: "contact",
  fields: [
    { name: "firstName", kind: "text", required: true, label },
    { name: "email", kind: "email", required: true, label },
    { name: "password", kind: "password", required: true, label },
    { name: "marketingOptIn", kind: "checkbox", required: false, label },
  ],
  hiddenFields: [],
  booksDemo: false,
};
const initial: FormValues = { firstName: "", email: "", password: "", marketingOptIn: false };
const key = draftKey("form-config-1");

type Step = SubmitStep<string, string>;
let form: FormState<FormValues, string, string>;

/** A form of the definition above that renders the state as the site's forms do; `form` is its state after each render. */
function Form(options: FormStateOptions<FormValues, string>) {
  const state = useFormState<FormValues, string, string>(options);
  useEffect(() => void (form = state));
  return (
    <form>
      {definition.fields.map((field) =>
        field.kind === "checkbox" ? (
          <input key={field.name} id={state.fieldId(field.name)} name={field.name} type="checkbox" checked={state.values[field.name] === true} onChange={(event) => state.set(field.name, event.target.checked)} />
        ) : (
          <input
            key={field.name}
            id={state.fieldId(field.name)}
            name={field.name}
            value={String(state.values[field.name])}
            aria-invalid={state.errors[field.name] ? true : undefined}
            onChange={(event) => state.set(field.name, event.target.value)}
          />
        ),
      )}
      <Honeypot label="Leave this field empty" value={state.honeypot} onChange={state.setHoneypot} />
      <button type="submit" disabled={state.pending}>
        send
      </button>
    </form>
  );
}

let container: HTMLDivElement;
let root: Root | undefined;

beforeEach(() => {
  sessionStorage.clear();
  container = document.createElement("div");
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

/** The form in the messages' provider, as pages render it. */
const page = (options: FormStateOptions<FormValues, string>) => (
  <NextIntlClientProvider locale="en" messages={messages}>
    <Form {...options} />
  </NextIntlClientProvider>
);

async function mount(options: FormStateOptions<FormValues, string> = { initial }) {
  root = createRoot(container);
  await act(async () => root!.render(page(options)));
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

const input = (name: string) => container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;

describe("useFormState: values and ids", () => {
  it("starts from the initial values and takes each answer", async () => {
    await mount();
    expect(form.values).toEqual(initial);
    await act(async () => form.set("firstName", "Ada"));
    await act(async () => form.set("marketingOptIn", true));
    expect(form.values).toEqual({ ...initial, firstName: "Ada", marketingOptIn: true });
    expect(input("firstName").value).toBe("Ada");
  });

  it("names each field's element from one id per form", async () => {
    await mount();
    expect(input("email").id).toBe(form.fieldId("email"));
    expect(form.fieldId("email")).toMatch(/-email$/);
    expect(form.fieldId("email").replace(/email$/, "")).toBe(form.fieldId("firstName").replace(/firstName$/, ""));
  });
});

describe("useFormState: the draft", () => {
  const withDraft = { initial, draft: { key, definition } };

  it("keeps every answer but the password in sessionStorage", async () => {
    await mount(withDraft);
    await act(async () => form.set("email", "ada@example.org"));
    await act(async () => form.set("password", "secret words"));
    expect(JSON.parse(sessionStorage.getItem(key)!)).toEqual({ firstName: "", email: "ada@example.org", marketingOptIn: false });
  });

  it("brings a kept draft back after hydration: the server's HTML shows the initial values", async () => {
    sessionStorage.setItem(key, JSON.stringify({ firstName: "Ada", marketingOptIn: true, password: "never" }));
    const html = renderToString(page(withDraft));
    expect(html).not.toContain("Ada");
    container.innerHTML = html;
    await act(async () => void (root = hydrateRoot(container, page(withDraft))));
    expect(form.values).toEqual({ ...initial, firstName: "Ada", marketingOptIn: true });
    expect(input("firstName").value).toBe("Ada");
  });

  it("adopts what the visitor typed into the server's HTML before the code ran", async () => {
    container.innerHTML = renderToString(page(withDraft));
    input("email").value = "typed@example.org";
    input("marketingOptIn").checked = true;
    await act(async () => void (root = hydrateRoot(container, page(withDraft))));
    expect(form.values).toEqual({ ...initial, email: "typed@example.org", marketingOptIn: true });
    expect(JSON.parse(sessionStorage.getItem(key)!)).toMatchObject({ email: "typed@example.org", marketingOptIn: true });
  });

  it("is cleared once the submission is done, and kept on a failure", async () => {
    await mount(withDraft);
    await act(async () => form.set("firstName", "Ada"));
    await act(async () => void (await form.submit(async () => ({ failure: "network" }))));
    expect(sessionStorage.getItem(key)).not.toBeNull();
    await act(async () => void (await form.submit(async () => ({ done: "stored" }))));
    expect(sessionStorage.getItem(key)).toBeNull();
  });

  it("is neither read nor written without the option", async () => {
    sessionStorage.setItem(key, JSON.stringify({ firstName: "Ada" }));
    await mount();
    await act(async () => form.set("email", "ada@example.org"));
    expect(form.values.firstName).toBe("");
    expect(sessionStorage.length).toBe(1);
  });
});

describe("useFormState: errors and the summary", () => {
  it("shows a submit's errors with the summary and moves focus to the first field named that is in the form", async () => {
    await mount();
    const errors = { "": "invalid_value", email: "invalid_email", firstName: "required" };
    await act(async () => void (await form.submit(async () => ({ errors }))));
    expect(form.errors).toEqual(errors);
    expect(form.showSummary).toBe(true);
    expect(document.activeElement).toBe(input("email"));
    expect(input("email").getAttribute("aria-invalid")).toBe("true");
  });

  it("checks a wrong field again as the visitor fixes it, and a filled field as the visitor leaves it", async () => {
    const recheck = vi.fn(async (values: FormValues, name: string) => (name === "email" && !String(values.email).includes("@") ? "invalid_email" : null));
    await mount({ initial, recheck });
    await act(async () => form.set("firstName", "Ada"));
    expect(recheck).not.toHaveBeenCalled();
    await act(async () => form.blur("email"));
    expect(recheck).not.toHaveBeenCalled();
    await act(async () => form.set("email", "ada"));
    await act(async () => form.blur("email"));
    expect(recheck).toHaveBeenCalledWith({ ...initial, firstName: "Ada", email: "ada" }, "email");
    expect(form.errors).toEqual({ email: "invalid_email" });
    await act(async () => form.set("email", "ada@example.org"));
    expect(form.errors).toEqual({});
  });

  it("leaves the errors as they are when the check cannot run (its code did not load)", async () => {
    await mount({ initial, recheck: () => Promise.reject(new Error("offline")) });
    await act(async () => void (await form.submit(() => ({ errors: { email: "invalid_email" } }))));
    await act(async () => form.set("email", "ada@example.org"));
    expect(form.errors).toEqual({ email: "invalid_email" });
  });

  it("clears errors and the summary once done", async () => {
    await mount();
    await act(async () => void (await form.submit(() => ({ errors: { email: "invalid_email" } }))));
    await act(async () => void (await form.submit(async () => ({ done: "stored" }))));
    expect(form.errors).toEqual({});
    expect(form.showSummary).toBe(false);
    expect(form.done).toBe("stored");
  });
});

describe("useFormState: the submit", () => {
  it("is pending while the work runs, once at a time, and hands the work's step back", async () => {
    await mount();
    const answer = deferred<Step>();
    const work = vi.fn(() => answer.promise);
    let first!: Promise<Step | undefined>;
    await act(async () => void (first = form.submit(work)));
    expect(form.pending).toBe(true);
    expect(container.querySelector("button")!.disabled).toBe(true);
    await act(async () => expect(await form.submit(work)).toBeUndefined());
    expect(work).toHaveBeenCalledTimes(1);
    await act(async () => answer.resolve({ done: "stored" }));
    expect(await first).toEqual({ done: "stored" });
    expect(form.pending).toBe(false);
  });

  it("keeps every answer on a failure, and a retry clears the failure while it runs", async () => {
    await mount();
    await act(async () => form.set("firstName", "Ada"));
    await act(async () => void (await form.submit(async () => ({ failure: "network" }))));
    expect(form.failure).toBe("network");
    expect(form.values.firstName).toBe("Ada");
    const answer = deferred<Step>();
    await act(async () => void form.submit(() => answer.promise));
    expect(form.failure).toBeUndefined();
    expect(form.pending).toBe(true);
    await act(async () => answer.resolve({ failure: "rate_limited" }));
    expect(form.failure).toBe("rate_limited");
  });

  it("goes back to idle when the work comes to nothing or throws", async () => {
    await mount({ initial, done: "confirmed" });
    expect(form.done).toBe("confirmed");
    await act(async () => void (await form.submit(async () => undefined)));
    expect({ pending: form.pending, failure: form.failure, done: form.done }).toEqual({ pending: false, failure: undefined, done: undefined });
    await act(async () => expect(form.submit(() => Promise.reject(new Error("bug")))).rejects.toThrow("bug"));
    expect(form.pending).toBe(false);
  });

  it("prevents the browser's own submission and gives the honeypot's value to the work", async () => {
    await mount();
    const honeypot = input(HONEYPOT_FIELD);
    // Out of sight and out of the tab order, for people and screen readers alike; a bot that fills it is heard.
    expect(honeypot.closest("[aria-hidden=true]")?.className).toContain("-left-[10000px]");
    expect(honeypot.tabIndex).toBe(-1);
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(honeypot, "https://spam.example");
      honeypot.dispatchEvent(new Event("input", { bubbles: true }));
    });
    const event = { preventDefault: vi.fn() } as unknown as Parameters<typeof form.submit>[1];
    let seen = "";
    await act(async () => void (await form.submit(() => void (seen = form.honeypot), event)));
    expect(event!.preventDefault).toHaveBeenCalled();
    expect(seen).toBe("https://spam.example");
  });
});
