export const distDir: string;
export function usesRedis(env?: Record<string, string | undefined>): boolean;
export default class SiteCacheHandler {
  constructor(context: unknown);
}
