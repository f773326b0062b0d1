import { describe, expect, it } from "vitest";
import { BodyTooLarge, readBodyBytes, readBodyText } from "./body";

function streamed(chunks: string[], onPull?: () => void): Request {
  let index = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      onPull?.();
      if (index < chunks.length) controller.enqueue(new TextEncoder().encode(chunks[index++]));
      else controller.close();
    },
  });
  return new Request("http://localhost/api/x", { method: "POST", body, duplex: "half" } as RequestInit);
}

describe("readBodyBytes", () => {
  it("refuses a declared length over the limit (or not a number) without reading", async () => {
    const declared = new Request("http://localhost/", { method: "POST", body: "{}", headers: { "content-length": "999999" } });
    await expect(readBodyBytes(declared, 1024)).rejects.toBeInstanceOf(BodyTooLarge);
    expect(declared.bodyUsed).toBe(false);
    const bogus = new Request("http://localhost/", { method: "POST", body: "{}", headers: { "content-length": "2x" } });
    await expect(readBodyBytes(bogus, 1024)).rejects.toBeInstanceOf(BodyTooLarge);
  });

  it("cuts a streamed body as soon as it passes the limit, without reading the rest", async () => {
    let pulled = 0;
    const request = streamed(Array.from({ length: 100 }, () => "x".repeat(100)), () => pulled++);
    await expect(readBodyBytes(request, 250)).rejects.toBeInstanceOf(BodyTooLarge);
    expect(pulled).toBeLessThan(6);
  });

  it("reads a body within the limit, and text as strict UTF-8", async () => {
    expect((await readBodyBytes(streamed(["ab", "cd"]), 4)).toString()).toBe("abcd");
    expect(await readBodyText(streamed(['{"a":', "1}"]), 100)).toBe('{"a":1}');
    const invalid = new Request("http://localhost/", { method: "POST", body: new Uint8Array([0xff, 0xfe]) });
    await expect(readBodyText(invalid, 100)).rejects.toBeInstanceOf(TypeError);
    expect((await readBodyBytes(new Request("http://localhost/"), 10)).length).toBe(0);
  });
});
