/**
 * npm run codes:import -- --campaign <uid> <codes.csv>
 *
 * Adds the offer codes of a file, as App Store Connect delivers them, to a redemption campaign's pool.
 * The campaign is the redemption_code document's uid in English (or in its only language). Codes the
 * pool already has are skipped, so importing the same file twice is harmless. Reads the server's
 * database: DATABASE_URL, or the SQLite file in DATA_DIR (.data/).
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { closeDb, getDb } from "@/server/db";
import { CAMPAIGN_PATTERN, campaignStats, importCodes } from "@/server/redemption/codes";
import { parseCodesCsv } from "@/server/redemption/csv";

const usage = "Usage: npm run codes:import -- --campaign <uid> <codes.csv>";

async function main() {
  const { values, positionals } = parseArgs({ options: { campaign: { type: "string" }, help: { type: "boolean", default: false } }, allowPositionals: true });
  if (values.help) return console.log(usage);
  const [file, ...extra] = positionals;
  if (!values.campaign || !file || extra.length) throw new Error(usage);
  if (!CAMPAIGN_PATTERN.test(values.campaign)) throw new Error(`--campaign wants a document uid (a-z, 0-9, dashes), got ${values.campaign}`);
  const parsed = parseCodesCsv(readFileSync(file, "utf8"));
  if (parsed.codes.length === 0) throw new Error(`${file} has no codes (${parsed.invalid} lines without one)`);
  const db = await getDb();
  const { added, skipped } = await importCodes(db, values.campaign, parsed.codes);
  const stats = await campaignStats(db, values.campaign);
  console.log(`${file}: ${parsed.codes.length} codes read, ${added} added, ${skipped} already in the pool`);
  if (parsed.duplicates) console.log(`  ${parsed.duplicates} repeated in the file (counted once)`);
  if (parsed.invalid) console.log(`  ${parsed.invalid} lines without a valid code (skipped)`);
  console.log(`Campaign ${values.campaign}: ${stats.total} codes, ${stats.claimed} handed out, ${stats.remaining} left`);
}

main()
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => closeDb());
