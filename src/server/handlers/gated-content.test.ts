import { describe, expect, it } from "vitest";
import { getDb } from "@/server/db";
import { DOWNLOAD_LINK_TTL_MS, signedDownloadPath } from "@/server/download-links";
import { submitForm } from "@/server/forms";
import { withTemporaryDataDir } from "@/server/testing/data-dir";
import { call, getRequest, postRequest } from "@/server/testing/requests";
import { GATED_UNLOCK_WINDOW_MS, gatedDownloadEndpoint, gatedUnlockEndpoint, unlockGatedContent } from "./gated-content";

withTemporaryDataDir("forms-gated-");

// Seed content: the onboarding ebook's form_config (en) and the contact form_config; the book page (en, de) and its form.
const EBOOK_CONFIG = "pQTYn33BpW4JEn";
const CONTACT_CONFIG = "vAT1gihTFUqAEn";
const BOOK_PAGE = { en: "WEnurrDLvtdhEn", de: "9VIpOXQTR31KDe" };
const BOOK_FORM = "YPunCEoWHAE2En";
const values = { firstName: "Ada", lastName: "Lovelace", email: "ada@analytical.example", company: "AE", country: "DE", marketingOptIn: false };

const gatedSubmission = (hidden: Record<string, string>, options: { isSpam?: boolean } = {}) =>
  submitForm({ formType: "gated_content", locale: "en", values, hidden }, options).then((result) => result.submissionId);

describe("gated content unlock", () => {
  it("hands out the PDF for a stored submission of that form_config", async () => {
    const submissionId = await gatedSubmission({ content_uid: EBOOK_CONFIG });
    await expect(unlockGatedContent({ submissionId, contentId: EBOOK_CONFIG })).resolves.toMatchObject({ documentId: EBOOK_CONFIG, url: "/content-assets/ebook-onboarding-playbook-en.pdf", title: null });
  });

  it("hands out the page's own PDF, named by the page in its language, before the form's default", async () => {
    const english = await gatedSubmission({ content_uid: BOOK_PAGE.en });
    await expect(unlockGatedContent({ submissionId: english, contentId: BOOK_PAGE.en })).resolves.toMatchObject({
      documentId: BOOK_PAGE.en,
      url: "/content-assets/collaborative-learning-book-en.pdf",
      title: "Collaborative Learning: the book",
    });
    const german = await gatedSubmission({ content_uid: BOOK_PAGE.de });
    await expect(unlockGatedContent({ submissionId: german, contentId: BOOK_PAGE.de })).resolves.toMatchObject({ url: "/content-assets/collaborative-learning-book-de.pdf", title: "Kollaboratives Lernen: das Buch" });
    // The mail names the same document, in the visitor's language.
    const db = await getDb();
    const mail = await db.selectFrom("outbox").select("message").where("submission_id", "=", german).where("destination", "=", "mail").executeTakeFirstOrThrow();
    expect(JSON.parse(mail.message)).toMatchObject({ template: "ebook_link", documentId: BOOK_PAGE.de, title: "Kollaboratives Lernen: das Buch" });
    // The book's form has no file of its own: named alone, it hands out nothing.
    const formAlone = await gatedSubmission({ content_uid: BOOK_FORM });
    await expect(unlockGatedContent({ submissionId: formAlone, contentId: BOOK_FORM })).resolves.toBeNull();
  });

  it("refuses unknown submissions, another form_config, spam and old submissions", async () => {
    await expect(unlockGatedContent({ submissionId: "missing", contentId: EBOOK_CONFIG })).resolves.toBeNull();
    const other = await gatedSubmission({ content_uid: CONTACT_CONFIG });
    await expect(unlockGatedContent({ submissionId: other, contentId: EBOOK_CONFIG })).resolves.toBeNull();
    await expect(unlockGatedContent({ submissionId: other, contentId: CONTACT_CONFIG })).resolves.toBeNull();
    const spam = await gatedSubmission({ content_uid: EBOOK_CONFIG }, { isSpam: true });
    await expect(unlockGatedContent({ submissionId: spam, contentId: EBOOK_CONFIG })).resolves.toBeNull();
    const old = await gatedSubmission({ content_uid: EBOOK_CONFIG });
    const later = new Date(Date.now() + GATED_UNLOCK_WINDOW_MS + 60_000);
    await expect(unlockGatedContent({ submissionId: old, contentId: EBOOK_CONFIG }, { now: later, db: await getDb() })).resolves.toBeNull();
  });

  it("answers 200 with a signed download link, 404 without, 400 for bad ids and 405 for GET", async () => {
    const submissionId = await gatedSubmission({ content_uid: EBOOK_CONFIG });
    const answer = await call(gatedUnlockEndpoint, postRequest({ submissionId, contentId: EBOOK_CONFIG }));
    expect(answer).toMatchObject({ status: 200, body: { url: expect.stringMatching(/^\/api\/forms\/gated\/download\?token=[\w.-]+$/) } });
    expect(JSON.stringify(answer.body)).not.toContain(".pdf");
    // A tab opened before the field was renamed still unlocks its download.
    await expect(call(gatedUnlockEndpoint, postRequest({ submissionId, formConfigId: EBOOK_CONFIG }))).resolves.toMatchObject({ status: 200 });
    await expect(call(gatedUnlockEndpoint, postRequest({ submissionId }))).resolves.toMatchObject({ status: 400, body: { error: { field: "contentId" } } });
    await expect(call(gatedUnlockEndpoint, postRequest({ submissionId: "nope", contentId: EBOOK_CONFIG }))).resolves.toMatchObject({ status: 404, body: { error: { code: "not_found" } } });
    await expect(call(gatedUnlockEndpoint, postRequest({ submissionId: "../x", contentId: EBOOK_CONFIG }))).resolves.toMatchObject({
      status: 400,
      body: { error: { code: "invalid_value", field: "submissionId" } },
    });
    await expect(call(gatedUnlockEndpoint, postRequest(null, { raw: "{" }))).resolves.toMatchObject({ status: 400, body: { error: { code: "malformed_json" } } });
    expect((await gatedUnlockEndpoint(getRequest())).status).toBe(405);
  });

  it("serves the PDF for a signed link until it expires, as an attachment no cache keeps", async () => {
    const download = (path: string) => gatedDownloadEndpoint(new Request(`http://localhost${path}`));
    const response = await download(signedDownloadPath(EBOOK_CONFIG));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="ebook-onboarding-playbook-en.pdf"');
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(Buffer.from(await response.arrayBuffer()).subarray(0, 5).toString("latin1")).toBe("%PDF-");

    expect((await download(signedDownloadPath(EBOOK_CONFIG, Date.now() - DOWNLOAD_LINK_TTL_MS - 1))).status).toBe(404);
    // A form without gated content, an unknown document, a forged or missing token: 404.
    expect((await download(signedDownloadPath(CONTACT_CONFIG))).status).toBe(404);
    expect((await download(signedDownloadPath("nope"))).status).toBe(404);
    const [body, signature] = new URL(signedDownloadPath(EBOOK_CONFIG), "http://x").searchParams.get("token")!.split(".");
    expect((await download(`/api/forms/gated/download?token=${body}.${signature.slice(2)}`)).status).toBe(404);
    expect((await download("/api/forms/gated/download")).status).toBe(404);
  });

  it("serves a page's own PDF for a link signed for the page", async () => {
    const response = await gatedDownloadEndpoint(new Request(`http://localhost${signedDownloadPath(BOOK_PAGE.de)}`));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="collaborative-learning-book.pdf"');
  });
});
