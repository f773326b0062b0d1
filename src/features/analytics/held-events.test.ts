// Events of the moment before the consent state is known (the visitor's country asked): held, then sent with a yes,
// forgotten with a no; nothing reaches the provider before the answer.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { allConsents } from "@/features/consent/consent";

const tracked: { name: string; properties: unknown; page: string }[] = [];
vi.mock("./embedded-provider", () => ({
  createEmbeddedProvider: () => ({
    track: (name: string, properties: unknown, context: { page: string }) => tracked.push({ name, properties, page: context.page }),
    setUserProperties: () => undefined,
    setOptOut: () => undefined,
  }),
}));

beforeEach(() => {
  vi.resetModules();
  vi.stubGlobal("location", { pathname: "/pricing/" });
  vi.stubGlobal("document", { documentElement: { dataset: { locale: "de" } } });
});

afterEach(() => {
  vi.unstubAllGlobals();
  tracked.length = 0;
});

async function fresh() {
  const { trackEvent } = await import("./analytics");
  const { useConsentStore } = await import("@/features/consent/store");
  return { trackEvent, useConsentStore };
}

describe("an event before the consent state is known", () => {
  it("waits, and is sent once with a yes, on the page it happened on", async () => {
    const { trackEvent, useConsentStore } = await fresh();
    trackEvent("Page scrolled", { path: "/pricing/" });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(tracked).toEqual([]);
    vi.stubGlobal("location", { pathname: "/elsewhere/" });
    useConsentStore.getState().setConsents(allConsents(true), false);
    await vi.waitFor(() => expect(tracked).toEqual([{ name: "Page scrolled", properties: { path: "/pricing/" }, page: "/pricing/" }]));
    // Later events go at once; the held one is not sent again, not even on a later change of the consent state.
    trackEvent("Half page scroll", { path: "/elsewhere/" });
    await vi.waitFor(() => expect(tracked.map((event) => event.name)).toEqual(["Page scrolled", "Half page scroll"]));
    useConsentStore.getState().setConsents(allConsents(true), true);
    useConsentStore.getState().openModal();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(tracked.map((event) => event.name)).toEqual(["Page scrolled", "Half page scroll"]);
  });

  it("is forgotten with a no, and so is every later event", async () => {
    const { trackEvent, useConsentStore } = await fresh();
    trackEvent("Page scrolled", { path: "/pricing/" });
    useConsentStore.getState().setConsents({ ...allConsents(false), necessary: true }, false);
    trackEvent("Half page scroll", { path: "/pricing/" });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(tracked).toEqual([]);
    // A yes given later sends only what happens after it.
    useConsentStore.getState().setConsents(allConsents(true), true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(tracked).toEqual([]);
    trackEvent("CTA clicked", { label: "After the yes" });
    await vi.waitFor(() => expect(tracked.map((event) => event.properties)).toEqual([{ label: "After the yes" }]));
  });

  it("holds at most twenty", async () => {
    const { trackEvent, useConsentStore } = await fresh();
    for (let index = 0; index < 50; index += 1) trackEvent("CTA clicked", { label: `CTA ${index}` });
    useConsentStore.getState().setConsents(allConsents(true), false);
    await vi.waitFor(() => expect(tracked).toHaveLength(20));
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The first twenty, in order.
    expect(tracked.map((event) => (event.properties as { label: string }).label)).toEqual(Array.from({ length: 20 }, (_, index) => `CTA ${index}`));
  });
});
