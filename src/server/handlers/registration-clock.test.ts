import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { LiveEventDocument, WebinarDocument } from "../../../prismicio-types";
import * as registerRoute from "@/app/api/functions/register-to-course/route";
import { liveEventSummary, splitEvents, webinarSummary } from "@/content/queries/event-summaries";
import { createPrismicClient } from "@/content/client";
import { getDb } from "../db";
import type { MailMessage } from "../mail/messages";
import { withTemporaryDataDir } from "../testing/data-dir";
import { deliveredMails } from "../testing/mail";
import { call, postRequest } from "../testing/requests";

/**
 * The registration flow on a clock two years past today: the seed's events are served relative to the clock
 * that asks (content/repository.json `datesAsOf`), so there is still an upcoming webinar to register to, its
 * page is not over, and the confirmation carries its calendar file for the moved date.
 */
const TWO_YEARS_MS = 2 * 365 * 24 * 3_600_000;

withTemporaryDataDir("registration-clock-");
beforeAll(() => vi.useFakeTimers({ now: Date.now() + TWO_YEARS_MS, toFake: ["Date"] }));
afterAll(() => vi.useRealTimers());
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "info").mockImplementation(() => {});
});

describe("registration, two years from today", () => {
  it("finds an upcoming webinar and live event, registers to the webinar and mails its moved date", async () => {
    const client = createPrismicClient<WebinarDocument | LiveEventDocument>({}, {});
    const [webinars, liveEvents] = await Promise.all([
      client.getAllByType<WebinarDocument>("webinar", { lang: "en-us" }),
      client.getAllByType<LiveEventDocument>("live_event", { lang: "en-us" }),
    ]);
    const now = new Date();
    const { upcoming, past } = splitEvents([...webinars.map(webinarSummary), ...liveEvents.map(liveEventSummary)], now);
    expect(upcoming.map((event) => event.kind).sort()).toEqual(expect.arrayContaining(["live_event", "webinar"]));
    expect(past.length).toBeGreaterThan(0);
    for (const event of upcoming) expect(event.end === null || Date.parse(event.end) > now.getTime(), event.title).toBe(true);

    const summary = upcoming.find((event) => event.kind === "webinar")!;
    const webinar = webinars.find((document) => webinarSummary(document).href === summary.href)!;
    expect(Date.parse(summary.start!)).toBeGreaterThan(now.getTime());

    const mail = "ada@analytical.example";
    const { status, body } = await call(registerRoute.POST, postRequest({ groupId: webinar.data.course_group_id, lang: "en", mail, firstName: "Ada" }));
    expect(status).toBe(201);
    const db = await getDb();
    const queued = await db.selectFrom("outbox").select("message").where("submission_id", "=", body.submissionId).where("destination", "=", "mail").executeTakeFirstOrThrow();
    const message = JSON.parse(queued.message) as Extract<MailMessage, { template: "registration" }>;
    expect(message.event?.schedule?.start).toBe(summary.start);
    expect(message.event!.schedule!.ics).toContain(`DTSTART:${summary.start!.replace(/[-:]/g, "").replace(/\.\d{3}/, "")}`);
    const [delivered] = await deliveredMails(mail);
    expect(JSON.parse(delivered!.attachments!)).toEqual([`${webinar.uid}.ics`]);
  });
});
