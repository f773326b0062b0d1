import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signingSecret, signToken, verifyToken } from "./signed-tokens";

const secret = "s".repeat(40);

describe("signed tokens", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("names its subject until it expires", () => {
    const token = signToken(secret, "dashboard", "acme", 2_000);
    expect(verifyToken(secret, "dashboard", token, 1_000)).toEqual({ subject: "acme", expiresAt: 2_000 });
    expect(verifyToken(secret, "dashboard", token, 2_000)).toBeNull();
  });

  it("refuses another purpose, another key, an altered body or signature, and garbage", () => {
    const token = signToken(secret, "dashboard", "acme", 2_000);
    expect(verifyToken(secret, "download", token, 1_000)).toBeNull();
    expect(verifyToken("t".repeat(40), "dashboard", token, 1_000)).toBeNull();
    const [body, signature] = token.split(".");
    const forged = Buffer.from(JSON.stringify({ p: "dashboard", s: "other", x: 2_000 })).toString("base64url");
    expect(verifyToken(secret, "dashboard", `${forged}.${signature}`, 1_000)).toBeNull();
    expect(verifyToken(secret, "dashboard", `${body}.${signature.slice(1)}x`, 1_000)).toBeNull();
    for (const bad of [undefined, 42, "", ".", "a.b.c", `${body}.`, "x".repeat(5000)]) expect(verifyToken(secret, "dashboard", bad, 1_000)).toBeNull();
  });

  it("uses the configured secret, or generates one private file per name", () => {
    vi.stubEnv("TEST_SIGNING_SECRET", "short");
    expect(() => signingSecret({ variable: "TEST_SIGNING_SECRET", file: "x" })).toThrow(/32 characters/);
    vi.stubEnv("TEST_SIGNING_SECRET", secret);
    expect(signingSecret({ variable: "TEST_SIGNING_SECRET", file: "x" })).toBe(secret);
    const dir = mkdtempSync(path.join(tmpdir(), "secrets-"));
    try {
      vi.stubEnv("TEST_SIGNING_SECRET", "");
      vi.stubEnv("DATA_DIR", dir);
      const generated = signingSecret({ variable: "TEST_SIGNING_SECRET", file: "test-secret" });
      expect(generated).toMatch(/^[\w-]{43}$/);
      expect(signingSecret({ variable: "TEST_SIGNING_SECRET", file: "test-secret" })).toBe(generated);
      expect(statSync(path.join(dir, "test-secret")).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
