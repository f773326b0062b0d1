export const CLIENT_ADDRESS_HEADER: string;
export function clientAddress(input: {
  headers: Record<string, string | string[] | undefined>;
  socketAddress: string | undefined;
  env?: Record<string, string | undefined>;
}): string;
