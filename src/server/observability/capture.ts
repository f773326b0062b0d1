import { logBackendSlot, type LogFields, type LogLevel } from "@/lib/log";

export interface LogRecord extends LogFields {
  level: LogLevel;
  component: string;
  message: string;
}

/**
 * Tests: what the app's modules log (src/lib/log.ts) is recorded, structured, until `restore()`, instead of going to
 * the server's logger or the console.
 */
export function captureLogs(): { records: LogRecord[]; restore(): void } {
  const previous = logBackendSlot.get();
  const records: LogRecord[] = [];
  logBackendSlot.set((level, component, message, fields) => records.push({ ...fields, level, component, message }));
  return {
    records,
    restore: () => {
      logBackendSlot.set(previous);
    },
  };
}

/**
 * Tests: the JSON lines the server's logger writes (the access lines of the request hook, the app's events), parsed,
 * at `level` and above, until `restore()`.
 */
export async function captureLogLines(level = "debug"): Promise<{ lines: Record<string, unknown>[]; restore(): void }> {
  const { log, setLogDestination } = await import("./log.mjs");
  const previous = log.level;
  const lines: Record<string, unknown>[] = [];
  log.level = level;
  setLogDestination({ write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) });
  return {
    lines,
    restore: () => {
      setLogDestination(null);
      log.level = previous;
    },
  };
}
