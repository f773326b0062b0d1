import { describe, expect, it, vi } from "vitest";
import { CONTENT_VERSION_TTL_MS, createContentVersionSource } from "./content-version";

function setup(refs: (string | Error)[]) {
  let clock = 1_000_000;
  const read = vi.fn(async () => {
    const next = refs.shift();
    if (next === undefined || next instanceof Error) throw next ?? new Error("no more refs");
    return next;
  });
  const log = { info: vi.fn(), warn: vi.fn() };
  const source = createContentVersionSource({ read, now: () => clock, log });
  return { source, read, log, advance: (ms: number) => (clock += ms) };
}

describe("the content version", () => {
  it("is read once per 5 s however many queries ask, one read at a time", async () => {
    const { source, read, advance } = setup(["ref-1", "ref-1"]);
    expect(await Promise.all([source.current(), source.current(), source.current()])).toEqual(["ref-1", "ref-1", "ref-1"]);
    advance(CONTENT_VERSION_TTL_MS - 1);
    expect(await source.current()).toBe("ref-1");
    expect(read).toHaveBeenCalledTimes(1);
    advance(1);
    expect(await source.current()).toBe("ref-1");
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("logs a new version once, and nothing while it stays the same", async () => {
    const { source, log, advance } = setup(["ref-1", "ref-1", "ref-2", "ref-2"]);
    for (let i = 0; i < 4; i += 1) {
      await source.current();
      advance(CONTENT_VERSION_TTL_MS);
    }
    expect(log.info.mock.calls.map((call) => String(call[0]))).toEqual(["new content version ref-2 (was ref-1): its queries are read afresh"]);
  });

  it("is read again at the next query after a publication, without waiting out the 5 s", async () => {
    const { source, read } = setup(["ref-1", "ref-2"]);
    expect(await source.current()).toBe("ref-1");
    source.forget();
    expect(await source.current()).toBe("ref-2");
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("keeps the last known version while the repository cannot be reached (what is cached stays served), and says so once", async () => {
    const { source, log, advance } = setup(["ref-1", new Error("connect ECONNREFUSED"), new Error("connect ECONNREFUSED"), "ref-2"]);
    expect(await source.current()).toBe("ref-1");
    advance(CONTENT_VERSION_TTL_MS);
    expect(await source.current()).toBe("ref-1");
    advance(CONTENT_VERSION_TTL_MS);
    expect(await source.current()).toBe("ref-1");
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(String(log.warn.mock.calls[0][0])).toContain("version ref-1 answers meanwhile");
    advance(CONTENT_VERSION_TTL_MS);
    expect(await source.current()).toBe("ref-2");
    expect(log.info.mock.calls.map((call) => String(call[0]))).toContain("the repository answers again, at version ref-2");
  });

  it("fails like the query would when no version was ever read", async () => {
    const { source } = setup([new Error("connect ECONNREFUSED")]);
    await expect(source.current()).rejects.toThrow("ECONNREFUSED");
  });
});
