// Loaded into a test server with `node --import` (e2e/operations.spec.ts): a fault a real server can meet while it
// renders a page (the site's own code fails to serialize a value), injected for one path only (RENDER_FAULT_PATH),
// and only in the site's compiled code (the build's server chunks: not Next's router, not the logger), so the test
// provokes a 500 through Next's error handling and reads how it is reported. Nothing of the site's code is changed.
const path = process.env.RENDER_FAULT_PATH;
const stringify = JSON.stringify;
/** Whether the caller of JSON.stringify is the site's compiled code, rendering the faulty path. */
function faulty() {
  if (!path || globalThis[Symbol.for("quillio.request-context")]?.getStore()?.route !== path) return false;
  const caller = (new Error().stack ?? "").split("\n")[3] ?? "";
  return /[\\/]server[\\/]chunks[\\/]ssr[\\/]/.test(caller);
}
JSON.stringify = function (...args) {
  if (faulty()) throw new TypeError(`injected fault: serialization failed while rendering ${path}`);
  return stringify.apply(this, args);
};
