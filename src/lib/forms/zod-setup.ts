import { config } from "zod/v4/core";

// zod's JIT probes `new Function`, which the site's CSP (no 'unsafe-eval') reports as a violation in the browser.
// Every module that builds form schemas imports this first, so it runs before any schema exists; zod loads
// with the form code only, never with a page.
config({ jitless: true });
