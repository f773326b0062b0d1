import { rgb, type PDFFont, type PDFPage } from "pdf-lib";

/**
 * Text layout on A4 pages with pdf-lib's standard fonts, shared by the PDFs the site makes: the
 * maturity report (in the browser) and the seed's ebooks (at seed time).
 */
export const A4 = { width: 595.28, height: 841.89 };
export const MARGIN = 56;
export const ink = rgb(0.09, 0.08, 0.11);
export const stone = rgb(0.36, 0.35, 0.4);
export const green = rgb(0.05, 0.48, 0.32);
/** Where a page's text starts: under the running header. */
export const TEXT_TOP = A4.height - MARGIN - 40;

// The standard fonts speak WinAnsi: every character outside it becomes a plain equivalent.
const winAnsiExtras = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");
export function toWinAnsi(text: string): string {
  return text
    .replace(/[\u00a0\u2000-\u200b\u202f\u205f]/g, " ")
    .replace(/→/g, "->")
    .replace(/./gu, (char) => (char.charCodeAt(0) < 0x100 || winAnsiExtras.has(char) ? char : "?"));
}

export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of toWinAnsi(text).split("\n")) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
      else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
  }
  return lines;
}

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: ReturnType<typeof rgb>;
  gap?: number;
  indent?: number;
}

/**
 * Writes wrapped text down a page. With `continueOn`, text that reaches the bottom margin goes on
 * to the page it returns (long documents); without it, the page is assumed long enough.
 */
export class PageWriter {
  y = TEXT_TOP;
  constructor(
    public page: PDFPage,
    readonly fonts: { regular: PDFFont; bold: PDFFont },
    private readonly continueOn?: () => PDFPage,
  ) {}

  text(text: string, { size = 11, bold = false, color = ink, gap = 6, indent = 0 }: TextStyle = {}) {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    for (const line of wrap(text, font, size, A4.width - 2 * MARGIN - indent)) {
      if (this.continueOn && this.y < MARGIN + size) {
        this.page = this.continueOn();
        this.y = TEXT_TOP;
      }
      this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font, color });
      this.y -= size * 1.35;
    }
    this.y -= gap;
  }
}

/** The line above a page's text: the document and section on the left, the page number on the right. */
export function drawRunningHeader(page: PDFPage, font: PDFFont, left: string, right: string) {
  const top = A4.height - MARGIN + 8;
  const number = toWinAnsi(right);
  page.drawText(toWinAnsi(left), { x: MARGIN, y: top, size: 9, font, color: stone });
  page.drawText(number, { x: A4.width - MARGIN - font.widthOfTextAtSize(number, 9), y: top, size: 9, font, color: stone });
  page.drawLine({ start: { x: MARGIN, y: top - 8 }, end: { x: A4.width - MARGIN, y: top - 8 }, thickness: 0.5, color: stone });
}
