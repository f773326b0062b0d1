"use client";

import { useSyncExternalStore, type ReactNode } from "react";
import { hasEnded } from "./event-time";

const noSubscription = () => () => {};

/**
 * Registration while an event is ahead, its ended state once it is over. The page is static:
 * the server decides at render time, the browser again with its own clock after hydration.
 */
export function WhileUpcoming({ endIso, endedAtRender, ended, children }: { endIso: string | null; endedAtRender: boolean; ended: ReactNode; children: ReactNode }) {
  const isOver = useSyncExternalStore(noSubscription, () => hasEnded(endIso, Date.now()), () => endedAtRender);
  return <>{isOver ? ended : children}</>;
}
