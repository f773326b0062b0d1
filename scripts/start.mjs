#!/usr/bin/env node
// `npm start`: builds the site when there is no build or the sources changed since, then serves it.
import { spawnSync, spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const distDir = process.env.NEXT_DIST_DIR || ".next";
const port = process.env.PORT || "3000";
const buildId = join(root, distDir, "BUILD_ID");
const sources = ["src", "content", "messages", "customtypes", "public", "next.config.ts", "package-lock.json"];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function needsBuild() {
  if (process.env.SKIP_BUILD === "1") return false;
  if (!existsSync(buildId)) return true;
  const built = statSync(buildId).mtimeMs;
  return sources.some((source) => newestMtime(join(root, source)) > built);
}

const next = join(root, "node_modules", "next", "dist", "bin", "next");
if (needsBuild()) {
  console.log(`Building the site into ${distDir} ...`);
  const build = spawnSync(process.execPath, [next, "build"], { stdio: "inherit", cwd: root, env: process.env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
console.log(`Serving http://localhost:${port}`);
const server = spawn(process.execPath, [next, "start", "-p", port], { stdio: "inherit", cwd: root, env: process.env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
