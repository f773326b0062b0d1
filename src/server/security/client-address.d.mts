export { CLIENT_ADDRESS_HEADER, FRONT_VARY_HEADER, PUBLIC_ORIGIN_HEADER } from "./request-headers.mjs";
type Headers = Record<string, string | string[] | undefined>;
export function normalizeAddress(address: unknown): string | null;
export function trustedHops(env?: Record<string, string | undefined>): number;
export function clientAddress(input: { headers: Headers; socketAddress: string | undefined; env?: Record<string, string | undefined> }): string;
export function connectionIsHttps(input: { headers: Headers; encrypted?: boolean; env?: Record<string, string | undefined> }): boolean;
export function siteOrigin(env?: Record<string, string | undefined>): string | null;
export function publicOrigin(input: { headers: Headers; encrypted?: boolean; env?: Record<string, string | undefined> }): string | null;
