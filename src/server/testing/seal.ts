// Requests as this process's own Node server hands them to the app: sealed (src/server/security/node-requests.mjs),
// so the client address beside the seal is the server's word.
import { processSingleton } from "@/lib/process-singleton";
import { CLIENT_ADDRESS_HEADER, REQUEST_SEAL_HEADER, REQUEST_SEAL_KEY } from "@/server/security/request-headers.mjs";

/** This process's seal, as installRequestHook would set it (the app trusts sealed requests only). */
export function testSeal(): string {
  const seal = processSingleton<unknown>(REQUEST_SEAL_KEY);
  if (typeof seal.get() !== "string") seal.set("test-seal");
  return seal.get() as string;
}

/** The headers the server sets for a client at `address`. */
export function clientHeaders(address: string): Record<string, string> {
  return { [CLIENT_ADDRESS_HEADER]: address, [REQUEST_SEAL_HEADER]: testSeal() };
}
