import { describe, expect, it } from "vitest";
import { validateFormFields, submitForm } from "./forms";
import { recordAssessment } from "./assessments";
import { getDb } from "./db";
import { withTemporaryDataDir } from "./testing/data-dir";

withTemporaryDataDir("marketing-opt-in-");

const person = { firstName: "Ada", lastName: "Lovelace", email: "ada@analytical.example", company: "AE", country: "GB" };

async function destinations(submissionId: string): Promise<string[]> {
  const db = await getDb();
  return (await db.selectFrom("outbox").select("destination").where("submission_id", "=", submissionId).execute()).map((row) => row.destination).sort();
}

describe("a report or a signature reaches marketing only with the box ticked", () => {
  it("the maturity report form: stored either way, forwarded to Marketo only when marketingOptIn is ticked", async () => {
    const unticked = await submitForm({ formType: "maturity_model", locale: "en", values: { ...person, marketingOptIn: false } });
    expect(await destinations(unticked.submissionId)).toEqual([]);
    const ticked = await submitForm({ formType: "maturity_model", locale: "de", values: { ...person, email: "bea@analytical.example", marketingOptIn: true } });
    expect(await destinations(ticked.submissionId)).toEqual(["marketo.lead"]);
  });

  it("an assessment sent with an address: no lead without the tick", async () => {
    const themes = [{ index: 0, selectedLevelIndex: 2 }];
    const silent = await recordAssessment({ locale: "en", themes, overallLevel: 3, email: "cy@analytical.example" });
    expect(silent.status === "stored" && (await destinations(silent.id))).toEqual([]);
    const consented = await recordAssessment({ locale: "en", themes, overallLevel: 3, email: "dee@analytical.example", marketingOptIn: true });
    expect(consented.status === "stored" && (await destinations(consented.id))).toEqual(["marketo.lead"]);
  });

  it("a manifesto signature is stored as a submission through the forms' path, and forwarded only with the tick", async () => {
    const fields = { firstName: "Eve", lastName: "Curie", email: "eve@gmail.com", jobTitle: "L&D lead", country: "FR", marketingOptIn: false };
    // Anyone may sign: any mailbox, no company needed.
    const checked = validateFormFields("manifesto", fields);
    expect(checked.success).toBe(true);
    const signature = await submitForm({ formType: "manifesto", locale: "fr", values: checked.success ? checked.values : {} });
    const db = await getDb();
    const stored = await db.selectFrom("submissions").select(["kind", "form_type", "email", "locale"]).where("id", "=", signature.submissionId).executeTakeFirstOrThrow();
    expect(stored).toEqual({ kind: "form", form_type: "manifesto", email: "eve@gmail.com", locale: "fr" });
    expect(await destinations(signature.submissionId)).toEqual([]);
    const ticked = await submitForm({ formType: "manifesto", locale: "en", values: { ...fields, email: "fay@gmail.com", marketingOptIn: true } });
    expect(await destinations(ticked.submissionId)).toEqual(["marketo.lead"]);
  });

  it("forms that ask to be contacted still reach marketing", async () => {
    const demo = await submitForm({
      formType: "contact",
      locale: "en",
      values: { ...person, email: "gus@analytical.example", message: "Hello" },
    });
    expect(await destinations(demo.submissionId)).toEqual(["marketo.lead"]);
  });
});
