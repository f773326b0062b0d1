/** An offer code as app stores issue them: letters, digits, maybe dashes. */
const CODE = /^[A-Z0-9][A-Z0-9-]{3,63}$/;
const CODE_HEADER = /^(?:(?:offer|promo|one[ -]time[ -]use|redemption)[ _-]?)?codes?$/i;

export interface ParsedCodes {
  /** Distinct codes, upper-cased, in file order. */
  codes: string[];
  /** Non-empty lines without a valid code (not counting the header). */
  invalid: number;
  /** Codes listed more than once in the file. */
  duplicates: number;
}

/** One CSV line's cells: commas, semicolons or tabs; double quotes around a cell, "" inside one. */
function cells(line: string): string[] {
  const separator = line.includes("\t") ? "\t" : line.includes(";") && !line.includes(",") ? ";" : ",";
  const result: string[] = [];
  let current = "";
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index];
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        current += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else current += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      result.push(current.trim());
      current = "";
    } else current += char;
  }
  result.push(current.trim());
  return result;
}

/**
 * The codes of a file as app stores deliver them: a header row or none, one code per line, maybe
 * other columns (the code column is the one named like "Code", else the first). Tolerant: blank
 * lines, a byte-order mark, CRLF, quotes and repeated codes are fine; lines without a code are counted.
 */
export function parseCodesCsv(text: string): ParsedCodes {
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n|\r/).filter((line) => line.trim() !== "");
  let column = 0;
  const [first] = lines;
  if (first !== undefined) {
    const header = cells(first);
    const named = header.findIndex((cell) => CODE_HEADER.test(cell));
    const looksLikeData = header.some((cell) => CODE.test(cell.toUpperCase())) && named === -1;
    if (!looksLikeData) {
      lines.shift();
      column = Math.max(0, named === -1 ? header.findIndex((cell) => /code/i.test(cell)) : named);
    }
  }
  const seen = new Set<string>();
  let invalid = 0;
  let duplicates = 0;
  for (const line of lines) {
    const code = (cells(line)[column] ?? "").toUpperCase();
    if (!CODE.test(code)) invalid += 1;
    else if (seen.has(code)) duplicates += 1;
    else seen.add(code);
  }
  return { codes: [...seen], invalid, duplicates };
}
