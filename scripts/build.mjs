#!/usr/bin/env node
// The site's production build (`npm run build`, `npm start` without a build, the Docker image, Netlify, the browser
// tests): the type check `next build` would run, then `next build` in two processes, compile then generate. In one
// process the compiler's memory stays held while the pages are pre-rendered beside it: with 20,000 articles the
// build peaked at 4.4 GB, in two at 3.6 GB
// (`npm run bench:scale -- --articles 20000`, CHANGELOG.md). Both processes name the same build: BUILD_TIME, which
// next.config.ts derives the build's id and time from, is fixed here once.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const next = path.join(root, "node_modules", "next", "dist", "bin", "next");

/** Builds the site into NEXT_DIST_DIR (default .next); the exit status of the first step that failed, else 0. */
export function buildSite(env = process.env) {
  // A BUILD_TIME that is not a time (an ISO date from some CI) would leave each process its own: replaced.
  const buildEnv = { ...env, BUILD_TIME: Number(env.BUILD_TIME) > 0 ? env.BUILD_TIME : String(Date.now()) };
  const steps = [
    // `next build` type-checks, its two modes do not: the same check first, unless the caller has just run it
    // (BUILD_SKIP_TYPECHECK=1: CI's static checks before the browser tests' build).
    ...(env.BUILD_SKIP_TYPECHECK === "1" ? [] : [[next, "typegen"], [path.join(root, "node_modules", "typescript", "bin", "tsc"), "--noEmit", "-p", root]]),
    [next, "build", "--experimental-build-mode=compile"],
    [next, "build", "--experimental-build-mode=generate"],
  ];
  for (const args of steps) {
    const step = spawnSync(process.execPath, args, { cwd: root, env: buildEnv, stdio: "inherit" });
    if (step.status !== 0) return step.status ?? 1;
  }
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exit(buildSite());
