import { inNetlifyRuntime } from "./config/hosting.mjs";
import { logger } from "./lib/log";

/**
 * The Node.js part of start-up (see instrumentation.ts):
 * - the request hook is installed (identity, security headers, CSP, screening), whatever started the server;
 * - the environment is checked first: a bad variable stops the server with its name, not a later request;
 * - the route index is listed (the webhook finds moved pages by comparing with it), and the paths of pages no
 *   publication has shown yet are remembered in the database (never overwriting one: this listing may
 *   already show a change whose webhook has not arrived);
 * - with REDIS_URL, listens (in the background) for other instances' content changes, which drop this
 *   process's tables;
 *   the shared cache starts empty for each build and fills as pages are first requested (the cache handler
 *   library's start-up copy of the build writes keys Next 16.4 no longer reads, so it is not used);
 * - the outbox worker forwards stored submissions, including those a previous process stored but never forwarded.
 */
export async function startNodeServer(): Promise<void> {
  // The structured logger first: every line from here on is JSON with the request's id (in production, Next's own
  // console lines too; `next dev` keeps its readable output).
  const { captureConsole, flushLogs, log } = await import("./server/observability/log.mjs");
  if (process.env.NODE_ENV === "production") captureConsole();
  // Before anything else: every request this process's HTTP server receives gets the client's identity, the
  // security headers and page policy, and the screening (src/server/security/node-requests.mjs).
  const { installRequestHook } = await import("./server/security/node-requests.mjs");
  installRequestHook();
  try {
    const { readEnvironment } = await import("./config/env");
    readEnvironment();
  } catch (error) {
    // Next would log this and go on serving (every request a 500); a misconfigured server must not take traffic.
    log.fatal({ err: error }, error instanceof Error ? error.message : String(error));
    flushLogs();
    process.exit(1);
  }
  // The proxy asks this process's own tables for redirects and documents (no HTTP round trip).
  const [{ registerPathLookup }, { lookupPath }] = await Promise.all([import("./routing/proxy-lookups"), import("./content/path-lookup")]);
  registerPathLookup(lookupPath);
  // And checks console sessions here too.
  const [{ registerConsoleCheck }, { checkConsoleCookie }] = await Promise.all([import("./routing/console-routing"), import("./server/admin/session")]);
  registerConsoleCheck((cookie) => checkConsoleCookie(cookie));
  // The route index is listed now: a publication's webhook compares the documents with it to find moved pages.
  void import("./content/exists").then(async ({ currentRouteIndex }) => rememberPagesNotSeen(await currentRouteIndex()));
  if (process.env.REDIS_URL) {
    const [{ listenForContentChanges }, { forgetContentTables }] = await Promise.all([import("./server/content-channel"), import("./content/publication")]);
    const { purgeResponseCache } = await import("./server/response-cache");
    listenForContentChanges(async () => {
      await forgetContentTables();
      // Then the front's copies of pages, which the next requests get from the shared cache again.
      purgeResponseCache();
    });
  }
  // On Netlify no process outlives its requests: submissions are forwarded right after their answer and by the
  // scheduled function (netlify/functions/outbox-forward.mts), not by a timer in a function instance.
  if (inNetlifyRuntime()) {
    const [{ after }, { setOutboxDeferral }] = await Promise.all([import("next/server"), import("./server/outbox/worker")]);
    setOutboxDeferral((task) => after(task));
    return;
  }
  const { onShutdown } = await import("./server/lifecycle.mjs");
  // The database closes last, once the requests in flight are answered (SQLite folds its write-ahead log back in).
  onShutdown("database", async () => (await import("./server/db")).closeDb(), { phase: "exit" });
  if (process.env.OUTBOX_WORKER === "off") return;
  const { startOutboxWorker, stopOutboxWorker } = await import("./server/outbox/worker");
  startOutboxWorker();
  // On shutdown the worker takes nothing new, finishes what it delivers, and releases what is still running.
  onShutdown("outbox", ({ deadline }) => stopOutboxWorker({ deadline }));
}

async function rememberPagesNotSeen(index: import("./content/exists").RouteIndex | null): Promise<void> {
  if (!index) return;
  try {
    const [{ getDb }, { rememberDocumentPaths }] = await Promise.all([import("./server/db"), import("./server/moved-pages")]);
    const paths = [...index.documents.values()].map((document) => ({ documentId: document.id, path: document.path }));
    await rememberDocumentPaths(await getDb(), paths, { replace: false });
  } catch (error) {
    logger("start").warn("the pages' paths could not be remembered; moved pages are found from the route index only", { err: error });
  }
}
