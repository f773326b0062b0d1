const BOT_PATTERN = /bot|crawl|spider|slurp|facebookexternalhit|embedly|bingpreview|chrome-lighthouse/i;

/** Whether a user agent is a crawler or an automated client. */
export function isBot(userAgent: string | null | undefined): boolean {
  return !!userAgent && BOT_PATTERN.test(userAgent);
}
