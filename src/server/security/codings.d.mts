export declare function decodeBody(body: Buffer, encoding: unknown): Buffer | null;
export declare function encodeBody(body: Buffer, encoding: unknown): Buffer | null;
