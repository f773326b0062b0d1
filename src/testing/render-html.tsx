import type { ReactNode } from "react";
import { prerenderToNodeStream } from "react-dom/static";

/**
 * A tree's HTML once everything in it has loaded, components whose code loads on demand included
 * (renderToStaticMarkup refuses a component that suspends), without React's hydration markers: the
 * markup a test compares is what renderToStaticMarkup would give.
 */
export async function renderHtml(tree: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(tree);
  let html = "";
  for await (const chunk of prelude) html += String(chunk);
  return html.replace(/<!--(?:\$|\/\$| )-->/g, "");
}
