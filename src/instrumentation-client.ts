import { z } from "zod";

// Before any app code in the browser: zod's JIT probes `new Function`, which the CSP (no 'unsafe-eval') reports as a violation.
z.config({ jitless: true });
