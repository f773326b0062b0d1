"use client";

import { useEffect, useState } from "react";
import { fillTemplate } from "@/i18n/templates";
import { type EventTimeTexts, localTime } from "./event-time";

/** Offsets east of UTC, in minutes, of this browser's wall clock at an instant (getTimezoneOffset counts westwards). */
const eastOf = (iso: string) => -new Date(iso).getTimezoneOffset() || 0;

/** The note under the time, in the page's locale: "Shown in your time zone ({zone})." and "Time in UTC." */
export interface LocalTimeNotes {
  zone: string;
  utc: string;
}

/**
 * A date and time in the visitor's time zone. The server (a static page) cannot know that zone: it renders
 * the time in UTC inside <time datetime>, with the text for every other wall clock (`eventTimeTexts`); after
 * hydration the browser picks its own by its UTC offsets, without formatting anything.
 */
export function LocalDateTime({ iso, endIso, texts, notes, className }: { iso: string; endIso?: string | null; texts: EventTimeTexts; notes: LocalTimeNotes; className?: string }) {
  const [local, setLocal] = useState<{ text: string; zone: string } | null>(null);

  useEffect(() => {
    // The visitor's offsets are known only in the browser.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setLocal(localTime(texts, eastOf(iso), eastOf(endIso ?? iso)));
  }, [iso, endIso, texts]);

  return (
    <span className={className}>
      <time dateTime={iso}>{local?.text ?? texts.utc}</time>
      <span className="block text-sm opacity-80">{local ? fillTemplate(notes.zone, { zone: local.zone }) : notes.utc}</span>
    </span>
  );
}
