/**
 * npm run submissions:export -- [--out file.csv] [--kind form,free_trial] [--since 2026-01-01] [--include-spam]
 *
 * Writes the stored submissions as CSV (stdout by default) for a marketing team without a CRM.
 * Reads the same database as the server: DATABASE_URL, or the SQLite file in DATA_DIR (.data/).
 */
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { closeDb, getDb } from "@/server/db";
import { submissionKinds } from "@/server/db/schema";
import { exportSubmissionsCsv } from "@/server/export";

async function main() {
  const { values } = parseArgs({
    options: {
      out: { type: "string" },
      kind: { type: "string" },
      since: { type: "string" },
      "include-spam": { type: "boolean", default: false },
      help: { type: "boolean", default: false },
    },
  });
  if (values.help) {
    console.log("Usage: npm run submissions:export -- [--out file.csv] [--kind form,free_trial,...] [--since YYYY-MM-DD] [--include-spam]");
    console.log(`Kinds: ${submissionKinds.join(", ")}`);
    return;
  }
  const kinds = values.kind?.split(",").map((kind) => kind.trim());
  const unknown = kinds?.filter((kind) => !(submissionKinds as readonly string[]).includes(kind));
  if (unknown?.length) throw new Error(`Unknown kind ${unknown.join(", ")}; use ${submissionKinds.join(", ")}`);
  if (values.since && Number.isNaN(Date.parse(values.since))) throw new Error(`--since wants a date like 2026-01-31, got ${values.since}`);

  const csv = await exportSubmissionsCsv(await getDb(), { kinds, since: values.since, includeSpam: values["include-spam"] });
  if (values.out) {
    writeFileSync(values.out, csv);
    console.error(`Wrote ${csv.split("\r\n").length - 2} submissions to ${values.out}`);
  } else {
    process.stdout.write(csv);
  }
}

main()
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => closeDb());
