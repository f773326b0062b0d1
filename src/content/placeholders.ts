/**
 * Fills a `{name}` placeholder everywhere in a document's data: plain text fields and rich-text
 * nodes, whose spans (bold, links) move with the text so they keep covering the same words. Lets
 * content say a number the site knows better than an editor (how many themes a model has).
 */
export function fillPlaceholder<T>(value: T, name: string, replacement: string): T {
  const token = `{${name}}`;
  const fill = (current: unknown): unknown => {
    if (typeof current === "string") return current.split(token).join(replacement);
    if (Array.isArray(current)) return current.map(fill);
    if (!current || typeof current !== "object") return current;
    const record = current as Record<string, unknown>;
    if (typeof record.text === "string" && Array.isArray(record.spans)) return { ...record, ...fillTextNode(record.text, record.spans as Span[], token, replacement) };
    return Object.fromEntries(Object.entries(record).map(([key, entry]) => [key, fill(entry)]));
  };
  return fill(value) as T;
}

interface Span {
  start: number;
  end: number;
}

function fillTextNode(text: string, spans: Span[], token: string, replacement: string): { text: string; spans: Span[] } {
  const shift = replacement.length - token.length;
  const at: number[] = [];
  for (let index = text.indexOf(token); index !== -1; index = text.indexOf(token, index + token.length)) at.push(index);
  if (at.length === 0) return { text, spans };
  // A position after n placeholders moves by n times the difference in length.
  const moved = (position: number) => position + shift * at.filter((index) => index + token.length <= position).length;
  return { text: text.split(token).join(replacement), spans: spans.map((span) => ({ ...span, start: moved(span.start), end: moved(span.end) })) };
}
