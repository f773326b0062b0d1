/**
 * The seed's PDFs (ebooks, the book, the press kit, a case study): one real document per language,
 * laid out with pdf-lib like the maturity report (src/lib/pdf/layout.ts): a cover, a table of
 * contents, then one chapter per page or more, with running headers and page numbers.
 */
import { PDFDocument, StandardFonts } from "pdf-lib";
import { A4, drawRunningHeader, green, MARGIN, PageWriter, stone, toWinAnsi } from "../../src/lib/pdf/layout";
import { writeAsset } from "./assets";
import type { Lang } from "./lib";

export interface Chapter {
  title: string;
  paragraphs: string[];
  /** A checklist or a table as lines, after the paragraphs. */
  items?: string[];
}

export interface BookText {
  title: string;
  subtitle: string;
  chapters: Chapter[];
}

const labels: Record<Lang, { contents: string; page: string; publisher: string }> = {
  en: { contents: "Contents", page: "Page {page}", publisher: "Quillio, the collaborative learning platform" },
  de: { contents: "Inhalt", page: "Seite {page}", publisher: "Quillio, die Plattform für kollaboratives Lernen" },
  fr: { contents: "Sommaire", page: "Page {page}", publisher: "Quillio, la plateforme d'apprentissage collaboratif" },
};

// Fixed dates and no generated ids: re-running the seed writes the same bytes.
const SEED_DATE = new Date("2026-01-12T08:00:00Z");
const pageCounts = new Map<string, number>();

/** Pages of a PDF the seed wrote (its copy can then say how long it is). */
export function pdfPageCount(file: string): number {
  const count = pageCounts.get(file);
  if (count === undefined) throw new Error(`Seed PDF '${file}' was not generated`);
  return count;
}

/** Writes `<name>-<lang>.pdf` and returns its file name. */
export async function bookPdf(name: string, lang: Lang, book: BookText): Promise<string> {
  const text = labels[lang];
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(toWinAnsi(book.title));
  doc.setSubject(toWinAnsi(book.subtitle));
  doc.setAuthor("Quillio");
  doc.setLanguage(lang);
  doc.setCreationDate(SEED_DATE);
  doc.setModificationDate(SEED_DATE);
  const fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };

  const cover = doc.addPage([A4.width, A4.height]);
  cover.drawRectangle({ x: 0, y: A4.height - 12, width: A4.width, height: 12, color: green });
  const coverWriter = new PageWriter(cover, fonts);
  coverWriter.y = A4.height / 2 + 80;
  coverWriter.text(book.title, { size: 28, bold: true, gap: 10 });
  coverWriter.text(book.subtitle, { size: 15, color: stone, gap: 40 });
  coverWriter.text(text.publisher, { size: 11, color: green });

  const pageNumber = () => text.page.replace("{page}", String(doc.getPageCount()));
  const newPage = (section: string) => {
    const page = doc.addPage([A4.width, A4.height]);
    drawRunningHeader(page, fonts.regular, `${book.title} · ${section}`, pageNumber());
    return page;
  };

  const contents = new PageWriter(newPage(text.contents), fonts);
  contents.text(text.contents, { size: 20, bold: true, gap: 14 });
  // Chapters start on a page of their own after the contents page: chapter n is on page n + 2 unless one runs over.
  const contentsAt = contents.y;
  const starts: number[] = [];
  for (const chapter of book.chapters) {
    const writer = new PageWriter(newPage(chapter.title), fonts, () => newPage(chapter.title));
    starts.push(doc.getPageCount());
    writer.text(chapter.title, { size: 20, bold: true, gap: 12 });
    for (const paragraph of chapter.paragraphs) writer.text(paragraph, { gap: 10 });
    for (const item of chapter.items ?? []) writer.text(`•  ${item}`, { gap: 4, indent: 8 });
  }
  contents.y = contentsAt;
  book.chapters.forEach((chapter, index) => {
    const number = text.page.replace("{page}", String(starts[index]));
    contents.page.drawText(toWinAnsi(number), { x: A4.width - MARGIN - fonts.regular.widthOfTextAtSize(toWinAnsi(number), 11), y: contents.y, size: 11, font: fonts.regular, color: stone });
    contents.text(`${index + 1}. ${chapter.title}`, { gap: 6 });
  });

  const file = `${name}-${lang}.pdf`;
  writeAsset(file, Buffer.from(await doc.save({ useObjectStreams: false })), A4.width, A4.height);
  pageCounts.set(file, doc.getPageCount());
  return file;
}
