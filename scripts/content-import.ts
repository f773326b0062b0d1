/**
 * npm run content:import -- <export.zip|folder> [--into <content folder>] [--dry-run] [--published <date>]
 *
 * Imports Prismic's content export (Settings → Import/Export: a ZIP with one JSON file per published
 * document) into the embedded repository, converting each document from Prismic's storage format to the
 * Content API's with the models in customtypes/ and src/slices/. Writes `documents/<type>/<name>.json`
 * (one translation group per file) into the content folder: CONTENT_DIR, default content/. A document
 * already there with the same id is replaced; languages the repository does not list are added to its
 * repository.json. What cannot be converted is listed, never guessed; the exit code is 1 when nothing
 * could be imported.
 *
 * `npm run content:seed` rewrites content/documents/ from the seed: keep an import you want to keep in its
 * own folder (`--into imported-content`) and serve it with CONTENT_DIR=imported-content.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadModels } from "@/content/import/models";
import { convertExport, readExportZip, type ExportFile } from "@/content/import/prismic-export";
import { writeImport } from "@/content/import/write";
import { contentDir } from "@/content/embedded/repository";

const usage = "Usage: npm run content:import -- <export.zip|folder> [--into <content folder>] [--dry-run] [--published <ISO date>]";
const SHOWN_PROBLEMS = 40;
const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function folderFiles(dir: string, base = dir): ExportFile[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name.startsWith("__MACOSX") ? [] : folderFiles(full, base);
    return name.toLowerCase().endsWith(".json") && !name.startsWith("._") ? [{ name: path.relative(base, full), content: readFileSync(full, "utf8") }] : [];
  });
}

function readMasterLanguage(folder: string): string | undefined {
  try {
    const config = JSON.parse(readFileSync(path.join(folder, "repository.json"), "utf8")) as { languages?: { id: string; is_master?: boolean }[] };
    return config.languages?.find((language) => language.is_master)?.id ?? config.languages?.[0]?.id;
  } catch {
    return undefined;
  }
}

async function main() {
  const { values, positionals } = parseArgs({
    options: { into: { type: "string" }, "dry-run": { type: "boolean", default: false }, published: { type: "string" }, help: { type: "boolean", default: false } },
    allowPositionals: true,
  });
  if (values.help) return console.log(usage);
  const [source, ...extra] = positionals;
  if (!source || extra.length) throw new Error(usage);
  const publishedAt = values.published ? new Date(values.published) : new Date();
  if (Number.isNaN(publishedAt.getTime())) throw new Error(`--published wants a date, got ${values.published}`);

  const files = statSync(source).isDirectory() ? folderFiles(source) : readExportZip(readFileSync(source));
  if (files.length === 0) throw new Error(`${source} has no JSON files: is it a Prismic export?`);
  const into = values.into ? path.resolve(values.into) : contentDir();
  const result = convertExport(files, {
    models: loadModels(),
    publishedAt: publishedAt.toISOString().replace(/\.\d{3}Z$/, "+0000"),
    masterLanguage: readMasterLanguage(into),
  });
  const documents = result.groups.reduce((sum, group) => sum + group.documents.length, 0);

  console.log(
    `${source}: ${count(files.length, "file")}, ${count(documents, "document")} in ${count(result.groups.length, "translation group")} (${result.languages.join(", ") || "no languages"})`,
  );
  if (result.problems.length > 0) {
    console.log(`${count(result.problems.length, "problem")}:`);
    for (const problem of result.problems.slice(0, SHOWN_PROBLEMS)) console.log(`  - ${problem}`);
    if (result.problems.length > SHOWN_PROBLEMS) console.log(`  … and ${result.problems.length - SHOWN_PROBLEMS} more`);
  }
  if (documents === 0) throw new Error("Nothing to import.");
  if (values["dry-run"]) return console.log("Dry run: nothing written.");

  const summary = writeImport(result, into);
  console.log(`Wrote ${count(summary.written.length, "file")} into ${path.join(into, "documents")}`);
  if (summary.updated.length) console.log(`  replaced documents in ${count(summary.updated.length, "existing file")}`);
  if (summary.addedLanguages.length) console.log(`  added to repository.json: ${summary.addedLanguages.join(", ")} (the site renders the languages of src/routing/locales.ts)`);
  console.log("A running server picks the change up on the next publication webhook or restart.");
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
