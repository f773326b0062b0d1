import { SliceZone, type SliceComponentProps, type SliceZoneProps } from "@prismicio/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { captureLogs } from "@/server/observability/capture";
import messages from "../../../messages/en.json";
import { components } from "@/slices";
import { renderHtml } from "@/testing/render-html";
import { guardSlices } from "./slice-guard";

vi.mock("server-only", () => ({}));

const p = (text: string) => [{ type: "paragraph", text, spans: [], direction: "ltr" }];
const slice = (slice_type: string, id: string, primary: unknown, items: unknown = []) => ({ id, slice_type, slice_label: null, variation: "default", version: "initial", primary, items });
const text = (id: string, words: string) => slice("text", id, { section_id: id, title: words, content: p(`${words}, in full.`), alignment: "left" });

function render(slices: unknown[], map: SliceZoneProps["components"] = components) {
  return renderHtml(
    <NextIntlClientProvider locale="en" timeZone="UTC" messages={messages}>
      <SliceZone slices={slices as never} components={guardSlices(map, "doc-42")} context={{ locale: "en", linked: {}, ui: null }} />
    </NextIntlClientProvider>,
  );
}

let logs: ReturnType<typeof captureLogs>;
beforeEach(() => {
  logs = captureLogs();
});
afterEach(() => logs.restore());

/** The slice failures logged: one line each, naming the slice's type and document, with the error. */
const sliceFailures = () => logs.records.filter((record) => record.component === "slice" && record.level === "error");

describe("a slice that throws", () => {
  it("is left out: the slices around it render, and the log names its type and document", async () => {
    // A CTA slice whose primary fields are missing (malformed content): its component throws on them.
    const html = await render([text("before", "Before the break"), slice("cta", "broken", null), text("after", "After the break")]);
    expect(html).toContain("Before the break, in full.");
    expect(html).toContain("After the break, in full.");
    expect(html).not.toContain('data-slice-type="cta"');
    expect(sliceFailures()).toEqual([
      expect.objectContaining({ message: "the cta slice of document doc-42 failed to render and was left out", sliceType: "cta", documentId: "doc-42", err: expect.any(TypeError) }),
    ]);
  });

  it("is left out whole when a component deep inside it throws, not only that component", async () => {
    const Deep = () => {
      throw new Error("bad field");
    };
    const map = {
      ok: ({ slice }: SliceComponentProps) => <p>fine {(slice as { id: string }).id}</p>,
      nested: () => (
        <section>
          <h2>half of a slice</h2>
          <div>
            <Deep />
          </div>
        </section>
      ),
    };
    const html = await render([slice("ok", "one", {}), slice("nested", "two", {}), slice("ok", "three", {})], map);
    expect(html).toBe("<p>fine one</p><p>fine three</p>");
    expect(sliceFailures()).toEqual([
      expect.objectContaining({ message: "the nested slice of document doc-42 failed to render and was left out", err: expect.objectContaining({ message: "bad field" }) }),
    ]);
  });

  it("is left out when an async component of it rejects", async () => {
    const map = {
      ok: () => <p>fine</p>,
      remote: async () => {
        throw new Error("repository down");
      },
    };
    expect(await render([slice("remote", "one", {}), slice("ok", "two", {})], map)).toBe("<p>fine</p>");
    expect(sliceFailures()).toEqual([
      expect.objectContaining({ message: "the remote slice of document doc-42 failed to render and was left out", err: expect.objectContaining({ message: "repository down" }) }),
    ]);
  });

  it("changes nothing for slices that render", async () => {
    const slices = [text("a", "First"), text("b", "Second")];
    const plain = await renderHtml(
      <NextIntlClientProvider locale="en" timeZone="UTC" messages={messages}>
        <SliceZone slices={slices as never} components={components} context={{ locale: "en", linked: {}, ui: null }} />
      </NextIntlClientProvider>,
    );
    expect(await render(slices)).toBe(plain);
    expect(sliceFailures()).toEqual([]);
  });
});
