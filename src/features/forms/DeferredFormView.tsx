"use client";

import { deferredIsland, serverCopy } from "@/components/hydration/deferred-island";
import { FormStartedArea } from "./form-started";
import type { FormViewProps } from "./FormView";

/**
 * A form from content, server-rendered where it appears, with its code (views, providers, completion) in
 * its own chunk: pages that only import a form-capable component (a slice, a header) and render no form
 * never download it, and a page whose form is further down downloads it as the visitor scrolls within
 * 300 px of it or touches it. What the visitor types before the code arrives is kept (EmbeddedForm reads
 * the fields when it takes over).
 */
const FormIsland = deferredIsland<FormViewProps>(() => import("./FormView").then((module) => module.FormView), {
  nearMargin: "300px 0px",
  // Server only: the browser build drops this branch.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  server: typeof window === "undefined" ? serverCopy(() => (require("./FormView") as typeof import("./FormView")).FormView) : undefined,
});

/** The form island, reporting "Form started" as the visitor enters it (see FormStartedArea). */
export function DeferredFormView(props: FormViewProps) {
  return (
    <FormStartedArea config={props.bundle.config}>
      <FormIsland {...props} />
    </FormStartedArea>
  );
}
