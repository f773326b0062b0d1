// Next's page scripts, started after the page's first paint. Next writes them as `<script src async>` in
// the head: the browser fetches them beside the stylesheet and runs React (about 230 KB of it) as soon as
// they arrive, which on a phone is before the first paint, so the page appears only after the framework
// has been evaluated. Here they are requested by one small inline script once the browser has rendered its
// first frame (a task after that frame's animation callbacks, or half a second at most when frames do not
// run, e.g. in a background tab): the page appears with its HTML and CSS, then hydrates.
/** Exactly the form React writes for Next's bootstrap scripts; anything else is left alone. */
const BOOT_SCRIPT = /<script src="(\/[^"<>\s]*)" async=""><\/script>/g;
/** When no frame runs (a page opened in a background tab), the scripts start anyway after this. */
export const BOOT_FALLBACK_MS = 500;

/**
 * The inline script that starts `sources` after the first paint, in their order, one per task: starting a
 * request costs the main thread about a millisecond on a desktop (measured: 6-8 ms for nine), several on a
 * phone, so nine in one task were a long task of their own. JSON inside a script: `<` is escaped so no
 * source can close the element.
 */
export function bootLoader(sources) {
  const list = JSON.stringify(sources).replace(/</g, "\\u003c");
  return (
    `<script>(function(){var s=${list},d=0,i=0,c;function add(){var e=document.createElement("script");e.src=s[i];e.async=true;` +
    `document.head.appendChild(e);if(++i<s.length)c?c.port2.postMessage(0):setTimeout(add,0)}function go(){if(d)return;d=1;` +
    `if(typeof MessageChannel=="function"){c=new MessageChannel();c.port1.onmessage=add}add()}` +
    `setTimeout(go,${BOOT_FALLBACK_MS});requestAnimationFrame(function(){setTimeout(go,0)})})()</script>`
  );
}

/**
 * The page with its bootstrap scripts replaced by the loader, at the first one's place; the page as it
 * was when it has none (or when they appear more than once: not a page Next wrote). The scripts are not
 * preloaded: a download started before the first paint is one the phone waits for (Lighthouse's
 * simulation counts it against the largest paint), so they hydrate the page a frame and a download later.
 */
export function bootAfterPaint(html) {
  const sources = [];
  let at = -1;
  const rest = html.replace(BOOT_SCRIPT, (tag, source, offset) => {
    if (at < 0) at = offset;
    sources.push(source);
    return "";
  });
  // A source with a character reference (`&amp;`) would need decoding: such a page is left as Next wrote it.
  if (sources.length === 0 || new Set(sources).size !== sources.length || sources.some((source) => source.includes("&"))) return html;
  return rest.slice(0, at) + bootLoader(sources) + rest.slice(at);
}
