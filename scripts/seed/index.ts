/**
 * Writes the seed content: `content/documents/<type>/<name>.json` (one translation group per
 * file, Content API shape) and the media in `content/assets/`. Run with `npm run content:seed`;
 * the output is committed, so the site never needs this script at runtime.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ASSETS_DIR } from "./assets";
import { ROOT, type SeedGroup } from "./lib";
import { seedAssets } from "./content/media";
import { seedPdfs } from "./content/pdfs";
import { chromeGroups } from "./content/chrome";
import { blogGroups } from "./content/blog";
import { formGroups } from "./content/forms";
import { homeGroups } from "./content/home";
import { pageGroups } from "./content/pages";

const DOCUMENTS_DIR = path.join(ROOT, "content/documents");

async function main() {
  rmSync(DOCUMENTS_DIR, { recursive: true, force: true });
  rmSync(ASSETS_DIR, { recursive: true, force: true });
  await seedAssets();
  await seedPdfs();
  const groups: SeedGroup[] = [...chromeGroups(), ...homeGroups(), ...blogGroups(), ...formGroups(), ...pageGroups()];
  const files = new Set<string>();
  const ids = new Set<string>();
  for (const group of groups) {
    const file = path.join(DOCUMENTS_DIR, group.type, `${group.name}.json`);
    if (files.has(file)) throw new Error(`Two seed groups write ${file}`);
    files.add(file);
    for (const doc of group.documents) {
      if (ids.has(doc.id)) throw new Error(`Duplicate document id ${doc.id} (${group.type}/${group.name})`);
      ids.add(doc.id);
    }
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(group.documents, null, 2)}\n`);
  }
  console.log(`Seeded ${ids.size} documents in ${files.size} files`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
