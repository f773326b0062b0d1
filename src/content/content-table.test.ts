import { afterEach, describe, expect, it, vi } from "vitest";
import { contentTable } from "./content-table";

let names = 0;
afterEach(() => vi.restoreAllMocks());

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe("content tables", () => {
  it("loads once and answers from memory until stale", async () => {
    const load = vi.fn(async () => "v1");
    const table = contentTable({ name: `t${names++}`, load, ttlMs: 1_000, fallback: "none" });
    expect(await table.get(0)).toBe("v1");
    expect(await table.get(999)).toBe("v1");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("is ready once the first table arrives, and stays ready while a stale one is replaced", async () => {
    const first = deferred<string>();
    const load = vi.fn().mockReturnValueOnce(first.promise).mockReturnValueOnce(new Promise(() => {}));
    const table = contentTable({ name: `t${names++}`, load, ttlMs: 1_000, fallback: "none" });
    expect(table.ready()).toBe(false);
    const value = table.get(0);
    expect(table.ready()).toBe(false);
    first.resolve("v1");
    expect(await value).toBe("v1");
    expect(table.ready()).toBe(true);
    expect(await table.get(2_000)).toBe("v1");
    expect(table.ready()).toBe(true);
    table.clear();
    expect(table.ready()).toBe(false);
  });

  it("a stale table keeps answering while the next one loads, then the new one answers", async () => {
    const next = deferred<string>();
    const load = vi.fn().mockResolvedValueOnce("v1").mockReturnValueOnce(next.promise);
    const table = contentTable({ name: `t${names++}`, load, ttlMs: 1_000, fallback: "none" });
    expect(await table.get(0)).toBe("v1");
    expect(await table.get(1_000)).toBe("v1");
    expect(await table.get(1_001)).toBe("v1");
    expect(load).toHaveBeenCalledTimes(2);
    next.resolve("v2");
    await next.promise;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await table.get(1_002)).toBe("v2");
  });

  it("a failed refresh keeps the previous table; a failed first load gives the fallback and is tried again soon", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const load = vi.fn().mockRejectedValueOnce(new Error("down")).mockResolvedValueOnce("v1").mockRejectedValueOnce(new Error("down again"));
    const table = contentTable({ name: `t${names++}`, load, ttlMs: 60_000, retryMs: 10, fallback: "none" });
    expect(await table.get()).toBe("none");
    await new Promise((resolve) => setTimeout(resolve, 20));
    await table.get(); // starts the retry
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await table.get()).toBe("v1");
    const before = Date.now();
    await table.get(before + 120_000); // stale: refresh fails
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Read at a time before the failed refresh's retry is due (a loaded machine may take longer than retryMs to get here).
    expect(await table.get(before)).toBe("v1");
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("clear (the webhook) makes the next use wait for fresh content", async () => {
    const load = vi.fn().mockResolvedValueOnce("v1").mockResolvedValueOnce("v2");
    const table = contentTable({ name: `t${names++}`, load, ttlMs: 60_000, fallback: "none" });
    expect(await table.get()).toBe("v1");
    table.clear();
    expect(await table.get()).toBe("v2");
  });
});
