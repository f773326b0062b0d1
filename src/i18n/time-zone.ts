/** The time zone dates are formatted in, on the server (request.ts) and in late-loaded client code alike. */
export const TIME_ZONE = "Europe/Berlin";
