import { PDFDocument, PDFString, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";

/** Everything the report says, already in the visitor's language (from the content's `pdf_*` wordings). */
export interface ReportContent {
  headerTitle: string;
  /** Contains {page}. */
  pageNumber: string;
  introHeader: string;
  resourcesHeader: string;
  title: string;
  subtitle: string;
  introduction: string;
  overallLabel: string;
  overallLevel: number;
  levelLabels: string[];
  kpiLabel: string;
  nextStepLabel: string;
  generatedOn: string;
  themes: { title: string; description: string; levelIndex: number; levelDescription: string; nextLevelDescription: string | null; kpi: string }[];
  resourcesIntroduction: string;
  resources: { typeLabel: string; title: string; url: string }[];
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const ink = rgb(0.09, 0.08, 0.11);
const stone = rgb(0.36, 0.35, 0.4);
const green = rgb(0.05, 0.48, 0.32);

// The standard fonts speak WinAnsi: every character outside it becomes a plain equivalent.
const winAnsiExtras = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");
export function toWinAnsi(text: string): string {
  return text
    .replace(/[\u00a0\u2000-\u200b\u202f\u205f]/g, " ")
    .replace(/→/g, "->")
    .replace(/./gu, (char) => (char.charCodeAt(0) < 0x100 || winAnsiExtras.has(char) ? char : "?"));
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
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

class Writer {
  y = A4.height - MARGIN - 40;
  constructor(
    readonly page: PDFPage,
    readonly fonts: { regular: PDFFont; bold: PDFFont },
  ) {}

  text(text: string, { size = 11, bold = false, color = ink, gap = 6 }: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; gap?: number } = {}) {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    for (const line of wrap(text, font, size, A4.width - 2 * MARGIN)) {
      this.page.drawText(line, { x: MARGIN, y: this.y, size, font, color });
      this.y -= size * 1.35;
    }
    this.y -= gap;
  }

  link(label: string, url: string) {
    const size = 10;
    const line = toWinAnsi(url);
    this.page.drawText(line, { x: MARGIN, y: this.y, size, font: this.fonts.regular, color: green });
    const width = Math.min(this.fonts.regular.widthOfTextAtSize(line, size), A4.width - 2 * MARGIN);
    const annotation = this.page.doc.context.register(
      this.page.doc.context.obj({
        Type: "Annot",
        Subtype: "Link",
        Rect: [MARGIN, this.y - 2, MARGIN + width, this.y + size],
        Border: [0, 0, 0],
        A: { Type: "Action", S: "URI", URI: PDFString.of(url) },
        Contents: PDFString.of(toWinAnsi(label)),
      }),
    );
    this.page.node.addAnnot(annotation);
    this.y -= size * 1.35 + 10;
  }
}

/**
 * The maturity report as a PDF: an intro page with the overall level, one page per theme with the
 * chosen level and the next step, and a resources page by type; a header with the report's title,
 * the section and the page number on every page. Standard fonts only, so the file stays small.
 */
export async function buildMaturityReport(content: ReportContent): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(toWinAnsi(content.title));
  doc.setSubject(toWinAnsi(content.subtitle));
  doc.setProducer("Quillio maturity model");
  const fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };

  const newPage = (section: string) => {
    const page = doc.addPage([A4.width, A4.height]);
    const number = toWinAnsi(content.pageNumber.replace("{page}", String(doc.getPageCount())));
    const top = A4.height - MARGIN + 8;
    page.drawText(toWinAnsi(`${content.headerTitle} · ${section}`), { x: MARGIN, y: top, size: 9, font: fonts.regular, color: stone });
    page.drawText(number, { x: A4.width - MARGIN - fonts.regular.widthOfTextAtSize(number, 9), y: top, size: 9, font: fonts.regular, color: stone });
    page.drawLine({ start: { x: MARGIN, y: top - 8 }, end: { x: A4.width - MARGIN, y: top - 8 }, thickness: 0.5, color: stone });
    return new Writer(page, fonts);
  };

  const intro = newPage(content.introHeader);
  intro.text(content.title, { size: 26, bold: true, gap: 4 });
  intro.text(content.subtitle, { size: 14, color: stone, gap: 24 });
  intro.text(content.overallLabel, { size: 12, color: stone, gap: 2 });
  intro.text(`${content.overallLevel}/5 · ${content.levelLabels[content.overallLevel - 1] ?? ""}`, { size: 22, bold: true, color: green, gap: 20 });
  intro.text(content.introduction, { gap: 16 });
  for (const theme of content.themes) intro.text(`${theme.title}: ${theme.levelIndex + 1}/5 · ${content.levelLabels[theme.levelIndex] ?? ""}`, { gap: 2 });
  intro.y -= 16;
  intro.text(content.generatedOn, { size: 9, color: stone });

  for (const theme of content.themes) {
    const page = newPage(theme.title);
    page.text(theme.title, { size: 20, bold: true, gap: 4 });
    page.text(theme.description, { color: stone, gap: 18 });
    page.text(`${theme.levelIndex + 1}/5 · ${content.levelLabels[theme.levelIndex] ?? ""}`, { size: 16, bold: true, color: green, gap: 4 });
    page.text(theme.levelDescription, { gap: 18 });
    if (theme.nextLevelDescription) {
      page.text(content.nextStepLabel, { size: 12, bold: true, gap: 2 });
      page.text(theme.nextLevelDescription, { gap: 18 });
    }
    if (theme.kpi) {
      page.text(content.kpiLabel, { size: 12, bold: true, gap: 2 });
      page.text(theme.kpi);
    }
  }

  const resources = newPage(content.resourcesHeader);
  resources.text(content.resourcesHeader, { size: 20, bold: true, gap: 4 });
  resources.text(content.resourcesIntroduction, { color: stone, gap: 18 });
  const types = [...new Set(content.resources.map((resource) => resource.typeLabel))];
  for (const type of types) {
    resources.text(type, { size: 13, bold: true, color: green, gap: 4 });
    for (const resource of content.resources.filter((entry) => entry.typeLabel === type)) {
      resources.text(resource.title, { bold: true, gap: 1 });
      resources.link(resource.title, resource.url);
    }
  }
  return doc.save();
}

