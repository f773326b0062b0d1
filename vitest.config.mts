import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./src", import.meta.url)),
      "server-only": fileURLToPath(new URL("./src/testing/server-only.ts", import.meta.url)),
      // What Next's bundler does for the app directory: next/dynamic is the lazy, server-rendering one there
      // (the package's entry is the pages router's, which renders nothing on the server).
      "next/dynamic": "next/dist/shared/lib/app-dynamic.js",
    },
  },
  test: {
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mts}"],
    environment: "node",
    // The machine has two cores; keep the pool small so unit tests leave room for others.
    maxWorkers: 2,
    // Worker threads, not child processes: each file still has its own module graph, set up for less (the suite under
    // the moved clock: 166 s against 191 s, 285 s of CPU against 347, 2026-11-29).
    pool: "threads",
    // Opening a test database runs every migration; on two loaded cores (once, in CI, beside the Netlify tools'
    // install, and locally beside anything else) that has taken over Vitest's 10 s.
    hookTimeout: 30_000,
  },
});
