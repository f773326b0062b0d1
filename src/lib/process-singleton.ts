/**
 * One value per server process. Next bundles `instrumentation.ts` and the route handlers
 * separately, so a module-level variable may exist twice; the database (and its SQLite write
 * queue), the outbox worker and the rate limiter must not. Every process-global of the TypeScript code goes through
 * here: `key` names `Symbol.for("quillio.<key>")`, or is the symbol a plain .mjs module exports (those are loaded
 * outside Next too, by scripts/start.mjs and Netlify's edge, where this module is not, so they keep their own keys).
 */
export function processSingleton<T>(key: string | symbol): { get(): T | undefined; set(value: T | undefined): void } {
  const symbol = typeof key === "symbol" ? key : Symbol.for(`quillio.${key}`);
  const store = globalThis as unknown as Record<symbol, T | undefined>;
  return {
    get: () => store[symbol],
    set: (value) => {
      store[symbol] = value;
    },
  };
}
