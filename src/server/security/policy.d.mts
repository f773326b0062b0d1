type Env = Record<string, string | undefined>;
export function isHttps(forwardedProto: string | string[] | undefined, env?: Env): boolean;
export function thirdPartySources(env?: Env): Record<"script" | "connect" | "img" | "frame" | "media" | "ancestors", string[]>;
export function inlineScriptHashes(html: string): string[];
export function contentSecurityPolicy(options?: { scriptHashes?: string[]; https?: boolean; env?: Env }): string;
export function securityHeaders(options?: { https?: boolean }): Record<string, string>;
