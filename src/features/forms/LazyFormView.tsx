"use client";

import dynamic from "next/dynamic";
import type { FormViewProps } from "./FormView";

const FormView = dynamic(() => import("./FormView").then((module) => module.FormView));

/**
 * A form from content, server-rendered where it appears, with its code (views, validation, phone
 * numbers, providers) in its own chunk: pages that only import a form-capable component (a slice, a
 * header) and render no form never download it.
 */
export function LazyFormView(props: FormViewProps) {
  return <FormView {...props} />;
}
