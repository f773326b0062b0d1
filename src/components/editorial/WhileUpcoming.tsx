"use client";

import type { ReactNode } from "react";
import { useBrowserValue } from "@/lib/use-browser-value";
import { hasEnded } from "./event-time";

/**
 * Registration while an event is ahead, its ended state once it is over. The page is static:
 * the server decides at render time, the browser again with its own clock after hydration.
 */
export function WhileUpcoming({ endIso, endedAtRender, ended, children }: { endIso: string | null; endedAtRender: boolean; ended: ReactNode; children: ReactNode }) {
  const isOver = useBrowserValue(() => hasEnded(endIso, Date.now()), endedAtRender);
  return <>{isOver ? ended : children}</>;
}
