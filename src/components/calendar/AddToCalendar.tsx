import { getTranslations } from "next-intl/server";
import { googleCalendarUrl, outlookCalendarUrl, type CalendarEvent } from "@/content/calendar/ics";
import type { Locale } from "@/routing/locales";

/** The event's `.ics` file and its Google and Outlook calendar links. */
export async function AddToCalendar({ event, icsHref, locale, tone }: { event: CalendarEvent; icsHref: string; locale: Locale; tone: "light" | "dark" }) {
  const t = await getTranslations({ locale, namespace: "discovery.calendar" });
  const link = `inline-flex min-h-11 items-center rounded-full border-2 px-4 text-sm font-semibold ${tone === "dark" ? "border-white" : "border-ink"}`;
  return (
    <section aria-labelledby="add-to-calendar" className="mt-8" data-testid="add-to-calendar">
      <h2 id="add-to-calendar" className="text-sm font-semibold">
        {t("label")}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-3">
        <li>
          <a href={icsHref} download className={link} data-calendar="ics">
            {t("ics")}
          </a>
        </li>
        <li>
          <a href={googleCalendarUrl(event)} target="_blank" rel="noopener noreferrer" className={link} data-calendar="google">
            {t("google")}
          </a>
        </li>
        <li>
          <a href={outlookCalendarUrl(event)} target="_blank" rel="noopener noreferrer" className={link} data-calendar="outlook">
            {t("outlook")}
          </a>
        </li>
      </ul>
    </section>
  );
}

/** The visible mark of an event that is over. */
export async function PastEventMark({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "discovery.calendar" });
  return (
    <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-cloud px-3 py-1 text-sm font-semibold text-ink" data-testid="past-event">
      {t("past")}
      <span className="sr-only">{t("pastDetail")}</span>
    </p>
  );
}
