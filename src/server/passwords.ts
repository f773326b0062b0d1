import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { z } from "zod";

// 32 MiB and ~100 ms a hash on this class of host: 50 parallel sign-ups fit in memory. OWASP asks
// for N=2^17 (or 2^15 with p=3); each hash records its parameters, so raising them later is safe.
const PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize("NFKC"), salt, KEY_LENGTH, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** Too many sign-ups are being hashed already: answer 503 with Retry-After rather than starve every page. */
export class PasswordHashingBusy extends Error {
  readonly retryAfterSeconds = 5;
  constructor() {
    super("Too many passwords are being hashed right now");
  }
}

export const passwordEnv = z.object({
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).default(2),
  PASSWORD_HASH_QUEUE: z.coerce.number().int().min(0).default(32),
});

/**
 * At most PASSWORD_HASH_CONCURRENCY hashes run at once (each takes ~100 ms of a core and 32 MiB) and at
 * most PASSWORD_HASH_QUEUE wait; beyond that a sign-up is refused at once, so a burst of sign-ups (or an
 * attack) costs a bounded share of the machine and pages keep being served.
 */
const pool = { running: 0, waiting: [] as (() => void)[] };

async function withHashingSlot<T>(work: () => Promise<T>): Promise<T> {
  const limits = passwordEnv.parse(process.env);
  if (pool.running >= limits.PASSWORD_HASH_CONCURRENCY) {
    if (pool.waiting.length >= limits.PASSWORD_HASH_QUEUE) throw new PasswordHashingBusy();
    await new Promise<void>((resolve) => pool.waiting.push(resolve));
  } else {
    pool.running += 1;
  }
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, or is freed.
    const next = pool.waiting.shift();
    if (next) next();
    else pool.running -= 1;
  }
}

/** `scrypt$N$r$p$salt$hash` (base64url): everything needed to verify, never the password. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await withHashingSlot(() => scrypt(password, salt, PARAMS));
  return ["scrypt", PARAMS.N, PARAMS.r, PARAMS.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const key = await scrypt(password, Buffer.from(salt, "base64url"), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
