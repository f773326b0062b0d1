import type { ServerResponse } from "node:http";
export declare function inlineScriptHashes(html: string): string[];
export declare function rewriteHtmlBody(body: Buffer, encoding: unknown): { body: Buffer; html: string } | null;
export declare function holdHtml(
  res: ServerResponse,
  options: { https: boolean; env?: Record<string, string | undefined>; log?: Pick<Console, "error">; frameAncestors?: string[] },
): void;
