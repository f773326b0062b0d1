import { afterEach, describe, expect, it } from "vitest";
import { logger } from "@/lib/log";
import { reportError } from "@/lib/errors";
import { captureLogLines } from "./capture";
import { captureConsole, logLevel, withRequestContext } from "./log.mjs";

let capture: Awaited<ReturnType<typeof captureLogLines>> | undefined;
afterEach(() => capture?.restore());

describe("the server's logger", () => {
  it("writes one JSON line per event: time, level, component, message and the fields given", async () => {
    capture = await captureLogLines();
    logger("outbox").warn("marketo.lead delivery failed", { outboxId: "o-1", attempts: 2 });
    expect(capture.lines).toEqual([
      { level: "warn", time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/), pid: process.pid, component: "outbox", msg: "marketo.lead delivery failed", outboxId: "o-1", attempts: 2 },
    ]);
  });

  it("puts the request's id and route on every line logged while it is handled, however deep", async () => {
    capture = await captureLogLines();
    await withRequestContext({ requestId: "req-42", method: "POST", route: "/api/forms/submit" }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      logger("api").error("/api/forms/submit failed", { err: new Error("database is locked") });
    });
    logger("outbox").info("outside any request");
    expect(capture.lines[0]).toMatchObject({ level: "error", requestId: "req-42", route: "/api/forms/submit", err: { type: "Error", message: "database is locked", stack: expect.any(String) } });
    expect(capture.lines[1]).not.toHaveProperty("requestId");
  });

  it("logs a catalogued error with its code, which an alerting rule can match", async () => {
    capture = await captureLogLines();
    reportError({ code: "MARKETO_SUBMIT_FAILED", message: "marketo answered 401", context: { outboxId: "o-7" } });
    expect(capture.lines).toEqual([expect.objectContaining({ level: "error", component: "errors", code: "MARKETO_SUBMIT_FAILED", outboxId: "o-7", msg: "[MARKETO_SUBMIT_FAILED] marketo answered 401" })]);
  });

  it("routes console lines (Next's own, a dependency's) into JSON, an Error as the line's err", async () => {
    capture = await captureLogLines();
    const original = { ...console };
    try {
      captureConsole();
      console.warn("⚠ %s is deprecated", "images.domains");
      console.error("render failed", new TypeError("x is undefined"));
    } finally {
      Object.assign(console, original);
      delete (globalThis as Record<symbol, unknown>)[Symbol.for("quillio.console-captured")];
    }
    expect(capture.lines).toEqual([
      expect.objectContaining({ level: "warn", component: "console", msg: "⚠ images.domains is deprecated" }),
      expect.objectContaining({ level: "error", component: "console", msg: "render failed", err: expect.objectContaining({ type: "TypeError", message: "x is undefined" }) }),
    ]);
  });

  it("takes its level from LOG_LEVEL, info by default, silent under the unit tests", () => {
    expect(logLevel({ LOG_LEVEL: "debug" })).toBe("debug");
    expect(logLevel({})).toBe("info");
    expect(logLevel({ LOG_LEVEL: "loud" })).toBe("info");
    expect(logLevel({ VITEST: "true" })).toBe("silent");
  });
});

describe("a log output that goes away", () => {
  it("drops lines instead of failing: a server whose log reader died still logs nothing that throws, and SIGTERM ends it", async () => {
    const { spawn } = await import("node:child_process");
    const { fileURLToPath } = await import("node:url");
    const logModule = fileURLToPath(new URL("./log.mjs", import.meta.url));
    // A server-like process: a line every millisecond, and on SIGTERM a last line, a flush and exit 0 (as scripts/start.mjs).
    const script = `
      const { log, flushLogs } = await import(${JSON.stringify(logModule)});
      setInterval(() => log.info({ n: Date.now() }, "tick"), 1);
      process.on("uncaughtException", (error) => { process.stderr.write("uncaught " + error.message + "\\n"); });
      process.on("SIGTERM", () => { log.info("stopping"); flushLogs(); process.exit(0); });
      process.stderr.write("ready\\n");
    `;
    const child = spawn(process.execPath, ["--input-type=module", "-e", script], { env: { ...process.env, VITEST: "", LOG_LEVEL: "info", NODE_ENV: "production" }, stdio: ["ignore", "pipe", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk));
    // The reader takes a few lines, then goes away (a log shipper that crashed).
    await new Promise<void>((resolve) => child.stdout.once("data", () => resolve()));
    child.stdout.destroy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    child.kill("SIGTERM");
    const code = await Promise.race([exited, new Promise<string>((resolve) => setTimeout(() => resolve("still running"), 5_000))]);
    if (code === "still running") child.kill("SIGKILL");
    expect(code).toBe(0);
    expect(stderr).toContain("log lines are dropped from now on");
    expect(stderr).not.toContain("uncaught");
  }, 15_000);
});
