import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildMaturityReport, toWinAnsi, type ReportContent } from "./report";

const content: ReportContent = {
  headerTitle: "L&D-Reifegradbericht",
  pageNumber: "Seite {page}",
  introHeader: "Einleitung",
  resourcesHeader: "Ressourcen",
  title: "Ihre L&D-Reife",
  subtitle: "Ergebnisse und Empfehlungen",
  introduction: "Wählen Sie für jedes Thema die Stufe, die Ihr Unternehmen heute am besten beschreibt.",
  overallLabel: "Ihre Gesamtstufe",
  overallLevel: 3,
  levelLabels: ["Ad hoc", "Im Aufbau", "Strukturiert", "Integriert", "Kollaborativ"],
  kpiLabel: "Schlüsselkennzahl",
  nextStepLabel: "Nächster Schritt",
  generatedOn: "Erstellt am 23.11.2026",
  themes: [
    { title: "Strategie", description: "Wie Lernen mit Geschäftszielen verbunden ist.", levelIndex: 1, levelDescription: "Es gibt einen Jahresplan.", nextLevelDescription: "Der Plan folgt den Geschäftsprioritäten.", kpi: "Anteil der Schulungen mit Geschäftsziel" },
    { title: "Inhaltserstellung", description: "Wer Lerninhalte erstellt.", levelIndex: 4, levelDescription: "Alle können Inhalte veröffentlichen.", nextLevelDescription: null, kpi: "Kurse pro Monat" },
  ],
  resourcesIntroduction: "Diese Ressourcen haben wir ausgewählt.",
  resources: [
    { typeLabel: "Artikel", title: "KI-Kurserstellung", url: "https://www.example.com/de/blog/ki-kurserstellung/" },
    { typeLabel: "Ebook", title: "Der Onboarding-Leitfaden", url: "https://www.example.com/de/ebook/onboarding/" },
  ],
};

function pdfText(bytes: Uint8Array): string {
  const file = join(mkdtempSync(join(tmpdir(), "report-")), "report.pdf");
  writeFileSync(file, bytes);
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
}

describe("the maturity report PDF", () => {
  it("has an intro page, a page per theme and a resources page, each with its header and number", async () => {
    const bytes = await buildMaturityReport(content);
    expect(bytes.byteLength).toBeLessThan(300 * 1024);
    const pages = pdfText(bytes).split("\f").filter((page) => page.trim());
    expect(pages).toHaveLength(4);
    expect(pages[0]).toContain("Einleitung");
    expect(pages[0]).toContain("3/5 · Strukturiert");
    expect(pages[1]).toContain("Seite 2");
    expect(pages[1]).toContain("2/5 · Im Aufbau");
    expect(pages[1]).toContain("Der Plan folgt den Geschäftsprioritäten.");
    expect(pages[2]).toContain("5/5 · Kollaborativ");
    expect(pages[2]).not.toContain("Nächster Schritt");
    expect(pages[3]).toContain("Seite 4");
    expect(pages[3]).toContain("Artikel");
    expect(pages[3]).toContain("https://www.example.com/de/ebook/onboarding/");
  });

  it("writes characters the standard fonts lack as plain equivalents", () => {
    expect(toWinAnsi("1\u202f250 € → “ok” 漢")).toBe("1 250 € -> “ok” ?");
  });
});
