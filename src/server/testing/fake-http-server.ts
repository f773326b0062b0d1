import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A local stand-in for a vendor's HTTP API that can be stopped and started again on the same port (an outage). */
export abstract class FakeHttpServer {
  private server: Server | null = null;
  private port = 0;

  /** Starts (again, on the same port once started) and answers the base URL. */
  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk) => (body += chunk));
      request.on("end", () => this.receive(request, new URL(request.url ?? "/", "http://fake"), body, response));
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, "127.0.0.1", resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return `http://127.0.0.1:${this.port}`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }

  /** Answers one request, its body read. */
  protected abstract receive(request: IncomingMessage, url: URL, body: string, response: ServerResponse): void;
}
