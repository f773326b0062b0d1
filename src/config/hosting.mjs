// Which host this code runs on: Netlify (its build, its functions, its edge functions) or a Node server of the site
// (`npm start`, a bare `next start`, the Docker image). The one place that asks; plain JavaScript so that the modules
// loaded outside Next (src/server/security/*.mjs, under scripts/start.mjs and Netlify's edge) ask it too.

/** Netlify's functions and edge functions run with a `Netlify` global; nothing else does. */
export function inNetlifyRuntime() {
  const netlify = globalThis.Netlify;
  return typeof netlify === "object" && netlify !== null;
}

/** Netlify's edge functions run on Deno (the proxy there, and instrumentation.ts): never a Node server's work. */
export function onDeno() {
  return typeof globalThis.Deno !== "undefined";
}

/** Netlify's server function: its runtime, on Node (Next runs the proxy there a second time). */
export function inNetlifyFunction() {
  return inNetlifyRuntime() && !onDeno();
}

/** On Netlify at all: its build sets NETLIFY=true, its functions run with the Netlify global. */
export function onNetlify(env = process.env) {
  return env.NETLIFY === "true" || inNetlifyRuntime();
}
