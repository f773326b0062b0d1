"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState } from "react";

const style: Intl.DateTimeFormatOptions = { dateStyle: "full", timeStyle: "short" };

/**
 * A date and time in the visitor's time zone. The server (a static page) cannot know that zone,
 * so it renders the time in UTC inside <time datetime>; the browser then re-formats it locally.
 */
export function LocalDateTime({ iso, className }: { iso: string; className?: string }) {
  const locale = useLocale();
  const t = useTranslations("editorial");
  const [local, setLocal] = useState<{ text: string; zone: string } | null>(null);

  useEffect(() => {
    const format = new Intl.DateTimeFormat(locale, style);
    const zone = format.resolvedOptions().timeZone;
    // Formatting depends on the visitor's clock settings, known only after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setLocal({ text: format.format(new Date(iso)), zone });
  }, [iso, locale]);

  const utc = new Intl.DateTimeFormat(locale, { ...style, timeZone: "UTC" }).format(new Date(iso));
  return (
    <span className={className}>
      <time dateTime={iso}>{local?.text ?? utc}</time>
      <span className="block text-sm opacity-80">{local ? t("timeZoneNote", { zone: local.zone }) : t("utcNote")}</span>
    </span>
  );
}
