/**
 * Parser for the Content API's query language: the `q` parameter (`[[at(document.type, "x")][...]]`,
 * as written by @prismicio/client's `filter.*` helpers) and the `orderings` parameter.
 */

export type QueryValue = string | number | boolean | QueryValue[];

export type PredicateArgument = { kind: "path"; path: string } | { kind: "value"; value: QueryValue };

export interface Predicate {
  name: string;
  args: PredicateArgument[];
}

export interface Ordering {
  path: string;
  direction: "asc" | "desc";
}

/** A query the API cannot read; answered with HTTP 400 and `type: "parsing-error"`. */
export class QuerySyntaxError extends Error {
  constructor(
    message: string,
    readonly query: string,
    readonly column: number,
  ) {
    super(message);
    this.name = "QuerySyntaxError";
  }
}

const PATH_CHAR = /[A-Za-z0-9_.\-]/;
const NUMBER = /^-?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/;

class Reader {
  position = 0;
  constructor(readonly source: string) {}

  fail(message: string): never {
    throw new QuerySyntaxError(
      `${message} at column ${this.position + 1} in query '${this.source}'`,
      this.source,
      this.position + 1,
    );
  }

  skipSpaces(): void {
    while (this.position < this.source.length && /\s/.test(this.source[this.position])) this.position++;
  }

  peek(): string | undefined {
    this.skipSpaces();
    return this.source[this.position];
  }

  expect(char: string): void {
    if (this.peek() !== char) this.fail(`expected '${char}'`);
    this.position++;
  }

  word(): string {
    this.skipSpaces();
    const start = this.position;
    while (this.position < this.source.length && PATH_CHAR.test(this.source[this.position])) this.position++;
    if (start === this.position) this.fail("expected a name");
    return this.source.slice(start, this.position);
  }

  string(): string {
    this.expect('"');
    let result = "";
    while (this.position < this.source.length) {
      const char = this.source[this.position++];
      if (char === '"') return result;
      if (char === "\\") {
        const escaped = this.source[this.position++];
        if (escaped === undefined) break;
        result += escaped === "n" ? "\n" : escaped === "t" ? "\t" : escaped;
      } else {
        result += char;
      }
    }
    return this.fail("unterminated string");
  }

  argument(): PredicateArgument {
    const char = this.peek();
    if (char === '"') return { kind: "value", value: this.string() };
    if (char === "[") return { kind: "value", value: this.array() };
    const number = NUMBER.exec(this.source.slice(this.position));
    if (number && !PATH_CHAR.test(this.source[this.position + number[0].length] ?? " ")) {
      this.position += number[0].length;
      return { kind: "value", value: Number(number[0]) };
    }
    const word = this.word();
    if (word === "true" || word === "false") return { kind: "value", value: word === "true" };
    return { kind: "path", path: word };
  }

  array(): QueryValue[] {
    this.expect("[");
    const values: QueryValue[] = [];
    if (this.peek() === "]") {
      this.position++;
      return values;
    }
    for (;;) {
      const item = this.argument();
      if (item.kind !== "value") this.fail(`unexpected '${item.path}' in a list`);
      values.push(item.value);
      if (this.peek() === ",") {
        this.position++;
        continue;
      }
      this.expect("]");
      return values;
    }
  }

  predicate(): Predicate {
    this.expect("[");
    // The API's own `href`s name their predicates: `[[:d = at(document.id, "...")]]`.
    if (this.peek() === ":") {
      this.position++;
      this.word();
      this.expect("=");
    }
    const name = this.word();
    this.expect("(");
    const args: PredicateArgument[] = [];
    if (this.peek() !== ")") {
      for (;;) {
        args.push(this.argument());
        if (this.peek() !== ",") break;
        this.position++;
      }
    }
    this.expect(")");
    this.expect("]");
    return { name, args };
  }
}

/** Parses one `q` value: a bracketed list of predicates. */
export function parseQuery(source: string): Predicate[] {
  const reader = new Reader(source);
  reader.expect("[");
  const predicates: Predicate[] = [];
  while (reader.peek() === "[") predicates.push(reader.predicate());
  reader.expect("]");
  if (reader.peek() !== undefined) reader.fail("unexpected characters after the query");
  return predicates;
}

/** Parses `orderings`: `[my.a.b desc, document.first_publication_date]`, brackets optional. */
export function parseOrderings(source: string): Ordering[] {
  let body = source.trim();
  if (body.startsWith("[")) {
    if (!body.endsWith("]")) throw new QuerySyntaxError(`unterminated orderings '${source}'`, source, source.length);
    body = body.slice(1, -1);
  }
  const orderings: Ordering[] = [];
  for (const part of body.split(",")) {
    const words = part.trim().split(/\s+/).filter(Boolean);
    if (words.length === 0) continue;
    const [path, direction = "asc", ...rest] = words;
    if (rest.length > 0 || (direction !== "asc" && direction !== "desc") || ![...path].every((c) => PATH_CHAR.test(c))) {
      throw new QuerySyntaxError(`invalid ordering '${part.trim()}'`, source, source.indexOf(part) + 1);
    }
    orderings.push({ path, direction });
  }
  return orderings;
}
