import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * Content freshness across builds and without the webhook: a production build over a previous build's cache, and its
 * server (e2e/freshness).
 */
export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    include: ["e2e/freshness/*.test.ts"],
    environment: "node",
    fileParallelism: false,
    testTimeout: 15 * 60_000,
    hookTimeout: 15 * 60_000,
  },
});
