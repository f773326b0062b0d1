import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { matchPath } from "../../src/routing/routes";

/** Paths of the sitemap (every indexable document in every language). */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

/**
 * One path per page type (route id of the route table) and locale, from the sitemap: the sample
 * the quality checks run over. `locales` narrows it (e.g. one locale for the slow checks).
 */
export async function pageTypeSample(request: APIRequestContext, locales?: string[]): Promise<Map<string, string>> {
  const sample = new Map<string, string>();
  for (const path of await sitemapPaths(request)) {
    const match = matchPath(path);
    if (!match || (locales && !locales.includes(match.locale))) continue;
    const key = `${match.route.id}:${match.locale}`;
    if (!sample.has(key)) sample.set(key, path);
  }
  return sample;
}

export interface AxeProblem {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/** Every WCAG 2.x A and AA rule, experimental ones included (label-in-name and others are only there). */
export const ALL_WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "experimental"];

/** Serious and critical axe violations (WCAG 2.x A and AA rules by default) of the page as it stands. */
export async function seriousAxeViolations(page: Page, tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]): Promise<AxeProblem[]> {
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
    }));
}

export interface HtmlError {
  message: string;
  extract?: string;
  line?: number;
}

const run = promisify(execFile);

/**
 * Nu HTML checker errors of several documents in ONE Java run (the JVM takes seconds to start).
 * Returns the errors per document name; a document without errors maps to [].
 */
export async function htmlErrors(documents: { name: string; html: string }[]): Promise<Map<string, HtmlError[]>> {
  const dir = await mkdtemp(join(tmpdir(), "vnu-"));
  try {
    const files = await Promise.all(
      documents.map(async (document, index) => {
        const file = join(dir, `${index}.html`);
        await writeFile(file, document.html);
        return { file, name: document.name };
      }),
    );
    const jar = join(process.cwd(), "node_modules", "vnu-jar", "build", "dist", "vnu.jar");
    // vnu exits 1 when it finds errors; the report is on stderr either way.
    const output = await run("java", ["-Xss4m", "-jar", jar, "--errors-only", "--format", "json", ...files.map((f) => f.file)], { maxBuffer: 64 * 1024 * 1024 })
      .then((result) => result.stderr)
      .catch((error: { stderr?: string }) => error.stderr ?? "");
    const report = JSON.parse(output || '{"messages":[]}') as { messages: { url?: string; type: string; message: string; extract?: string; lastLine?: number }[] };
    const byName = new Map<string, HtmlError[]>(documents.map((document) => [document.name, []]));
    for (const message of report.messages) {
      if (message.type !== "error") continue;
      const file = files.find((f) => message.url && decodeURIComponent(message.url).endsWith(f.file));
      const name = file?.name ?? "unknown";
      byName.set(name, [...(byName.get(name) ?? []), { message: message.message, extract: message.extract, line: message.lastLine }]);
    }
    return byName;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
