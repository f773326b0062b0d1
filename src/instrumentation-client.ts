import { config } from "zod/mini";

// Before any app code in the browser: zod's JIT probes `new Function`, which the CSP (no 'unsafe-eval') reports as a violation.
// zod/mini shares its core (and this setting) with the full zod that forms load later.
config({ jitless: true });
