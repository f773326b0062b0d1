import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { newLead, type LeadFields } from "@/lib/leads/lead";
import { fromLegacyFields, leadFieldOf, legacyFieldNames, toLegacyFields } from "@/lib/leads/legacy";
import { getDb } from "../db";
import { resetRateLimiter } from "@/server/limits";
import { withTemporaryDataDir } from "../testing/data-dir";
import { receiveLead } from "./intake";

withTemporaryDataDir("intake-test-");
beforeEach(() => {
  resetRateLimiter();
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "info").mockImplementation(() => {});
});

const root = path.resolve(import.meta.dirname, "..", "..", "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === "node_modules" || name.startsWith(".") ? [] : sourceFiles(file);
    return /\.(ts|tsx|mts|mjs)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

describe("one intake", () => {
  it("is the only way into the submissions table: no endpoint, handler or function writes it itself", () => {
    // Everything that runs on a server (the browser's code has no database).
    const writers = [...sourceFiles(path.join(root, "src", "server")), ...sourceFiles(path.join(root, "src", "app")), ...sourceFiles(path.join(root, "netlify"))]
      .filter((file) => /(insertInto|updateTable)\(\s*["']submissions["']\)|\brecordSubmission\(/.test(readFileSync(file, "utf8")))
      .map((file) => path.relative(root, file));
    // The store writes; migrations convert rows; src/server/testing builds fixtures for tests.
    const allowed = ["src/server/leads/", "src/server/db/migrations/", "src/server/testing/"];
    expect(writers.filter((file) => !allowed.some((folder) => file.startsWith(folder)))).toEqual([]);
  });

  it("maps the spec's function names in one module, both ways, and names the form's field of an error", () => {
    const fields: LeadFields = { email: "ada@analytical.example", password: "correct horse", company: "Analytical", firstName: "Ada" };
    const trial = toLegacyFields("create-free-trial", fields);
    expect(trial).toEqual({ mail: "ada@analytical.example", pw: "correct horse", companyName: "Analytical", firstName: "Ada" });
    expect(fromLegacyFields("create-free-trial", trial)).toEqual(fields);
    const course = toLegacyFields("register-to-course", fields);
    expect(course).toEqual({ mail: "ada@analytical.example", password: "correct horse", company: "Analytical", firstName: "Ada" });
    expect(fromLegacyFields("register-to-course", course)).toEqual(fields);
    for (const [legacy, field] of [["mail", "email"], ["pw", "password"], ["companyName", "company"], ["fields.email", "email"], ["fields.companySize", "companySize"]]) {
      expect(leadFieldOf(legacy!)).toBe(field);
    }
    // Only those three names differ anywhere.
    expect(Object.values(legacyFieldNames).flatMap((renames) => Object.values(renames)).sort()).toEqual(["companyName", "mail", "mail", "pw"]);
  });

  it("sends a maturity report's lead to Marketo only when the visitor ticked the marketing box", async () => {
    const db = await getDb();
    const report = (marketingOptIn: boolean) =>
      newLead({ kind: "form", formType: "maturity_model", locale: "en", fields: { email: `${randomUUID()}@analytical.example`, marketingOptIn }, answers: { assessment_id: randomUUID() } });
    for (const [optIn, destinations] of [[false, []], [true, ["marketo.lead"]]] as const) {
      const { submissionId } = await receiveLead(report(optIn));
      const stored = await db.selectFrom("outbox").select("destination").where("submission_id", "=", submissionId).execute();
      expect(stored.map((row) => row.destination)).toEqual(destinations);
    }
  });

  it("never stores a password: the learning app gets its hash, the row and Marketo nothing of it", async () => {
    const { submissionId } = await receiveLead(newLead({ kind: "free_trial", formType: "free_trial", locale: "en", fields: { email: "pw@analytical.example", password: "correct horse battery" } }));
    const db = await getDb();
    const row = await db.selectFrom("submissions").selectAll().where("id", "=", submissionId).executeTakeFirstOrThrow();
    const outbox = await db.selectFrom("outbox").select(["destination", "message"]).where("submission_id", "=", submissionId).execute();
    expect(JSON.stringify(row)).not.toContain("correct horse");
    expect(outbox.map((entry) => entry.message).join("")).not.toContain("correct horse");
    expect(JSON.parse(outbox.find((entry) => entry.destination === "learning_app.account")!.message).passwordHash).toEqual(expect.any(String));
  });
});
