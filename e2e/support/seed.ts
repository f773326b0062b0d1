import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseTimestamp, seedClockOffset, shiftDocumentDates } from "../../src/content/embedded/seed-clock";
import { linkResolver } from "../../src/routing/link-resolver";

/** A seeded document as the embedded repository serves it. */
export interface SeedDocument {
  id: string;
  uid: string | null;
  type: string;
  lang: string;
  alternate_languages: unknown[];
  data: Record<string, unknown>;
}

const root = join(process.cwd(), "content", "documents");
const { datesAsOf } = JSON.parse(readFileSync(join(process.cwd(), "content", "repository.json"), "utf8")) as { datesAsOf?: string };

/**
 * Whole weeks the embedded repository moves the event dates by at this test's clock (seed-clock.ts). The site
 * server reads its own clock: both agree unless a week starts between the build and this line, which the
 * seed's events, months from their `datesAsOf`, do not notice.
 */
export const seedOffsetMs = datesAsOf ? seedClockOffset(parseTimestamp(datesAsOf), Date.now()) : 0;

/** Every seeded document of every language (content/documents), with its event dates as the site serves them now. */
export const seed: SeedDocument[] = readdirSync(root).flatMap((type) =>
  readdirSync(join(root, type)).flatMap((file) =>
    (JSON.parse(readFileSync(join(root, type, file), "utf8")) as SeedDocument[]).map((document) => shiftDocumentDates(document, seedOffsetMs)),
  ),
);

const byId = new Map(seed.map((doc) => [doc.id, doc]));

export function seedById(id: string): SeedDocument | undefined {
  return byId.get(id);
}

/** The seeded document a link field points to. */
export function linked(value: unknown): SeedDocument | undefined {
  return byId.get((value as { id?: string } | undefined)?.id ?? "");
}

/** A document's public path, its links carrying the target's uid as the Content API's do (guide chapters). */
export function seedPath(doc: SeedDocument): string {
  const guide = linked(doc.data.guide);
  return linkResolver({ ...doc, data: { ...doc.data, guide: guide ? { uid: guide.uid, link_type: "Document" } : undefined } });
}

/** Text of an HTML fragment: tags dropped, the entities React escapes decoded, spaces collapsed. */
export function htmlText(html: string): string {
  return html
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/\s+/g, " ")
    .trim();
}
