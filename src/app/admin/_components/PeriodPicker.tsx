import Link from "next/link";
import { DEFAULT_PERIOD_DAYS } from "@/server/admin/analytics";

/** The periods a report offers in one click, unless it names its own. */
const PRESETS = [7, DEFAULT_PERIOD_DAYS, 90];

/**
 * A report's period: links for the presets (the current one marked) and a from/to form, both plain GETs of the
 * report's own path (`action`), so they work without JavaScript.
 */
export function PeriodPicker({ action, period, params, presets = PRESETS }: { action: string; period: { from: string; to: string }; params: Record<string, string | string[] | undefined>; presets?: readonly number[] }) {
  const presetDays = typeof params.days === "string" ? Number(params.days) : !params.from && !params.to ? DEFAULT_PERIOD_DAYS : null;
  return (
    <>
      <nav aria-label="Period">
        <ul className="presets">
          {presets.map((days) => (
            <li key={days}>
              <Link href={`${action}?days=${days}`} prefetch={false} aria-current={presetDays === days ? "page" : undefined}>
                Last {days} days
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <form method="get" action={action} className="filters" aria-label="Choose a period">
        <div className="field">
          <label htmlFor="period-from">From (day)</label>
          <input id="period-from" type="date" name="from" defaultValue={period.from} />
        </div>
        <div className="field">
          <label htmlFor="period-to">To (day)</label>
          <input id="period-to" type="date" name="to" defaultValue={period.to} />
        </div>
        <div className="actions">
          <button type="submit" className="button">
            Show
          </button>
        </div>
      </form>
    </>
  );
}
