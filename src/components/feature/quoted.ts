const marks: Record<string, [string, string]> = {
  de: ["„", "“"],
  fr: ["« ", " »"],
};

/** Quote text in the locale's quotation marks, unless the content already brings its own. */
export function quoted(text: string, locale: string): string {
  const trimmed = text.trim();
  if (/^["“„«‘‚']/.test(trimmed)) return trimmed;
  const [open, close] = marks[locale] ?? ["“", "”"];
  return `${open}${trimmed}${close}`;
}
