// What `@libsql/client` resolves to in a build for Netlify (next.config.ts): its server function stores in PostgreSQL
// (DATABASE_URL) and ships without SQLite's driver and native code. Loading it fails as a missing package would.
export {};
throw new Error("This build has no SQLite driver (@libsql/client): it was made for Netlify, which stores in PostgreSQL.");
