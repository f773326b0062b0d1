import type { IncomingMessage, ServerResponse } from "node:http";
import type { ResponseCache } from "./response-cache.mjs";
export function createFrontHandler(
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
  options?: { env?: Record<string, string | undefined>; log?: Pick<Console, "error">; cache?: ResponseCache | null },
): (req: IncomingMessage, res: ServerResponse) => void;
