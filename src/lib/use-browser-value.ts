import { useSyncExternalStore } from "react";

const noSubscription = () => () => undefined;

/**
 * A value only the browser knows (the URL's query, session storage, the clock, the user agent) in a static
 * page: the server's HTML and the hydrating render use `serverValue`, and React renders again with
 * `read()` right after hydration, in the same commit phase (no effect that sets state, no flash of a
 * second layout). `read` must return the same value (a string, a number, a boolean) until it changes:
 * it is called on every render, and nothing subscribes to changes.
 */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(noSubscription, read, () => serverValue);
}
