import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "@/server/db";
import { mailDelivery } from "@/server/mail/queue";
import { claimCode } from "@/server/redemption/codes";
import { recordSubmission } from "@/server/leads/store";
import { testDatabases } from "@/server/testing/databases";
import { CodesUploadError, listCampaigns, mailsReport, newsletterAudience, uploadCodes, type PublishedCampaign } from "./campaigns";
import { testSubmission } from "../testing/leads";

/** A file as App Store Connect hands it out: a BOM, a reference column, the codes, CRLF. */
const appStoreCsv = (codes: string[]) => `\uFEFFReference Name,Offer Code,Expiration Date\r\n${codes.map((code) => `"Spring, 2027",${code},2027-06-30`).join("\r\n")}\r\n`;

/** What the content publishes in these tests. */
const published: PublishedCampaign[] = [
  { campaign: "spring-offer", active: true },
  { campaign: "autumn", active: false },
];

describe.each(testDatabases())("campaigns ($name)", (database) => {
  let db: Db;
  let close: () => Promise<void>;
  beforeEach(async () => ({ db, close } = await database.open()));
  afterEach(() => close());

  it("adds an App Store Connect CSV to a pool and skips what it has on a second upload", async () => {
    const first = await uploadCodes(db, "spring-offer", appStoreCsv(["AAAA1111", "BBBB2222", "cccc3333", "AAAA1111"]) + "not a code\r\n", published);
    expect(first).toMatchObject({ campaign: "spring-offer", read: 3, added: 3, skipped: 0, duplicates: 1, invalid: 1, stats: { total: 3, claimed: 0, remaining: 3 } });
    const second = await uploadCodes(db, "spring-offer", appStoreCsv(["CCCC3333", "DDDD4444"]), published);
    expect(second).toMatchObject({ read: 2, added: 1, skipped: 1, stats: { total: 4, remaining: 4 } });
    const codes = await db.selectFrom("redemption_codes").select("code").where("campaign", "=", "spring-offer").orderBy("code").execute();
    expect(codes.map((row) => row.code)).toEqual(["AAAA1111", "BBBB2222", "CCCC3333", "DDDD4444"]);
  });

  it.each([
    ["a campaign that is not a uid", "Spring Offer!", appStoreCsv(["AAAA1111"]), "invalid_campaign"],
    ["a file without codes", "spring-offer", "Offer Code\r\n\r\n", "no_codes"],
    ["an oversized file", "spring-offer", "Code\n" + "AAAA1111\n".repeat(500_000), "file_too_large"],
    ["a campaign no redemption page names (issue 35: it made a pool silently)", "sprnig-offer", appStoreCsv(["AAAA1111"]), "unknown_campaign"],
  ])("refuses %s and stores nothing", async (_, campaign, file, code) => {
    const error = await uploadCodes(db, campaign, file, published).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CodesUploadError);
    expect((error as CodesUploadError).code).toBe(code);
    expect(await db.selectFrom("redemption_codes").select("id").execute()).toEqual([]);
  });

  it("lists each pool with its size, what is left and codes handed out per day", async () => {
    await uploadCodes(db, "spring-offer", appStoreCsv(["AAAA1111", "BBBB2222", "CCCC3333"]), published);
    await uploadCodes(db, "autumn", appStoreCsv(["EEEE5555"]), published);
    await claimCode(db, "spring-offer", "visitor-1", new Date("2026-03-01T10:00:00Z"));
    await claimCode(db, "spring-offer", "visitor-2", new Date("2026-03-01T18:00:00Z"));
    await claimCode(db, "spring-offer", "visitor-3", new Date("2026-03-03T08:00:00Z"));
    const campaigns = await listCampaigns(db, [
      { campaign: "spring-offer", active: true },
      { campaign: "winter", active: false },
    ]);
    expect(campaigns.map((campaign) => [campaign.campaign, campaign.active])).toEqual([
      ["autumn", null],
      ["spring-offer", true],
      ["winter", false],
    ]);
    expect(campaigns[2]).toMatchObject({ total: 0, claimed: 0, remaining: 0, perDay: [], lastImportAt: null });
    expect(campaigns[1]).toMatchObject({
      total: 3,
      claimed: 3,
      remaining: 0,
      perDay: [
        { day: "2026-03-01", count: 2 },
        { day: "2026-03-03", count: 1 },
      ],
    });
    expect(campaigns[0]).toMatchObject({ total: 1, claimed: 0, remaining: 1, perDay: [] });
  });

  it("counts subscribed addresses per topic and language", async () => {
    const now = "2026-03-01T00:00:00.000Z";
    const subscription = (id: string, language: string, topics: string[], status: "subscribed" | "unsubscribed" = "subscribed") => ({
      id,
      email: `${id}@example.org`,
      language,
      topics: JSON.stringify(topics),
      status,
      created_at: now,
      updated_at: now,
    });
    await db
      .insertInto("newsletter_subscriptions")
      .values([
        subscription("a", "de", ["blog_digest", "product_news"]),
        subscription("b", "de", ["blog_digest"]),
        subscription("c", "fr", ["blog_digest", "events_webinars"]),
        subscription("d", "en", ["product_news"], "unsubscribed"),
      ])
      .execute();
    const audience = await newsletterAudience(db);
    expect(audience.perTopic).toEqual([
      { topic: "product_news", perLanguage: { en: 0, de: 1, fr: 0 }, total: 1 },
      { topic: "blog_digest", perLanguage: { en: 0, de: 2, fr: 1 }, total: 3 },
      { topic: "events_webinars", perLanguage: { en: 0, de: 0, fr: 1 }, total: 1 },
      { topic: "learning_insights", perLanguage: { en: 0, de: 0, fr: 0 }, total: 0 },
    ]);
    expect(audience.perLanguage).toEqual([
      { language: "en", subscribed: 0, unsubscribed: 1 },
      { language: "de", subscribed: 2, unsubscribed: 0 },
      { language: "fr", subscribed: 1, unsubscribed: 0 },
    ]);
  });

  it("lists the mails sent with their state, newest first, and counts them per template and state", async () => {
    const mail = (to: string) => mailDelivery({ template: "free_trial_welcome", to, locale: "de", loginUrl: "https://app.example/" });
    const first = await recordSubmission(testSubmission({ kind: "free_trial", locale: "de", payload: {}, destinations: [mail("jorg@example.de")] }), { db });
    await recordSubmission(
      testSubmission({ kind: "newsletter", locale: "fr", payload: {}, destinations: [mailDelivery({ template: "newsletter_confirmation", to: "francoise@example.fr", locale: "fr", confirmUrl: "https://x/" })] }),
      { db },
    );
    await recordSubmission(testSubmission({ kind: "form", locale: "en", payload: {}, destinations: [{ destination: "marketo.lead", message: { formType: "demo", locale: "en", fields: {} } }] }), { db });
    await db.updateTable("outbox").set({ status: "forwarded", forwarded_at: "2026-03-01T10:00:01.000Z", created_at: "2026-03-01T10:00:00.000Z" }).where("submission_id", "=", first.id).execute();

    const report = await mailsReport(db);
    expect(report.counts).toEqual([
      { template: "free_trial_welcome", status: "forwarded", count: 1 },
      { template: "newsletter_confirmation", status: "pending", count: 1 },
    ]);
    expect(report.recent.map((row) => [row.template, row.to, row.locale, row.status])).toEqual([
      ["newsletter_confirmation", "francoise@example.fr", "fr", "pending"],
      ["free_trial_welcome", "jorg@example.de", "de", "forwarded"],
    ]);
    expect(report.recent[1]).toMatchObject({ forwardedAt: "2026-03-01T10:00:01.000Z", attempts: 0, lastError: null });

    // Without a mail service the transport keeps the mail in outgoing_email and answers `via: "table"`: kept, not sent.
    await db.updateTable("outbox").set({ result: JSON.stringify({ messageId: "<x@quillio.test>", via: "table" }) }).where("submission_id", "=", first.id).execute();
    const kept = await mailsReport(db);
    expect(kept.counts[0]).toEqual({ template: "free_trial_welcome", status: "kept", count: 1 });
    expect(kept.recent[1]!.status).toBe("kept");
  });
});
