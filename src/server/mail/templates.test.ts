import { describe, expect, it } from "vitest";
import { locales } from "@/routing/locales";
import type { MailMessage } from "./messages";
import { renderTemplate } from "./templates";

const schedule = { start: "2027-06-10T16:00:00.000Z", end: "2027-06-10T19:00:00.000Z", location: "Berlin", ics: "BEGIN:VCALENDAR", icsName: "x.ics" };
const examples: Omit<MailMessage, "to" | "locale">[] = [
  { template: "newsletter_confirmation", confirmUrl: "https://www.quillio.test/center/?confirm=a" },
  { template: "preferences_link", preferencesUrl: "https://www.quillio.test/center/?token=a" },
  { template: "free_trial_welcome", firstName: "Ada", loginUrl: "https://app.quillio.test/login" },
  { template: "registration", firstName: "Ada", event: { title: "Meetup", url: "https://www.quillio.test/events/meetup/", schedule } },
  { template: "registration", event: null },
  { template: "maturity_report", pdfId: "p", assessmentUrl: "https://www.quillio.test/maturity/" },
  { template: "ebook_link", documentId: "f", title: null },
  { template: "ebook_link", documentId: "p", title: "Kollaboratives Lernen: das Buch" },
] as never;

describe("mail templates", () => {
  it.each(locales.flatMap((locale) => examples.map((example) => [locale, example.template, example] as const)))("%s %s: a subject, an HTML part in the language and the same words as plain text", (locale, _name, example) => {
    const mail = renderTemplate({ ...example, to: "a@b.test", locale } as MailMessage, { downloadUrl: "https://www.quillio.test/api/forms/gated/download?token=t" });
    expect(mail.subject.length).toBeGreaterThan(5);
    expect(mail.html).toContain(`<html lang="${locale}">`);
    const link = /https:\/\/\S+/.exec(mail.text)?.[0];
    if (link) expect(mail.html).toContain(link.replaceAll("&", "&amp;"));
    expect(mail.text).not.toMatch(/undefined|null|\[object/);
  });

  it("names the delivered document by its page's title, in subject, heading and text", () => {
    const mail = renderTemplate(
      { template: "ebook_link", to: "a@b.test", locale: "de", documentId: "p", title: "Kollaboratives Lernen: das Buch" },
      { downloadUrl: "https://www.quillio.test/api/forms/gated/download?token=t" },
    );
    expect(mail.subject).toBe("Ihr Download: Kollaboratives Lernen: das Buch");
    expect(mail.text).toContain("Laden Sie „Kollaboratives Lernen: das Buch“ (PDF) über die Schaltfläche unten herunter.");
    expect(mail.text).not.toMatch(/E-Book|ebook/i);
  });

  it("escapes what a visitor typed in the HTML part", () => {
    const mail = renderTemplate({ template: "free_trial_welcome", to: "a@b.test", locale: "en", firstName: "Siobhán O'Brien", loginUrl: "https://app.quillio.test/login" });
    expect(mail.html).toContain("Hello Siobhán O&#39;Brien,");
    expect(mail.text).toContain("Hello Siobhán O'Brien,");
  });

  // Issue 35: a first name went into the mail as typed (`Hello Eve\nBcc: ...`), a phishing vehicle in the site's name.
  // Both mails that repeat a name go to an address that has confirmed nothing.
  const welcome = (firstName: string) => renderTemplate({ template: "free_trial_welcome", to: "victim@b.test", locale: "en", firstName, loginUrl: "https://app.quillio.test/login" });
  const registration = (firstName: string) => renderTemplate({ template: "registration", to: "victim@b.test", locale: "de", firstName, event: null });
  it.each([
    ["a second line", "Eve\nBcc: everyone@corp.test"],
    ["a header after a CRLF", "Eve\r\nSubject: Your account is locked"],
    ["a link", "Eve https://evil.test/login"],
    ["a bare domain", "Eve, verify at evil.test"],
    ["www.", "Eve www.evil.test"],
    ["www. spaced out", "Eve www. evil. test"],
    ["fullwidth www", "Ｅｖｅ ｗｗｗ．ｅｖｉｌ．ｔｅｓｔ"],
    ["an address", "eve@evil.test"],
    ["a control character", "Eve\u0007"],
    ["a right-to-left override", "Eve\u202Etset.live"],
    ["HTML", '<img src=x onerror="alert(1)">'],
    ["digits (a phone number)", "Call 0800 123 456"],
    ["a sentence", "Your account was locked, please sign in again today"],
    ["five words", "Eve Ann Mary Jane Sue"],
  ])("a first name with %s does not reach the mail: it greets without a name", (_name, firstName) => {
    for (const mail of [welcome(firstName), registration(firstName)]) {
      expect(mail.text).toMatch(/^(Hello|Guten Tag),$/m);
      for (const part of [mail.subject, mail.text, mail.html]) {
        expect(part).not.toContain("Eve");
        expect(part).not.toMatch(/evil|Bcc|locked|0800|[\u0007\u202e]/i);
      }
    }
  });

  it.each(["Eve", "Jean-Luc", "Anne Marie", "J. R.", "José", "李小龍", "محمد", "  Ada   Lovelace "])("a first name that is a name, %j, greets the visitor", (firstName) => {
    expect(welcome(firstName).text).toContain(`Hello ${firstName.trim().replace(/ +/g, " ")},`);
  });

  it("says the time of an event held in person in its own zone, with the zone's name", () => {
    const mail = renderTemplate({ template: "registration", to: "a@b.test", locale: "de", event: { title: "Meetup", url: "https://www.quillio.test/e/", schedule: { ...schedule, timeZone: "Europe/Berlin" } } });
    expect(mail.text.replace(/[\u00a0\u202f]/g, " ")).toContain("Wann: Donnerstag, 10. Juni 2027, 18:00–21:00 Uhr MESZ.");
    const english = renderTemplate({ template: "registration", to: "a@b.test", locale: "en", event: { title: "Summit", url: "https://www.quillio.test/e/", schedule: { ...schedule, timeZone: "Europe/London" } } });
    expect(english.text.replace(/[\u00a0\u202f\u2009]/g, " ")).toMatch(/When: Thursday, June 10, 2027, 5:00 – 8:00 PM BST\./);
  });

  it("says an online event's time in the mail's language, in UTC (the .ics carries the exact instant)", () => {
    const mail = renderTemplate({ template: "registration", to: "a@b.test", locale: "de", event: { title: "Meetup", url: "https://www.quillio.test/e/", schedule } });
    expect(mail.text).toContain("Wann: Donnerstag, 10. Juni 2027, 16:00–19:00 UTC.");
    expect(mail.text).toContain("Wo: Berlin.");
  });
});
