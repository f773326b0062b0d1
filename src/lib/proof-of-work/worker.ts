// A Web Worker that solves ALTCHA challenges with the library's own solver and the browser's native PBKDF2.
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";
import { handler } from "altcha-lib/workers/shared";

handler({ deriveKey });
