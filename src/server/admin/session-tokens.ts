// Console session tokens are kept hashed: `admin_session.token` holds the SHA-256 of the cookie's token, so a copy of
// the table (a backup, a read-only leak) holds nothing that signs in. better-auth has no option for it; this plugin
// wraps the database adapter it hands its internals (a plugin's `init` may replace the context's adapter, and the
// library builds its internal adapter on the replaced one), hashing every session token on the way in and giving the
// caller back the token it gave.
import { createHash } from "node:crypto";
import type { BetterAuthPlugin } from "better-auth";
import type { DBAdapter, Where } from "better-auth/adapters";

/** What `admin_session.token` holds for a session whose cookie carries `token`: SHA-256, base64url. */
export const sessionTokenHash = (token: string) => createHash("sha256").update(token).digest("base64url");

type Adapter = Omit<DBAdapter, "transaction"> & Partial<Pick<DBAdapter, "transaction">>;
type Row = Record<string, unknown> | null;

const SESSION_MODEL = "session";
const TOKEN_FIELD = "token";

/** The where clauses with every session token hashed, and the plain token of each hash (to give back to the caller). */
function hashedWhere(where: Where[] | undefined): { where: Where[] | undefined; plain: Map<string, string> } {
  const plain = new Map<string, string>();
  const hash = (value: unknown) => {
    if (typeof value !== "string") return value;
    const hashed = sessionTokenHash(value);
    plain.set(hashed, value);
    return hashed;
  };
  const hashed = where?.map((clause) =>
    clause.field === TOKEN_FIELD ? ({ ...clause, value: Array.isArray(clause.value) ? clause.value.map(hash) : hash(clause.value) } as Where) : clause,
  );
  return { where: hashed, plain };
}

/** A row as the caller knows it: its token back in plain when the caller gave it (else the hash, which signs nobody in). */
function givenBack<T>(row: T, plain: Map<string, string>): T {
  const token = (row as Row)?.[TOKEN_FIELD];
  return typeof token === "string" && plain.has(token) ? ({ ...(row as object), [TOKEN_FIELD]: plain.get(token) } as T) : row;
}

function hashedValues(values: Record<string, unknown>, plain: Map<string, string>): Record<string, unknown> {
  const token = values[TOKEN_FIELD];
  if (typeof token !== "string") return values;
  const hashed = sessionTokenHash(token);
  plain.set(hashed, token);
  return { ...values, [TOKEN_FIELD]: hashed };
}

/** `adapter` with the session model's tokens hashed at rest; every other model passes through untouched. */
export function withHashedSessionTokens<A extends Adapter>(adapter: A): A {
  const isSession = (model: string) => model === SESSION_MODEL;
  /** A method that finds one row by `where`: run with the tokens hashed, its row given back with the caller's token. */
  const oneRow = <K extends "findOne" | "consumeOne" | "incrementOne">(method: K) =>
    (async (data: { model: string; where: Where[] }) => {
      const call = adapter[method] as unknown as (data: object) => Promise<unknown>;
      if (!isSession(data.model)) return call(data);
      const { where, plain } = hashedWhere(data.where);
      return givenBack(await call({ ...data, where }), plain);
    }) as unknown as DBAdapter[K];
  const wrapped: Adapter = {
    ...adapter,
    create: (async (data: Parameters<DBAdapter["create"]>[0]) => {
      if (!isSession(data.model)) return adapter.create(data);
      const plain = new Map<string, string>();
      return givenBack(await adapter.create({ ...data, data: hashedValues(data.data, plain) }), plain);
    }) as DBAdapter["create"],
    findOne: oneRow("findOne"),
    findMany: (async (data: Parameters<DBAdapter["findMany"]>[0]) => {
      if (!isSession(data.model)) return adapter.findMany(data);
      const { where, plain } = hashedWhere(data.where);
      return (await adapter.findMany({ ...data, where })).map((row) => givenBack(row, plain));
    }) as DBAdapter["findMany"],
    count: async (data) => (isSession(data.model) ? adapter.count({ ...data, where: hashedWhere(data.where).where }) : adapter.count(data)),
    update: (async (data: Parameters<DBAdapter["update"]>[0]) => {
      if (!isSession(data.model)) return adapter.update(data);
      const { where, plain } = hashedWhere(data.where);
      return givenBack(await adapter.update({ ...data, where: where!, update: hashedValues(data.update, plain) }), plain);
    }) as DBAdapter["update"],
    updateMany: async (data) => {
      if (!isSession(data.model)) return adapter.updateMany(data);
      const { where, plain } = hashedWhere(data.where);
      return adapter.updateMany({ ...data, where: where!, update: hashedValues(data.update, plain) });
    },
    delete: (async (data: Parameters<DBAdapter["delete"]>[0]) =>
      adapter.delete(isSession(data.model) ? { ...data, where: hashedWhere(data.where).where! } : data)) as DBAdapter["delete"],
    deleteMany: async (data) => adapter.deleteMany(isSession(data.model) ? { ...data, where: hashedWhere(data.where).where! } : data),
    consumeOne: oneRow("consumeOne"),
    incrementOne: oneRow("incrementOne"),
  };
  // A transaction hands its callback another adapter: that one hashes too.
  if (adapter.transaction) {
    const transaction = adapter.transaction.bind(adapter);
    wrapped.transaction = ((callback: Parameters<DBAdapter["transaction"]>[0]) => transaction((trx) => callback(withHashedSessionTokens(trx)))) as DBAdapter["transaction"];
  }
  return wrapped as A;
}

/** The plugin that keeps the console's session tokens hashed (see above). */
export const hashedSessionTokens = () =>
  ({
    id: "quillio-hashed-session-tokens",
    init: (context) => ({ context: { adapter: withHashedSessionTokens(context.adapter) } }),
  }) satisfies BetterAuthPlugin;
