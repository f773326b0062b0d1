// A Node HTTP server as the site's own servers run one in tests: every request through the request hook
// (src/server/security/node-requests.mjs), then optionally the self-hosted front, then the handler.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createFrontHandler } from "@/server/front/front.mjs";
import type { ResponseCache } from "@/server/front/response-cache.mjs";
import { handleRequestStart } from "@/server/security/node-requests.mjs";
import { testSeal } from "./seal";

type Handle = (req: IncomingMessage, res: ServerResponse) => unknown;

export interface NodeTestServer {
  base: string;
  server: Server;
  close(): Promise<void>;
}

export async function serveThroughHook(
  handle: Handle,
  { env = {}, front = false, cache = null }: { env?: Record<string, string | undefined>; front?: boolean; cache?: ResponseCache | null } = {},
): Promise<NodeTestServer> {
  const seal = testSeal();
  const log = { error: () => undefined };
  const next = front ? createFrontHandler(handle, { env, log, cache }) : handle;
  const server = createServer((req, res) => {
    handleRequestStart(req, res, { seal, env, log, frontRunning: front });
    void next(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    server,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
