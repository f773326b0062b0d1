import { createClient } from "@libsql/client";
import { expect, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { shiftDocumentDates } from "../../src/content/embedded/seed-clock";
import { formDefinitions, type FormDefinition } from "../../src/lib/forms/definitions";
import { seedOffsetMs } from "./seed";

/** The SQLite file the e2e server writes (playwright.config.ts gives it DATA_DIR). */
export function e2eDatabasePath(): string {
  const port = Number(process.env.E2E_PORT || 3100);
  return join(process.env.E2E_DATA_DIR || `.data/e2e-${port}`, "site.sqlite");
}

/** Reads the store the way the CSV export does: straight from the database file. */
export async function queryStore<T>(sql: string, args: (string | number)[] = []): Promise<T[]> {
  const client = createClient({ url: `file:${e2eDatabasePath()}` });
  try {
    const result = await client.execute({ sql, args });
    return result.rows as unknown as T[];
  } finally {
    client.close();
  }
}

/**
 * The latest mail to an address whose plain text contains `contains`, as the embedded outbox keeps it (no SMTP_URL):
 * the outbox worker sends it just after the answer, so it is waited for.
 */
export async function mailedTo(email: string, contains = ""): Promise<{ subject: string; body: string; html: string | null; attachments: string | null }> {
  let mail: { subject: string; body: string; html: string | null; attachments: string | null } | undefined;
  await expect
    .poll(async () => {
      [mail] = await queryStore<NonNullable<typeof mail>>(
        "select subject, body, html, attachments from outgoing_email where recipient = ? and instr(body, ?) > 0 order by created_at desc limit 1",
        [email.toLowerCase(), contains],
      );
      return mail !== undefined;
    }, { message: `a mail to ${email}${contains ? ` with ${contains}` : ""}` })
    .toBe(true);
  return mail!;
}

type Lang = "en" | "de" | "fr";
const prismicLang = { en: "en-us", de: "de-de", fr: "fr-fr" } as const;

/** A seed document's data in a language (content/documents/<type>/<file>.json), its event dates as the site serves them now. */
export function seedData<T = Record<string, unknown>>(type: string, file: string, lang: Lang): T {
  const documents = JSON.parse(readFileSync(join("content", "documents", type, `${file}.json`), "utf8")) as { type: string; lang: string; data: Record<string, unknown> }[];
  const document = documents.find((candidate) => candidate.lang === prismicLang[lang]);
  if (!document) throw new Error(`No ${lang} version of ${type}/${file}`);
  return shiftDocumentDates(document, seedOffsetMs).data as T;
}

/** A unique address on a company domain (not a free provider, not a competitor). */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@analytical-engines.example`;
}

const textAnswers = { firstName: "Ada", lastName: "Lovelace", company: "Analytical Engines", jobTitle: "Head of Learning" };

/** Valid answers for every visible field of a form definition. */
export function validAnswers(definition: FormDefinition, email: string): Record<string, string> {
  const answers: Record<string, string> = {};
  for (const field of definition.fields) {
    switch (field.kind) {
      case "email":
        answers[field.name] = email;
        break;
      case "country":
        answers[field.name] = "DE";
        break;
      case "phone":
        answers[field.name] = "030 1234567";
        break;
      case "select":
        answers[field.name] = field.options?.[1]?.value ?? "";
        break;
      case "password":
        answers[field.name] = "correct horse battery";
        break;
      case "textarea":
        answers[field.name] = "We would like to train 400 people across three countries.";
        break;
      case "text":
        answers[field.name] = (textAnswers as Record<string, string>)[field.name] ?? "Text";
        break;
      case "checkbox":
        break;
    }
  }
  return answers;
}

/** Fills a rendered form (a selector of the form element) by field name: labels differ per language, names do not. */
export async function fillForm(page: Page, formSelector: string, answers: Record<string, string>): Promise<void> {
  const form = page.locator(formSelector);
  // A form streamed late in a long page is in it twice until React's script swaps the content in (deferred-island.tsx):
  // on a loaded machine that can be after hydration. Typing into the copy would be lost with it.
  await expect(form).toHaveCount(1);
  for (const [name, value] of Object.entries(answers)) {
    const control = form.locator(`[name="${name}"]`);
    if ((await control.evaluate((element) => element.tagName)) === "SELECT") await control.selectOption(value);
    else await control.fill(value);
  }
}

/** Every request the page makes to a host other than the site's own. */
export function recordThirdPartyRequests(page: Page): string[] {
  const hosts: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith("http") && url.hostname !== "localhost" && url.hostname !== "127.0.0.1") hosts.push(url.host);
  });
  return hosts;
}

export async function expectNoThirdPartyRequests(hosts: string[]): Promise<void> {
  expect(hosts, "requests to third-party hosts").toEqual([]);
}

export { formDefinitions };
