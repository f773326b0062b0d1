import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const lifecycleModule = fileURLToPath(new URL("./lifecycle.mjs", import.meta.url));

/** Runs `body` in a process of its own that has armed `forceExitAfter(ms)`; resolves with how it ended and the watchdog's pid. */
async function runArmed(ms: number, body: string): Promise<{ code: number | null; signal: NodeJS.Signals | null; watchdog: number; stderr: string }> {
  const script = `
    const { forceExitAfter } = await import(${JSON.stringify(lifecycleModule)});
    process.stdout.write(String(forceExitAfter(${ms})));
    ${body}
  `;
  const child = spawn(process.execPath, ["--input-type=module", "-e", script], { stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk));
  const { code, signal } = await new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("close", (code, signal) => resolve({ code, signal })),
  );
  return { code, signal, watchdog: Number(stdout), stderr };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe("the forced exit", () => {
  it("kills a process whose main thread never comes back (a synchronous call that blocks for ever)", async () => {
    const started = Date.now();
    const ended = await runArmed(300, "Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);");
    expect(ended.signal).toBe("SIGKILL");
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(ended.stderr).toContain("the exit did not complete within 300 ms");
  }, 15_000);

  it("leaves with a process that exits by itself, and is not what keeps it alive", async () => {
    // Nothing keeps this process alive but the watchdog, if it did.
    const ended = await runArmed(10_000, "");
    expect(ended).toMatchObject({ code: 0, signal: null });
    await expect.poll(() => isRunning(ended.watchdog), { timeout: 2_000 }).toBe(false);
  }, 15_000);
});
