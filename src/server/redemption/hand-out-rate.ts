import { logger } from "@/lib/log";

const log = logger("redemption");
/** A surge: the last hour hands out more than SURGE_FACTOR times the median hour of the day before it... */
export const SURGE_FACTOR = 5;
/** ...and more than SURGE_FLOOR codes (a quiet campaign's first few codes are no surge). */
export const SURGE_FLOOR = 20;

const HOUR = 3_600_000;

export interface HandOutRate {
  /** Codes handed out in each of the last 24 hours (rolling, oldest first; the last one ends now). */
  perHour: { start: string; count: number }[];
  lastHour: number;
  /** The median of the 23 hours before the last one. */
  medianHour: number;
  surge: boolean;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The hand-out rate of the last 24 hours from the claim times (ISO strings) of that period. */
export function handOutRate(claimedAt: readonly string[], now = new Date()): HandOutRate {
  const end = now.getTime();
  const counts = Array.from({ length: 24 }, () => 0);
  for (const stamp of claimedAt) {
    const age = end - Date.parse(stamp);
    if (!(age >= 0 && age < 24 * HOUR)) continue;
    counts[23 - Math.floor(age / HOUR)] += 1;
  }
  const lastHour = counts[23];
  const medianHour = median(counts.slice(0, 23));
  return {
    perHour: counts.map((count, index) => ({ start: new Date(end - (24 - index) * HOUR).toISOString(), count })),
    lastHour,
    medianHour,
    surge: lastHour > SURGE_FLOOR && lastHour > SURGE_FACTOR * medianHour,
  };
}

const surging = new Set<string>();

/** Logs one warning line when a campaign's surge begins (not again until the rate has fallen back); returns the rate. */
export function watchSurge(campaign: string, rate: HandOutRate): HandOutRate {
  if (rate.surge && !surging.has(campaign)) {
    surging.add(campaign);
    log.warn(`ALERT hand-out surge in campaign ${campaign}: ${rate.lastHour} codes in the last hour, median ${rate.medianHour} an hour over the day before`, { event: "redemption_surge", alert: true, campaign, lastHour: rate.lastHour, medianHour: rate.medianHour });
  } else if (!rate.surge) {
    surging.delete(campaign);
  }
  return rate;
}
