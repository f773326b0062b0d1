"use client";

import { deferredIsland } from "@/components/hydration/deferred-island";
import { hasUnsentDraft } from "./draft";
import type { FormViewProps } from "./FormView";

/**
 * A form from content, server-rendered where it appears, with its code (views, providers, completion) in
 * its own chunk, downloaded when the visitor enters the form (focuses, touches, points at or types in it): a
 * page, even one whose form is in view, costs a phone no form code until someone uses the form (bench:js
 * holds every page type to +30 KB over a bare Next page). What the visitor types before the code arrives is
 * kept (EmbeddedForm reads the fields when it takes over) and a click on its button is replayed; a tab with
 * a form's unsent answers (a reload after a failed send) loads it at once, to show them.
 */
export const DeferredFormView = deferredIsland<FormViewProps>(() => import("./FormView").then((module) => module.FormView), {
  nearMargin: null,
  revealAtOnce: () => {
    try {
      return hasUnsentDraft(sessionStorage);
    } catch {
      // No storage in this tab (blocked): nothing kept to show.
      return false;
    }
  },
  // Server only: the browser build drops this branch. Vitest's require cannot load TSX: its renders take the lazy path.
  server:
    typeof window === "undefined"
      ? (() => {
          try {
            // eslint-disable-next-line @typescript-eslint/no-require-imports
            return (require("./FormView") as typeof import("./FormView")).FormView;
          } catch {
            return undefined;
          }
        })()
      : undefined,
});
