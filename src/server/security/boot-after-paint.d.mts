export const BOOT_FALLBACK_MS: number;
export function bootLoader(sources: string[]): string;
export function bootAfterPaint(html: string): string;
export function rewriteHtmlBody(body: Buffer, encoding: unknown): { body: Buffer; html: string } | null;
