type Format = (key: string, values: Record<string, string>) => string;

/**
 * A message as a template that a client component fills with `{name}` itself. Messages are compiled at
 * build time (they have no raw form to hand over), so the template is the message formatted with each
 * placeholder standing for itself.
 */
export function messageTemplate(t: (...args: never[]) => string, key: string, names: readonly string[]): string {
  return (t as unknown as Format)(key, Object.fromEntries(names.map((name) => [name, `{${name}}`])));
}

/** Fills a template's `{name}` placeholders: the client's half of `messageTemplate`. Unknown names stay as they are. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : placeholder));
}
