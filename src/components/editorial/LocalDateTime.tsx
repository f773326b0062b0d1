"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState } from "react";

const style: Intl.DateTimeFormatOptions = { dateStyle: "full", timeStyle: "short" };

/** "Thursday, 16 September 2027, 08:30 – 17:00": the start, or the span when the end is later. */
function formatSpan(format: Intl.DateTimeFormat, iso: string, endIso: string | null | undefined): string {
  const start = new Date(iso);
  const end = endIso ? new Date(endIso) : null;
  return end && end.getTime() > start.getTime() ? format.formatRange(start, end) : format.format(start);
}

/**
 * A date and time in the visitor's time zone. The server (a static page) cannot know that zone,
 * so it renders the time in UTC inside <time datetime>; the browser then re-formats it locally.
 */
export function LocalDateTime({ iso, endIso, className }: { iso: string; endIso?: string | null; className?: string }) {
  const locale = useLocale();
  const t = useTranslations("editorial");
  const [local, setLocal] = useState<{ text: string; zone: string } | null>(null);

  useEffect(() => {
    const format = new Intl.DateTimeFormat(locale, style);
    // Formatting depends on the visitor's clock settings, known only after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setLocal({ text: formatSpan(format, iso, endIso), zone: format.resolvedOptions().timeZone });
  }, [iso, endIso, locale]);

  const utc = formatSpan(new Intl.DateTimeFormat(locale, { ...style, timeZone: "UTC" }), iso, endIso);
  return (
    <span className={className}>
      {/* Node's and the browser's ICU may space a UTC range differently; the text is replaced right after hydration. */}
      <time dateTime={iso} suppressHydrationWarning>
        {local?.text ?? utc}
      </time>
      <span className="block text-sm opacity-80">{local ? t("timeZoneNote", { zone: local.zone }) : t("utcNote")}</span>
    </span>
  );
}
