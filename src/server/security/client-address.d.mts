export const CLIENT_ADDRESS_HEADER: string;
export function clientAddress(input: {
  headers: Record<string, string | string[] | undefined>;
  socketAddress: string | undefined;
  env?: Record<string, string | undefined>;
}): string;

/** Set by the proxy on a page: the request inputs its answer depends on besides the URL (read by the front's cache, never sent). */
export declare const FRONT_VARY_HEADER: "x-front-vary";
export declare const PUBLIC_ORIGIN_HEADER: "x-public-origin";
export declare function publicOrigin(input: {
  headers: Record<string, string | string[] | undefined>;
  encrypted?: boolean;
  env?: Record<string, string | undefined>;
}): string | null;
