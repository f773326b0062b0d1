import { createTransport } from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailboxKey } from "@/lib/forms/mailbox";
import { startSmtpSink, type SmtpSink } from "../testing/smtp-sink";

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.stop());

describe("the mailbox key agrees with the transport", { timeout: 30_000 }, () => {
  // Whatever the site's validation lets through today or let through before: Nodemailer's own reading of each
  // spelling, sent to a real SMTP server, reaches the mailbox its key names.
  it.each([
    '"victim"@x.example',
    '"\\victim"@x.example',
    "victim(c)@x.example",
    "(c)victim@x.example",
    "x<victim@x.example>",
    "a,victim@x.example",
    "a;victim@x.example",
    "a:victim@x.example",
    "=?utf-8?q?a?=<victim@x.example>",
    "Victim@X.EXAMPLE",
    "victim@xn--mller-kva.example",
    "victim@müller.example",
    "victim@ｍüller.example",
  ])("%s", async (spelling) => {
    const transport = createTransport({ url: sink.url });
    const before = sink.received.length;
    await transport.sendMail({ from: "hello@quillio.test", to: spelling, subject: "s", text: "t" });
    const delivered = sink.received.slice(before).flatMap((received) => received.rcptTo);
    expect(delivered).toHaveLength(1);
    expect(mailboxKey(delivered[0]!)).toBe(mailboxKey(spelling));
  });
});
