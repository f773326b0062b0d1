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
    const mail = renderTemplate({ template: "free_trial_welcome", to: "a@b.test", locale: "en", firstName: '<img src=x onerror="alert(1)">', loginUrl: "https://app.quillio.test/login" });
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("Hello &lt;img src=x onerror=&quot;alert(1)&quot;&gt;,");
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
