/**
 * Spec 9: the site's JavaScript breakpoints (minimum widths in CSS pixels) and screen sizes, and the
 * `viewport` cookie that remembers the visitor's breakpoint (365 days, path /, SameSite Strict,
 * Secure on HTTPS; desktop when unknown).
 */
export const breakpoints = { narrowMobile: 0, mobile: 375, tablet: 830, desktop: 1200 } as const;
export type Breakpoint = keyof typeof breakpoints;
export const DEFAULT_BREAKPOINT: Breakpoint = "desktop";

/** Tailwind's screens as the stylesheet defines them (globals.css `--breakpoint-*`). */
export const screens = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, "2xl": 1536 } as const;

export const VIEWPORT_COOKIE = "viewport";
export const VIEWPORT_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

const ordered = (Object.entries(breakpoints) as [Breakpoint, number][]).sort((a, b) => b[1] - a[1]);

/** The breakpoint of a viewport width: the largest whose minimum it reaches. */
export function breakpointOf(width: number): Breakpoint {
  if (!Number.isFinite(width)) return DEFAULT_BREAKPOINT;
  return ordered.find(([, min]) => width >= min)?.[0] ?? "narrowMobile";
}

/** A cookie value as a breakpoint: anything else (tampered, old) is the default. */
export function parseBreakpoint(value: string | null | undefined): Breakpoint {
  return value && Object.hasOwn(breakpoints, value) ? (value as Breakpoint) : DEFAULT_BREAKPOINT;
}
