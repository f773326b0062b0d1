/** A request body over its endpoint's limit: refused by its declared length or while it streams in. */
export class BodyTooLarge extends Error {
  constructor() {
    super("The request body is too large.");
  }
}

/**
 * The body's bytes, read as a stream and cut at `maxBytes`: a declared Content-Length over the limit is
 * refused before reading, and a body without one (chunked) is cancelled as soon as it passes the limit.
 */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<Buffer> {
  const declared = request.headers.get("content-length");
  if (declared !== null && (!/^\d+$/.test(declared.trim()) || Number(declared) > maxBytes)) throw new BodyTooLarge();
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** The body as UTF-8 text (a TypeError for invalid UTF-8), with the same limit. */
export async function readBodyText(request: Request, maxBytes: number): Promise<string> {
  return new TextDecoder("utf-8", { fatal: true }).decode(await readBodyBytes(request, maxBytes));
}
