import type { IncomingMessage, ServerResponse } from "node:http";
import type { ResponseCache } from "./response-cache.mjs";
export const ALLOWED_METHODS: string[];
export const MAX_REQUEST_BYTES: number;
export interface EarlyAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}
export function screenRequest(request: { method?: string; url?: string; headers: Record<string, string | string[] | undefined> }): EarlyAnswer | null;
export function createFrontHandler(
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
  options?: { env?: Record<string, string | undefined>; log?: Pick<Console, "error">; cache?: ResponseCache | null },
): (req: IncomingMessage, res: ServerResponse) => void;
