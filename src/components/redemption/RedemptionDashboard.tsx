"use client";

import { useCallback, useEffect, useMemo, useState } from "react";
import { ctaClassName } from "@/components/cta/classes";
import type { Locale } from "@/routing/locales";

export interface RedemptionDashboardTexts {
  total: string;
  claimed: string;
  remaining: string;
  perDay: string;
  day: string;
  count: string;
  noneYet: string;
  /** With `{time}`. */
  updated: string;
  refresh: string;
  loadFailed: string;
  ended: string;
  perHour: string;
  hour: string;
  /** With `{count}` and `{median}`. */
  lastHour: string;
  /** With `{count}` and `{median}`. */
  surge: string;
}

/** The hand-out rate of the last 24 hours (src/server/redemption/hand-out-rate.ts). */
interface Rate {
  perHour: { start: string; count: number }[];
  lastHour: number;
  medianHour: number;
  surge: boolean;
}

interface Stats {
  total: number;
  claimed: number;
  remaining: number;
  perDay: { day: string; count: number }[];
  rate: Rate;
  active: boolean;
  updatedAt: string;
}

const REFRESH_MS = 30_000;

function isStats(value: unknown): value is Stats {
  const stats = value as Stats | null;
  return !!stats && typeof stats.total === "number" && typeof stats.claimed === "number" && typeof stats.remaining === "number" && Array.isArray(stats.perDay) && Array.isArray(stats.rate?.perHour);
}

/**
 * A campaign's live counts, read with the key of the signed link the page was opened with (the
 * server answered 404 without one), refreshed every 30 seconds while the tab is visible.
 */
export function RedemptionDashboard({ campaign, locale, numberLocale, texts }: { campaign: string; locale: Locale; numberLocale: string; texts: RedemptionDashboardTexts }) {
  const [stats, setStats] = useState<Stats | null>(null);
  const [failed, setFailed] = useState(false);
  const number = useMemo(() => new Intl.NumberFormat(numberLocale), [numberLocale]);
  const time = useMemo(() => new Intl.DateTimeFormat(numberLocale, { timeStyle: "medium" }), [numberLocale]);
  const date = useMemo(() => new Intl.DateTimeFormat(numberLocale, { dateStyle: "medium", timeZone: "UTC" }), [numberLocale]);
  const hour = useMemo(() => new Intl.DateTimeFormat(numberLocale, { hour: "2-digit", minute: "2-digit" }), [numberLocale]);

  const refresh = useCallback(() => {
    const key = new URLSearchParams(window.location.search).get("key") ?? "";
    fetch(`/api/redemption/stats?${new URLSearchParams({ campaign, locale, key })}`, { cache: "no-store" })
      .then(async (response) => {
        const data: unknown = response.ok ? await response.json() : null;
        if (!isStats(data)) throw new Error(`stats ${response.status}`);
        setStats(data);
        setFailed(false);
      })
      .catch(() => setFailed(true));
  }, [campaign, locale]);

  useEffect(() => {
    refresh();
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") refresh();
    }, REFRESH_MS);
    const onVisible = () => document.visibilityState === "visible" && refresh();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [refresh]);

  const figures = [
    { label: texts.total, value: stats?.total, id: "total" },
    { label: texts.claimed, value: stats?.claimed, id: "claimed" },
    { label: texts.remaining, value: stats?.remaining, id: "remaining" },
  ];
  const busiest = Math.max(1, ...(stats?.perDay.map((entry) => entry.count) ?? []));
  const busiestHour = Math.max(1, ...(stats?.rate.perHour.map((entry) => entry.count) ?? []));
  const fill = (template: string, rate: Rate) => template.replace("{count}", number.format(rate.lastHour)).replace("{median}", number.format(rate.medianHour));
  return (
    <div className="mt-10" aria-busy={!stats && !failed}>
      <dl className="grid gap-4 sm:grid-cols-3">
        {figures.map((figure) => (
          <div key={figure.id} className="rounded-3xl bg-sugar p-6">
            <dt className="text-sm font-semibold text-stone">{figure.label}</dt>
            <dd className="mt-2 text-3xl font-bold tabular-nums" data-testid={`redemption-stat-${figure.id}`}>
              {figure.value === undefined ? "…" : number.format(figure.value)}
            </dd>
          </div>
        ))}
      </dl>
      {stats && !stats.active ? <p className="mt-6 font-semibold">{texts.ended}</p> : null}
      {stats?.rate.surge ? (
        <p role="alert" className="mt-6 rounded-lg border-2 border-coral p-4 font-semibold" data-testid="redemption-surge">
          {fill(texts.surge, stats.rate)}
        </p>
      ) : null}
      <h2 className="mt-12 text-xl font-bold">{texts.perHour}</h2>
      {stats ? (
        <>
          <p className="mt-2 text-stone" data-testid="redemption-last-hour">
            {fill(texts.lastHour, stats.rate)}
          </p>
          <ol className="mt-4 flex h-32 items-end gap-1" data-testid="redemption-per-hour">
            {stats.rate.perHour.map((entry) => {
              const label = `${texts.hour} ${hour.format(new Date(Date.parse(entry.start) + 3_600_000))}: ${number.format(entry.count)}`;
              return (
                <li key={entry.start} className="flex h-full flex-1 items-end" title={label}>
                  <span className="sr-only">{label}</span>
                  <span aria-hidden="true" className="block w-full rounded-t bg-green" style={{ height: `${(entry.count / busiestHour) * 100}%`, minHeight: entry.count ? 2 : 0 }} />
                </li>
              );
            })}
          </ol>
        </>
      ) : null}
      <h2 className="mt-12 text-xl font-bold">{texts.perDay}</h2>
      {stats && stats.perDay.length === 0 ? <p className="mt-4 text-stone">{texts.noneYet}</p> : null}
      {stats && stats.perDay.length > 0 ? (
        <table className="mt-4 w-full text-left" data-testid="redemption-per-day">
          <thead>
            <tr className="border-b border-cloud text-sm text-stone">
              <th scope="col" className="py-2 pr-4 font-semibold">
                {texts.day}
              </th>
              <th scope="col" className="py-2 font-semibold">
                {texts.count}
              </th>
            </tr>
          </thead>
          <tbody>
            {[...stats.perDay].reverse().map((entry) => (
              <tr key={entry.day} className="border-b border-cloud">
                <th scope="row" className="py-2 pr-4 font-normal whitespace-nowrap">
                  {date.format(new Date(`${entry.day}T00:00:00Z`))}
                </th>
                <td className="w-full py-2">
                  <span className="flex items-center gap-3">
                    <span className="w-12 tabular-nums">{number.format(entry.count)}</span>
                    <span aria-hidden="true" className="h-3 rounded-full bg-green" style={{ width: `${(entry.count / busiest) * 100}%` }} />
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <div className="mt-8 flex flex-wrap items-center gap-4">
        <p role="status" className="text-sm text-stone">
          {failed ? texts.loadFailed : stats ? texts.updated.replace("{time}", time.format(new Date(stats.updatedAt))) : ""}
        </p>
        <button type="button" className={ctaClassName({ type: "outline", small: true })} onClick={refresh}>
          {texts.refresh}
        </button>
      </div>
    </div>
  );
}
