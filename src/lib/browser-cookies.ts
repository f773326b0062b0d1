/** Reading and writing cookies in the browser (`document.cookie`), with safe defaults. */

export interface CookieOptions {
  /** Lifetime in seconds; omitted for a browser-session cookie. */
  maxAge?: number;
  sameSite?: "Lax" | "Strict";
}

/** Parses a `Cookie`-style string into a name → decoded value map; undecodable values are skipped. */
export function parseCookieString(cookieString: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of cookieString.split(";")) {
    const index = part.indexOf("=");
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    if (!name || cookies.has(name)) continue;
    try {
      cookies.set(name, decodeURIComponent(part.slice(index + 1).trim()));
    } catch {
      // A value that is not valid percent-encoding is treated as absent.
    }
  }
  return cookies;
}

export function readCookie(name: string): string | null {
  if (typeof document === "undefined") return null;
  return parseCookieString(document.cookie).get(name) ?? null;
}

export function serializeCookie(name: string, value: string, options: CookieOptions & { secure: boolean }): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, "Path=/", `SameSite=${options.sameSite ?? "Lax"}`];
  if (options.maxAge !== undefined) parts.push(`Max-Age=${options.maxAge}`);
  if (options.secure) parts.push("Secure");
  return parts.join("; ");
}

export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  document.cookie = serializeCookie(name, value, { ...options, secure: location.protocol === "https:" });
}

export function deleteCookie(name: string): void {
  writeCookie(name, "", { maxAge: 0 });
}
