import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/** Several production instances against Redis and PostgreSQL (scripts/ci-instances.sh). */
export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    include: ["e2e/instances/*.test.ts"],
    environment: "node",
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
});
