import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import * as subscribeRoute from "@/app/api/newsletter/subscribe/route";
import { mailboxKey } from "@/lib/forms/mailbox";
import { resetRateLimiter } from "@/server/limits";
import { getDb } from "../db";
import { drainOutbox } from "../outbox/worker";
import { withTemporaryDataDir } from "../testing/data-dir";
import { call, postRequest } from "../testing/requests";
import { clientHeaders } from "../testing/seal";
import { startSmtpSink, type SmtpSink } from "../testing/smtp-sink";
import { sendMail, type OutgoingMail } from "./transport";

// The limits' store is the database here, as on every host with DATABASE_URL: instances share it.
withTemporaryDataDir("mail-budget-", { RATE_LIMIT_STORE: "database", MAIL_FROM: "Quillio <hello@quillio.test>" });

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
  vi.stubEnv("SMTP_URL", sink.url);
});
afterAll(() => sink.stop());
let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  vi.spyOn(console, "info").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
  warn = vi.spyOn(console, "warn").mockImplementation(() => {});
});

const mail = (to: string): OutgoingMail => ({ to, from: "Quillio <hello@quillio.test>", subject: "s", html: "<p>h</p>", text: "t", attachments: [] });
const send = async (to: string, requestedBy: "visitor" | "console" = "visitor", attempt = 1) =>
  sendMail(mail(to), sink.url, { db: await getDb(), idempotencyKey: randomUUID(), requestedBy, attempt });

describe("the mail transport's budget per recipient", { timeout: 30_000 }, () => {
  it("sends a visitor's mails to one mailbox 10 times a day, whichever spelling, and withholds the rest", async () => {
    const spellings = ["budget@x.example", "Budget@X.EXAMPLE", "budget+a@x.example", "budget+b@x.example"];
    const results = [];
    for (let i = 0; i < 14; i += 1) results.push((await send(spellings[i % spellings.length]!)).via);
    expect(results.filter((via) => via === "smtp")).toHaveLength(10);
    expect(results.slice(10)).toEqual(["withheld", "withheld", "withheld", "withheld"]);
    expect(sink.received.filter((received) => received.rcptTo.some((to) => mailboxKey(to) === "budget@x.example"))).toHaveLength(10);
    // One line per withheld mail, with a stable event name and without the address.
    const lines = warn.mock.calls.filter((line) => (line[1] as { event?: string } | undefined)?.event === "mail_over_recipient_budget");
    expect(lines).toHaveLength(4);
    expect(lines[0]![1]).toMatchObject({ recipientDomain: "x.example", budget: 10 });
    expect(JSON.stringify(lines)).not.toContain("budget@");
  });

  it("is counted in the shared store: another instance finds the budget spent", async () => {
    for (let i = 0; i < 10; i += 1) expect((await send("shared@x.example")).via).toBe("smtp");
    // A new instance: its own limits object, the same database.
    resetRateLimiter();
    expect((await send("shared+x@x.example")).via).toBe("withheld");
  });

  it("counts a mail once, at its first attempt: retries after a failed send do not spend the budget again", async () => {
    for (let i = 0; i < 9; i += 1) await send("retried@x.example");
    expect((await send("retried@x.example", "visitor", 1)).via).toBe("smtp");
    expect((await send("retried@x.example", "visitor", 2)).via).toBe("smtp");
    expect((await send("retried@x.example", "visitor", 1)).via).toBe("withheld");
  });

  it("does not count the console's sign-in links, which go to its staff only and are limited where they are asked for", async () => {
    for (let i = 0; i < 12; i += 1) expect((await send("staff@x.example", "console")).via).toBe("smtp");
  });

  it("never mails an address the transport would read as another one, whoever asks", async () => {
    for (const to of ['"victim"@x.example', "Eve <victim@x.example>", "a,victim@x.example"]) {
      await expect(send(to, "console")).rejects.toMatchObject({ retryable: false });
    }
    expect(sink.received.filter((received) => received.rcptTo.includes("victim@x.example"))).toEqual([]);
  });

  it("a withheld mail is recorded on its outbox entry, and the visitor's submission is kept", async () => {
    const db = await getDb();
    // Seven mails of the day's ten already went to this mailbox.
    for (let i = 0; i < 7; i += 1) await send("reader@y.example");
    // The endpoint's own limit is off here: the transport is the last line, whatever called it.
    for (let i = 0; i < 5; i += 1) {
      const answer = await call(subscribeRoute.POST, postRequest({ email: `reader+${i}@y.example`, language: "en" }, { headers: clientHeaders(`192.0.2.${i + 1}`) }));
      expect(answer.status).toBe(200);
    }
    await drainOutbox({ destination: "mail" });
    const entries = await db.selectFrom("outbox").select(["status", "result", "submission_id"]).where("destination", "=", "mail").execute();
    expect(entries.map((entry) => entry.status)).toEqual(Array(5).fill("forwarded"));
    expect(entries.map((entry) => JSON.parse(entry.result!).via).sort()).toEqual(["smtp", "smtp", "smtp", "withheld", "withheld"]);
    const submissions = await db.selectFrom("submissions").select("id").where("id", "in", entries.map((entry) => entry.submission_id)).execute();
    expect(submissions).toHaveLength(5);
  });
});
