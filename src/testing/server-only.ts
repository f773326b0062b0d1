// Vitest stand-in for the `server-only` marker package (its real entry throws outside React Server Components).
export {};
