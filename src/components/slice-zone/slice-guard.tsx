import type { SliceComponentProps, SliceZoneProps } from "@prismicio/react";
import { cloneElement, createElement, Fragment, isValidElement, type ReactElement, type ReactNode } from "react";
import { unstable_rethrow } from "next/navigation";
import { logger } from "@/lib/log";

const log = logger("slice");

/** What a failed slice is logged with: enough for an editor to find and mend it. */
export interface SliceOrigin {
  sliceType: string;
  documentId: string;
}

const CLIENT_REFERENCE = Symbol.for("react.client.reference");

/** A server component this guard may run itself: a plain function, not a client component or a class. */
function isServerFunction(type: unknown): type is (props: unknown) => ReactNode | Promise<ReactNode> {
  if (typeof type !== "function") return false;
  const marked = type as { $$typeof?: symbol; prototype?: { isReactComponent?: unknown } };
  return marked.$$typeof !== CLIENT_REFERENCE && !marked.prototype?.isReactComponent;
}

const isThenable = (value: unknown): value is PromiseLike<ReactNode> =>
  !!value && typeof (value as { then?: unknown }).then === "function";

/** Signals React and Next use for control flow (suspending, not-found, redirects, dynamic rendering) pass through. */
function rethrowControlFlow(error: unknown): void {
  if (isThenable(error) || (error instanceof Error && error.message.startsWith("Suspense Exception"))) throw error;
  unstable_rethrow(error);
}

function dropped(error: unknown, origin: SliceOrigin): null {
  rethrowControlFlow(error);
  // Server log only: visitors get the page without this slice, never a broken one.
  log.error(`the ${origin.sliceType} slice of document ${origin.documentId} failed to render and was left out`, { sliceType: origin.sliceType, documentId: origin.documentId, err: error });
  return null;
}

/** Renders a tree's server components now, so that any throw inside it is caught here rather than failing the page. */
function expand(node: ReactNode, origin: SliceOrigin): ReactNode {
  if (Array.isArray(node)) return node.map((child: ReactNode) => expand(child, origin));
  if (!isValidElement(node)) return node;
  const element = node as ReactElement<Record<string, unknown>>;
  if (isServerFunction(element.type)) {
    const output = element.type(element.props);
    // An async component resolves later: its output is guarded on its own then.
    const rendered = isThenable(output)
      ? Promise.resolve(output).then((resolved) => createElement(SliceGuard, { node: resolved, origin }), (error: unknown) => dropped(error, origin))
      : expand(output, origin);
    return createElement(Fragment, { key: element.key }, rendered as ReactNode);
  }
  const changed: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(element.props)) {
    if (name !== "children" && !isValidElement(value) && !(Array.isArray(value) && value.some(isValidElement))) continue;
    const next = expand(value as ReactNode, origin);
    if (next !== value) changed[name] = next;
  }
  return Object.keys(changed).length > 0 ? cloneElement(element, changed) : element;
}

/** One slice's tree, rendered in full before it is sent: if any part of it throws, the slice is left out. */
export function SliceGuard({ node, origin }: { node: ReactNode; origin: SliceOrigin }): ReactNode {
  try {
    return expand(node, origin);
  } catch (error) {
    return dropped(error, origin);
  }
}

type SliceComponents = NonNullable<SliceZoneProps["components"]>;

/** The slice components, each behind its own guard: a broken slice stays one broken slice. */
export function guardSlices(components: SliceComponents | undefined, documentId: string): SliceComponents {
  return Object.fromEntries(
    Object.entries(components ?? {}).map(([type, Component]) => {
      const Guarded = (props: SliceComponentProps) =>
        createElement(SliceGuard, { node: createElement(Component, props), origin: { sliceType: type, documentId } });
      Guarded.displayName = `Guarded(${type})`;
      return [type, Guarded];
    }),
  );
}
