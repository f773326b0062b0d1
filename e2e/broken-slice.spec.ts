import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { startBareServer } from "./support/bare-server";

/** A copy of the seed's slice library page with one malformed slice between two good ones. */
function contentWithBrokenSlice(): { dir: string; documentId: string; uid: string } {
  const dir = mkdtempSync(join(tmpdir(), "broken-slice-"));
  cpSync("content", dir, { recursive: true });
  const [library] = JSON.parse(readFileSync("content/documents/test_page/all-slices.json", "utf8")) as { data: { body: { slice_type: string; primary: Record<string, unknown> }[] } }[];
  const [text] = library.data.body.filter((slice) => slice.slice_type === "text");
  const textSlice = (id: string, title: string) => ({ ...text, id, primary: { ...text.primary, section_id: id, title } });
  const documentId = "brokenSliceE2E1";
  // A path of this run's own: servers over one build share its page cache, and a page an earlier run rendered would
  // be served from it, never rendered again (nor logged).
  const uid = `broken-slice-${Date.now().toString(36)}`;
  const document = {
    ...library,
    id: documentId,
    uid,
    alternate_languages: [],
    data: {
      ...library.data,
      title: "A page with a broken slice",
      // A CTA slice whose fields are not an object: the shape Prismic never sends, and its component throws on it.
      body: [textSlice("before", "Before the broken slice"), { ...text, slice_type: "cta", id: "cta$broken", primary: null }, textSlice("after", "After the broken slice")],
    },
  };
  writeFileSync(join(dir, "documents", "test_page", "broken-slice.json"), JSON.stringify([document]));
  return { dir, documentId, uid };
}

test.describe("a broken slice stays one broken slice", () => {
  test("the page answers 200 with the other slices, shows nothing broken, and the server log names the slice and document", async () => {
    test.setTimeout(120_000);
    const { dir, documentId, uid } = contentWithBrokenSlice();
    const server = startBareServer({ SITE_URL: "http://localhost:3000", CONTENT_DIR: dir, DATA_DIR: join(dir, "data"), OUTBOX_WORKER: "off" });
    try {
      const origin = await server.ready;
      const response = await fetch(`${origin}/test/${uid}/`);
      const html = await response.text();
      expect(response.status).toBe(200);
      expect(html).toContain("Before the broken slice");
      expect(html).toContain("After the broken slice");
      expect(html).not.toContain('data-slice-type="cta"');
      expect(html).not.toMatch(/TypeError|Cannot read|Application error/);
      // One structured line (JSON, the production format) names the component, the slice and the document.
      const lines = server
        .output()
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(lines).toContainEqual(
        expect.objectContaining({ level: "error", component: "slice", sliceType: "cta", documentId, msg: `the cta slice of document ${documentId} failed to render and was left out` }),
      );
    } finally {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
