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

/**
 * A plural message (`{count, plural, one {# error} other {# errors}}`) as one template per plural category of the
 * locale, `{name}` standing for the number: each category's message formatted with a number of that category, the
 * number then put back as a placeholder. `fillPlural` picks and fills one in the browser.
 */
export type PluralTemplates = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

export function pluralTemplates(t: (...args: never[]) => string, key: string, name: string, locale: string): PluralTemplates {
  const rules = new Intl.PluralRules(locale);
  const number = new Intl.NumberFormat(locale);
  const templates: Partial<Record<Intl.LDMLPluralRule, string>> = {};
  for (const category of rules.resolvedOptions().pluralCategories) {
    const sample = [1, 2, 3, 5, 0, 11, 21, 101, 1000000].find((value) => rules.select(value) === category);
    if (sample === undefined) continue;
    const formatted = (t as unknown as (key: string, values: Record<string, number>) => string)(key, { [name]: sample });
    templates[category] = formatted.replace(number.format(sample), `{${name}}`);
  }
  return { other: templates.other ?? "", ...templates };
}

/** The template of `count`'s plural category (else "other"), filled: the browser's half of `pluralTemplates`. */
export function fillPlural(templates: PluralTemplates, name: string, count: number, locale: string): string {
  const template = templates[new Intl.PluralRules(locale).select(count)] ?? templates.other;
  return fillTemplate(template, { [name]: new Intl.NumberFormat(locale).format(count) });
}
