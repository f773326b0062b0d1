import { afterEach, describe, expect, it, vi } from "vitest";
import { announceContentChange, CONTENT_CHANNEL, listenForContentChanges, parseContentChange } from "./content-channel";
import { connectRedis } from "./redis";

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("the content channel", () => {
  it("reads only its own messages, never throwing on anything else", () => {
    expect(parseContentChange('{"instance":"a","at":1}')).toEqual({ instance: "a", at: 1 });
    for (const raw of ["", "not json", "null", "[]", '{"instance":1,"at":1}', '{"instance":"a"}']) expect(parseContentChange(raw)).toBeNull();
  });

  it("without REDIS_URL there is nothing to announce or listen to", async () => {
    vi.stubEnv("REDIS_URL", "");
    expect(await announceContentChange()).toBe(false);
    expect(listenForContentChanges(async () => {})).toBeNull();
  });

  it("start-up does not wait for an unreachable Redis: the listener tries again later", async () => {
    vi.stubEnv("REDIS_URL", "redis://127.0.0.1:1");
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const stop = listenForContentChanges(async () => {}, { retryMs: 60_000 });
    expect(stop).toBeTypeOf("function");
    await vi.waitFor(() => expect(errors.mock.calls.some(([message]) => String(message).includes("trying again in 60 s"))).toBe(true));
    await stop!();
    errors.mockRestore();
  });

  it.runIf(process.env.TEST_REDIS_URL)("applies another instance's announcement, not its own", async () => {
    vi.stubEnv("REDIS_URL", process.env.TEST_REDIS_URL!);
    const applied: string[] = [];
    const stop = listenForContentChanges(async (message) => {
      applied.push(message.instance);
    })!;
    const other = await connectRedis(process.env.TEST_REDIS_URL!, "test-other-instance");
    try {
      await vi.waitFor(async () => {
        await other.publish(CONTENT_CHANNEL, JSON.stringify({ instance: "another-instance", at: Date.now() }));
        expect(applied).toContain("another-instance");
      });
      expect(await announceContentChange()).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(applied.every((instance) => instance === "another-instance")).toBe(true);
    } finally {
      await other.quit();
      await stop();
    }
  });
});
