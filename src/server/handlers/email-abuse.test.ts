import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as createFreeTrialRoute from "@/app/api/functions/create-free-trial/route";
import * as registerRoute from "@/app/api/functions/register-to-course/route";
import * as formsRoute from "@/app/api/forms/submit/route";
import * as newsletterRoute from "@/app/api/newsletter/subscribe/route";
import * as requestLinkRoute from "@/app/api/preferences/request-link/route";
import { isValidEmail } from "@/lib/forms/email";
import { mailboxKey } from "@/lib/forms/mailbox";
import { emailSchema } from "@/lib/forms/fields";
import type { Db } from "../db";
import { getDb } from "../db";
import { processSingleton } from "@/lib/process-singleton";
import { withTemporaryDataDir } from "../testing/data-dir";
import { testDatabases } from "../testing/databases";
import { deliveredMails } from "../testing/mail";
import { call, postRequest } from "../testing/requests";
import { clientHeaders } from "../testing/seal";
import { resetRateLimiter } from "@/server/limits";

// Issue 25, finding 7: control characters passed validation (and a NUL gave 503 on PostgreSQL on every retry);
// plus-addressing multiplied the per-address mail limit.
withTemporaryDataDir("email-abuse-test-", { RATE_LIMIT_EMAIL_MAX: "10" });
beforeEach(() => {
  vi.spyOn(console, "info").mockImplementation(() => {});
  resetRateLimiter();
});

const hostile = {
  NUL: "a\u0000@example.org",
  BEL: "a\u0007b@example.org",
  DEL: "ab\u007f@example.org",
  C1: "a\u0085b@example.org",
  "U+202E (right-to-left override)": "\u202egro.elpmaxe@a",
  "U+200B (zero-width space)": "a\u200b@example.org",
  "U+2066 (bidi isolate)": "a@exa\u2066mple.org",
  "U+FEFF inside": "a\ufeffb@example.org",
  "lone surrogate": "a\ud800@example.org",
};

describe("one validation of email addresses (src/lib/forms/email.ts)", () => {
  it.each(Object.entries(hostile))("refuses %s, in the browser's schema and the server's check alike", (_name, address) => {
    expect(isValidEmail(address)).toBe(false);
    expect(emailSchema().safeParse(address).error?.issues[0]?.message).toBe("invalid_email");
  });

  it("still accepts ordinary and international addresses, trimmed and lower-cased", () => {
    expect(emailSchema().parse("  Ada.Lovelace+news@Example.ORG ")).toBe("ada.lovelace+news@example.org");
    expect(emailSchema().parse("jürgen@müller.example")).toBe("jürgen@müller.example");
    expect(isValidEmail("o'brien@example.co.uk")).toBe(true);
  });

  it("keys limits on the mailbox: no +tag, and no dots where the provider ignores them", () => {
    expect(mailboxKey("A+1@X.example")).toBe("a@x.example");
    expect(mailboxKey("a+2@x.example")).toBe("a@x.example");
    expect(mailboxKey("first.last@x.example")).toBe("first.last@x.example");
    expect(mailboxKey("First.Last+promo@gmail.com")).toBe("firstlast@gmail.com");
    expect(mailboxKey("f.i.r.s.t.l.a.s.t@googlemail.com")).toBe("firstlast@gmail.com");
    expect(mailboxKey("+only@x.example")).toBe("+only@x.example");
  });
});

const endpoints = {
  "newsletter/subscribe": (email: string) => call(newsletterRoute.POST, postRequest({ email, language: "en" })),
  "preferences/request-link": (email: string) => call(requestLinkRoute.POST, postRequest({ email, locale: "en" })),
  "forms/submit": (email: string) =>
    call(formsRoute.POST, postRequest({ formType: "contact", locale: "en", fields: { firstName: "A", lastName: "B", email, company: "C", message: "Hello" } })),
  "create-free-trial": (mail: string) => call(createFreeTrialRoute.POST, postRequest({ lang: "en", mail })),
  "register-to-course": (mail: string) => call(registerRoute.POST, postRequest({ groupId: "g1", lang: "en", mail })),
};

/** The handlers on the process's database: the SQLite file always, PostgreSQL too when TEST_DATABASE_URL is set. */
describe.each(testDatabases())("a control character in an email on $name", (database) => {
  const processDb = processSingleton<Promise<Db>>("db");
  let saved: Promise<Db> | undefined;
  let close: () => Promise<void>;
  beforeEach(async () => {
    saved = processDb.get();
    const opened = await database.open();
    close = opened.close;
    processDb.set(Promise.resolve(opened.db));
  });
  afterEach(async () => {
    processDb.set(saved);
    await close();
  });

  it.each(Object.keys(endpoints))("POST %s answers 400 invalid_email for NUL, BEL and U+202E before writing anything", async (name) => {
    const post = endpoints[name as keyof typeof endpoints];
    for (const address of [hostile.NUL, hostile.BEL, hostile["U+202E (right-to-left override)"]]) {
      // Twice: a retry gets the same 400, never a 503.
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const answer = await post(address);
        expect(answer.status, `${name} ${JSON.stringify(address)}`).toBe(400);
        expect(answer.body.error.code).toBe("invalid_email");
      }
    }
    const db = await getDb();
    expect(await db.selectFrom("submissions").select("id").execute()).toEqual([]);
    expect(await db.selectFrom("outbox").select("id").execute()).toEqual([]);
  });
});

describe("the mail limit counts one mailbox once", () => {
  /** The newsletter confirmations the embedded mailer kept: the mails that carry a `?confirm=` link. */
  const confirmations = async () => (await deliveredMails()).filter((mail) => mail.body.includes("?confirm="));

  it("30 confirmation requests for a+1@x, a+2@x, … get at most 3 mails", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 30; i += 1) {
      // From 30 different client addresses: the per-address limit is not what stops them.
      const answer = await call(newsletterRoute.POST, postRequest({ email: `a+${i}@plus.example`, language: "en" }, { headers: clientHeaders(`198.51.100.${i}`) }));
      statuses.push(answer.status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(27);
    expect((await confirmations()).filter((mail) => mail.recipient.endsWith("@plus.example"))).toHaveLength(3);
  });

  it("dots at Gmail, googlemail.com and the newsletter form share the budget", async () => {
    const addresses = ["dot.ted@gmail.com", "dotted@gmail.com", "d.o.t.t.e.d+x@googlemail.com", "DOTTED@gmail.com", "dott.ed@gmail.com"];
    const statuses: number[] = [];
    for (const [i, email] of addresses.entries()) {
      const headers = clientHeaders(`192.0.2.${i + 1}`);
      const answer =
        i % 2
          ? await call(formsRoute.POST, postRequest({ formType: "newsletter", locale: "en", fields: { email } }, { headers }))
          : await call(newsletterRoute.POST, postRequest({ email, language: "en" }, { headers }));
      statuses.push(answer.status);
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
    expect((await confirmations()).filter((mail) => /@(gmail|googlemail)\.com$/.test(mail.recipient))).toHaveLength(3);
  });
});
