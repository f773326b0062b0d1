"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { canReload, isChunkLoadError, markReload } from "./reload-guard";

const POLL_MS = 5 * 60_000;
const currentBuild = process.env.NEXT_PUBLIC_BUILD_ID;

function guardedReload() {
  const path = window.location.pathname;
  try {
    if (!canReload(path, sessionStorage)) return;
    markReload(path, sessionStorage);
  } catch {
    return; // No storage (privacy mode): never risk a reload loop.
  }
  window.location.reload();
}

/**
 * Notices a new deployment (polling `/builds/latest.json` while the tab is visible, then checking the new
 * build's `/builds/meta/{id}.json`) and then loads the
 * next page from the server instead of the stale client; a chunk that fails to load reloads the page.
 */
export function BuildWatcher() {
  const pathname = usePathname();
  const stale = useRef(false);
  const previousPath = useRef(pathname);

  useEffect(() => {
    if (stale.current && previousPath.current !== pathname) guardedReload();
    previousPath.current = pathname;
  }, [pathname]);

  useEffect(() => {
    if (!currentBuild) return;
    const check = async () => {
      if (document.visibilityState !== "visible" || stale.current) return;
      try {
        const response = await fetch(`/builds/latest.json?t=${Date.now()}`, { cache: "no-store" });
        const latest = (await response.json()) as { id?: unknown };
        if (typeof latest.id !== "string" || latest.id === currentBuild) return;
        // Reload only for a build the server can serve: its meta answers (mid-deployment it may not yet).
        const meta = await fetch(`/builds/meta/${encodeURIComponent(latest.id)}.json`);
        if (meta.ok) stale.current = true;
      } catch {
        // Offline or deploying: try again at the next tick.
      }
    };
    const timer = window.setInterval(check, POLL_MS);
    document.addEventListener("visibilitychange", check);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", check);
    };
  }, []);

  useEffect(() => {
    const onError = (event: ErrorEvent) => isChunkLoadError(event.error ?? event.message) && guardedReload();
    const onRejection = (event: PromiseRejectionEvent) => isChunkLoadError(event.reason) && guardedReload();
    window.addEventListener("error", onError);
    window.addEventListener("unhandledrejection", onRejection);
    return () => {
      window.removeEventListener("error", onError);
      window.removeEventListener("unhandledrejection", onRejection);
    };
  }, []);

  return null;
}
