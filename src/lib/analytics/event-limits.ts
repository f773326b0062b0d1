// Without zod: the browser's analytics client needs these on every page, the schemas only the server.

/** The embedded provider's endpoint. */
export const EMBEDDED_ANALYTICS_PATH = "/api/analytics";

/** Events per batch the endpoint accepts. */
export const MAX_EVENTS_PER_BATCH = 50;
