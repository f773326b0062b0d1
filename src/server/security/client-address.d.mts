export const CLIENT_ADDRESS_HEADER: string;
export function clientAddress(input: {
  headers: Record<string, string | string[] | undefined>;
  socketAddress: string | undefined;
  env?: Record<string, string | undefined>;
}): string;

export declare const PUBLIC_ORIGIN_HEADER: "x-public-origin";
export declare function publicOrigin(input: {
  headers: Record<string, string | string[] | undefined>;
  encrypted?: boolean;
  env?: Record<string, string | undefined>;
}): string | null;
