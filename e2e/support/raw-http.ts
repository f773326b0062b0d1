import { request as httpRequest } from "node:http";
import { connect } from "node:net";

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** The e2e server's port (requests go to loopback only). */
export const e2ePort = Number(process.env.E2E_PORT || 3100);

/** One request with any method, path bytes, headers and body, as a client could send it (no URL normalization). */
export function rawRequest(
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: string | Buffer; timeoutMs?: number; port?: number; from?: string } = {},
): Promise<RawAnswer> {
  const port = options.port ?? e2ePort;
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: "127.0.0.1", port, method, path, headers: { host: `localhost:${port}`, ...options.headers }, localAddress: options.from, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", reject);
      },
    );
    req.setTimeout(options.timeoutMs ?? 30_000, () => req.destroy(new Error(`${method} ${path} timed out`)));
    req.on("error", reject);
    req.end(options.body);
  });
}

/** Sends `head` (and nothing else) on a socket; resolves with what came back and how long the server kept it open. */
export function rawSocket(head: string, waitMs: number): Promise<{ text: string; closedAfterMs: number | null }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect({ host: "127.0.0.1", port: e2ePort }, () => socket.write(head));
    let text = "";
    let closedAfterMs: number | null = null;
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ text, closedAfterMs });
    }, waitMs);
    socket.on("data", (chunk) => (text += chunk.toString("utf8")));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      closedAfterMs = Date.now() - started;
      clearTimeout(timer);
      resolve({ text, closedAfterMs });
    });
  });
}
