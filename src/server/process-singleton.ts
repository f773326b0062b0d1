/**
 * One value per server process. Next bundles `instrumentation.ts` and the route handlers
 * separately, so a module-level variable may exist twice; the database (and its SQLite write
 * queue), the outbox worker and the rate limiter must not.
 */
export function processSingleton<T>(key: string): { get(): T | undefined; set(value: T | undefined): void } {
  const symbol = Symbol.for(`quillio.${key}`);
  const store = globalThis as unknown as Record<symbol, T | undefined>;
  return {
    get: () => store[symbol],
    set: (value) => {
      store[symbol] = value;
    },
  };
}
