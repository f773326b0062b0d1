import { domainToASCII } from "node:url";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import * as createFreeTrialRoute from "@/app/api/functions/create-free-trial/route";
import * as assessmentRoute from "@/app/api/functions/maturity-model-assessments/route";
import * as registerRoute from "@/app/api/functions/register-to-course/route";
import * as pdfRoute from "@/app/api/functions/upload-maturity-model-pdf/route";
import * as formsRoute from "@/app/api/forms/submit/route";
import * as newsletterRoute from "@/app/api/newsletter/subscribe/route";
import { endpointPath } from "../api/endpoint";
import { getDb } from "../db";
import { drainOutbox } from "../outbox/worker";
import { withTemporaryDataDir } from "../testing/data-dir";
import { call, postRequest } from "../testing/requests";
import { clientHeaders } from "../testing/seal";
import { startSmtpSink, type ReceivedMail, type SmtpSink } from "../testing/smtp-sink";

// Issue 35, item 1: with rotating client addresses, 369 mails reached one inbox in 37 s. Every spelling of the
// victim's address below, through every path of every endpoint that mails, from a new client address each time.
withTemporaryDataDir("mailbox-bomb-", { RATE_LIMIT_MAX: "20", RATE_LIMIT_EMAIL_MAX: "10", MAIL_FROM: "Quillio <hello@quillio.test>" });

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
  vi.stubEnv("SMTP_URL", sink.url);
});
afterAll(() => sink.stop());
beforeEach(() => {
  for (const level of ["info", "warn", "error"] as const) vi.spyOn(console, level).mockImplementation(() => {});
});

let client = 0;
/** A request from a client address never seen before: the per-address limit never stops the attack. */
const from = (path: string, body: unknown) => postRequest(body, { path, headers: clientHeaders(`198.18.${Math.floor(++client / 250)}.${client % 250}`) });

/**
 * The inbox a mail reaches: its envelope's recipient (not its header), as a receiving server finds the mailbox: the
 * local part without case or `+tag`, the domain in its ASCII form.
 */
const inboxOf = (mail: ReceivedMail) =>
  mail.rcptTo.map((address) => {
    const at = address.lastIndexOf("@");
    return `${address.slice(0, at).toLowerCase().replace(/\+.*$/, "")}@${domainToASCII(address.slice(at + 1))}`;
  });
const mailsTo = (inbox: string) => sink.received.filter((mail) => inboxOf(mail).includes(inbox));

/** The four ways to one function: Netlify's path, the site's own, each with and without a trailing slash. */
const functionPaths = (name: string) => [`/.netlify/functions/${name}`, `/.netlify/functions/${name}/`, `/api/functions/${name}`, `/api/functions/${name}/`];
const pdf = Buffer.from("%PDF-1.7\n%%EOF").toString("base64");

/** Every request of the site that mails the address it names, by path. */
const attacks: { name: string; paths: string[]; send(path: string, email: string): Promise<number> }[] = [
  {
    name: "free-trial welcome",
    paths: functionPaths("create-free-trial"),
    send: async (path, mail) => (await call(createFreeTrialRoute.POST, from(path, { lang: "en", mail, firstName: "Eve" }))).status,
  },
  {
    name: "course registration",
    paths: functionPaths("register-to-course"),
    send: async (path, mail) => (await call(registerRoute.POST, from(path, { groupId: "webinar-skills", lang: "en", mail, firstName: "Eve" }))).status,
  },
  {
    name: "maturity report",
    paths: functionPaths("maturity-model-assessments"),
    async send(path, email) {
      const created = await call(assessmentRoute.POST, from(path, { locale: "en", themes: [{ index: 0, selectedLevelIndex: 2 }], overallLevel: 3, email }));
      if (created.status !== 201) return created.status;
      return (await call(pdfRoute.POST, from("/.netlify/functions/upload-maturity-model-pdf", { assessmentId: created.body.assessmentId, pdfBase64: pdf }))).status;
    },
  },
  {
    name: "ebook link",
    paths: ["/api/forms/submit", "/api/forms/submit/"],
    async send(path, email) {
      const fields = { firstName: "Eve", lastName: "X", email, company: "X", country: "DE", marketingOptIn: false };
      return (await call(formsRoute.POST, from(path, { formType: "gated_content", locale: "en", fields, hidden: { content_uid: "pQTYn33BpW4JEn" } }))).status;
    },
  },
  {
    name: "newsletter confirmation",
    paths: ["/api/newsletter/subscribe", "/api/newsletter/subscribe/", "/api/forms/submit"],
    send: async (path, email) =>
      path.startsWith("/api/forms")
        ? (await call(formsRoute.POST, from(path, { formType: "newsletter", locale: "en", fields: { email } }))).status
        : (await call(newsletterRoute.POST, from(path, { email, language: "en" }))).status,
  },
];

const sendQueued = async () => {
  for (;;) {
    const result = await drainOutbox({ destination: "mail", retryBaseMs: 1, retryMaxMs: 1 });
    if (result.forwarded + result.retrying === 0) return;
  }
};

describe("one inbox, however its address is spelled and whichever path is taken", { timeout: 120_000 }, () => {
  it("every spelling through every path of every mailing endpoint sends at most 10 mails to the inbox", async () => {
    const inbox = `victim@${domainToASCII("tärget.example")}`;
    // Each is delivered by Nodemailer and an SMTP server to victim@tärget.example.
    const spellings = [
      "victim@tärget.example",
      "Victim@TÄRGET.example",
      "victim@xn--trget-gra.example",
      "victim@ｔärget.example",
      "victim+a@tärget.example",
      '"victim"@tärget.example',
      '"\\victim"@tärget.example',
      "victim(x)@tärget.example",
      "x<victim@tärget.example>",
    ];
    const statuses = new Map<number, number>();
    for (const attack of attacks) {
      for (const path of attack.paths) {
        for (const spelling of spellings) {
          for (let i = 0; i < 3; i += 1) {
            const status = await attack.send(path, spelling);
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
          }
        }
      }
    }
    await sendQueued();
    // No request failed; each was taken (201/200), refused as not an address (400) or as too many (429).
    expect([...statuses.keys()].every((status) => [200, 201, 400, 429].includes(status)), JSON.stringify([...statuses])).toBe(true);
    expect(mailsTo(inbox).length).toBeLessThanOrEqual(10);
    // The submissions are kept: a mail over the budget is not sent, the visitor's request still stored.
    const stored = await (await getDb()).selectFrom("submissions").select("id").execute();
    expect(stored.length).toBeGreaterThan(10);
  });

  it("an endpoint's per-mailbox limit counts every path to it once", async () => {
    const statuses: number[] = [];
    const paths = functionPaths("create-free-trial");
    const spellings = ["paths@corp.example", "Paths@CORP.example", "paths+1@corp.example"];
    for (let i = 0; i < 12; i += 1) {
      statuses.push((await call(createFreeTrialRoute.POST, from(paths[i % paths.length]!, { lang: "en", mail: spellings[i % spellings.length] }))).status);
    }
    // RATE_LIMIT_EMAIL_MAX: 10 for the endpoint, not 10 for each of its four paths.
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429]);
    const spelled = ["/.netlify/functions/create-free-trial", "/api/functions/create-free-trial/", "/api//functions/create-free-trial//", "/api/functions/create%2Dfree-trial", "/API/Functions/Create-Free-Trial"];
    expect(new Set(spelled.map((path) => endpointPath(`http://localhost${path}`)))).toEqual(new Set(["/api/functions/create-free-trial"]));
  });
});
