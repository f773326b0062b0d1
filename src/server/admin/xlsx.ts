import ExcelJS from "exceljs";
import type { SubmissionsTable } from "@/server/export";

/** Excel's limit for one cell's text; a longer value is cut there rather than making the file unreadable. */
const MAX_CELL_CHARS = 32_767;

function cellValue(value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "number" || typeof value === "boolean") return value;
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > MAX_CELL_CHARS ? text.slice(0, MAX_CELL_CHARS) : text;
}

/**
 * A table as an .xlsx workbook of one sheet. Text goes in as text cells (shared strings, UTF-8 inside the file), so
 * Excel shows "Müller" and "Françoise" as typed and never runs a value that looks like a formula.
 */
export async function tableToXlsx(table: SubmissionsTable, sheetName = "Leads"): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.addRow(table.header);
  sheet.getRow(1).font = { bold: true };
  for (const row of table.rows) sheet.addRow(row.map(cellValue));
  sheet.columns.forEach((column, index) => {
    column.width = Math.min(60, Math.max(10, table.header[index]?.length ?? 10));
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
