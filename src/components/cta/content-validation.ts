import { logger } from "@/lib/log";

const log = logger("cta");
/**
 * Spec section 5: components given invalid content throw in development (the author sees it
 * at once) and, in production, log it and render nothing: a page never crashes.
 */
export class InvalidContentError extends Error {
  constructor(component: string, problems: string[]) {
    super(`${component}: ${problems.join("; ")}`);
    this.name = "InvalidContentError";
  }
}

/** True when the content is valid; otherwise throws (development, test) or reports (production). */
export function checkContent(component: string, problems: string[], env: string | undefined = process.env.NODE_ENV): boolean {
  if (problems.length === 0) return true;
  const error = new InvalidContentError(component, problems);
  if (env !== "production") throw error;
  log.error(error.message);
  return false;
}
