// A local OpenID Connect provider for the console's sign-in tests: discovery, its signing key (JWKS), and a token
// endpoint that hands out an RS256 id token with the claims the test chose for the next code.
import { createSign, generateKeyPairSync, randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeIdentity {
  email: string;
  emailVerified: boolean;
  sub?: string;
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString("base64url");

export class FakeOidcProvider {
  readonly clientId = "quillio-console";
  readonly clientSecret = "console-secret";
  issuer = "";
  /** Codes handed to the browser, with whom they sign in and the nonce the authorization request carried. */
  private readonly codes = new Map<string, { identity: FakeIdentity; nonce: string | null }>();
  private readonly keys = generateKeyPairSync("rsa", { modulusLength: 2048 });
  /** When true, id tokens are signed with another key than the one published (a forged answer). */
  forgeTokens = false;
  private readonly forgerKeys = generateKeyPairSync("rsa", { modulusLength: 2048 });
  private readonly kid = randomUUID();
  private server: Server | null = null;

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk) => (body += chunk));
      request.on("end", () => {
        const url = new URL(request.url ?? "/", this.issuer || "http://127.0.0.1");
        const reply = (status: number, answer: unknown) => {
          response.writeHead(status, { "content-type": "application/json" });
          response.end(JSON.stringify(answer));
        };
        if (url.pathname === "/.well-known/openid-configuration") {
          return reply(200, {
            issuer: this.issuer,
            authorization_endpoint: `${this.issuer}/authorize`,
            token_endpoint: `${this.issuer}/token`,
            jwks_uri: `${this.issuer}/jwks`,
            response_types_supported: ["code"],
            subject_types_supported: ["public"],
            id_token_signing_alg_values_supported: ["RS256"],
          });
        }
        if (url.pathname === "/jwks") return reply(200, { keys: [{ ...this.keys.publicKey.export({ format: "jwk" }), kid: this.kid, alg: "RS256", use: "sig" }] });
        if (url.pathname === "/token" && request.method === "POST") {
          const code = new URLSearchParams(body).get("code") ?? "";
          const grant = this.codes.get(code);
          this.codes.delete(code);
          if (!grant) return reply(400, { error: "invalid_grant" });
          return reply(200, { access_token: randomUUID(), token_type: "Bearer", expires_in: 3600, id_token: this.idToken(grant.identity, grant.nonce) });
        }
        return reply(404, { error: "not_found" });
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.issuer = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.issuer;
  }

  /** What the provider's login page would do: a code for `identity`, for the authorization request at `authorizeUrl`. */
  authorize(authorizeUrl: string, identity: FakeIdentity): { code: string; state: string } {
    const url = new URL(authorizeUrl);
    const code = randomUUID();
    this.codes.set(code, { identity, nonce: url.searchParams.get("nonce") });
    return { code, state: url.searchParams.get("state") ?? "" };
  }

  private idToken(identity: FakeIdentity, nonce: string | null): string {
    const now = Math.floor(Date.now() / 1000);
    const header = base64url(JSON.stringify({ alg: "RS256", typ: "JWT", kid: this.kid }));
    const claims = {
      iss: this.issuer,
      aud: this.clientId,
      sub: identity.sub ?? identity.email,
      email: identity.email,
      email_verified: identity.emailVerified,
      name: identity.email.split("@")[0],
      iat: now,
      exp: now + 300,
      ...(nonce ? { nonce } : {}),
    };
    const payload = base64url(JSON.stringify(claims));
    const key = this.forgeTokens ? this.forgerKeys.privateKey : this.keys.privateKey;
    const signature = createSign("RSA-SHA256").update(`${header}.${payload}`).sign(key);
    return `${header}.${payload}.${base64url(signature)}`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}
