// Content-Encodings a Node server reads and writes again: the page policy rewrites an HTML body in the encoding
// Next sent it in, and the front's response cache compresses what it keeps.
import { brotliCompressSync, brotliDecompressSync, constants as zlib, deflateSync, gunzipSync, gzipSync, inflateSync } from "node:zlib";

/** The Content-Encodings read and written again (brotli written at a request's pace). */
const asIs = (body) => body;
const CODINGS = {
  "": { decode: asIs, encode: asIs },
  identity: { decode: asIs, encode: asIs },
  gzip: { decode: gunzipSync, encode: gzipSync },
  br: { decode: brotliDecompressSync, encode: (body) => brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }) },
  deflate: { decode: inflateSync, encode: deflateSync },
};
function codingOf(encoding) {
  const name = String(encoding ?? "").trim().toLowerCase();
  return Object.hasOwn(CODINGS, name) ? CODINGS[name] : null;
}

/** A response body as sent, decoded from its Content-Encoding; null for an encoding the front does not read. */
export function decodeBody(body, encoding) {
  return codingOf(encoding)?.decode(body) ?? null;
}

/** A decoded body encoded again for a Content-Encoding decodeBody reads; null for another. */
export function encodeBody(body, encoding) {
  return codingOf(encoding)?.encode(body) ?? null;
}

