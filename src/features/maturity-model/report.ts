import { PDFDocument, PDFString, StandardFonts } from "pdf-lib";
import { A4, drawRunningHeader, green, MARGIN, PageWriter, stone, toWinAnsi } from "@/lib/pdf/layout";

export { toWinAnsi };

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

/** The report's pages are short: one theme or the resources each, so text never runs over. */
class Writer extends PageWriter {
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
    drawRunningHeader(page, fonts.regular, `${content.headerTitle} · ${section}`, content.pageNumber.replace("{page}", String(doc.getPageCount())));
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

