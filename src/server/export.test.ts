import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "./db";
import { exportSubmissionsCsv, looksLikeFormula } from "./export";
import { recordSubmission } from "./leads/store";
import { testDatabases } from "./testing/databases";
import { testSubmission } from "./testing/leads";

const disguised = ["=1+1", "+1", "-1", "@SUM(A1)", "\t=1", "\r=1", " =1", "  +1", "\u200b=1", "\u0000=1", "\ufeff=1", "\u202e=1", "\u00a0@x", "\u3000=1", "\u200b\u0000 -1", "\uff1d1", " \t1"];

describe("formula injection", () => {
  it.each(disguised)("defuses %j", (value) => {
    expect(looksLikeFormula(value)).toBe(true);
  });

  it.each(["Ada", "ada@example.org", "1+1", "a=b", "", " text", "\u200btext", "'=1"])("leaves %j as it is", (value) => {
    expect(looksLikeFormula(value)).toBe(false);
  });
});

describe.each(testDatabases())("CSV export ($name)", (database) => {
  let db: Db;
  let close: () => Promise<void>;
  beforeEach(async () => ({ db, close } = await database.open()));
  afterEach(() => close());

  it("exports each submission with its fields, traffic source and deliveries", async () => {
    await recordSubmission(
      testSubmission({
        kind: "form",
        formType: "contact",
        locale: "fr",
        email: "marie@radium.example",
        payload: { fields: { firstName: "Marie", lastName: "Curie, née Skłodowska", email: "marie@radium.example", message: 'She said "hi"\nand left' }, hidden: { utm_source: "x" } },
        trafficSource: { utm_source: "linkedin", landingPage: "/fr/" },
        destinations: [{ destination: "marketo.lead", message: { formType: "contact", locale: "fr", fields: {} } }],
      }),
      { db },
    );
    await recordSubmission(testSubmission({ kind: "newsletter", locale: "en", payload: { email: "=HYPERLINK(\"x\")" }, destinations: [] }), { db });
    await recordSubmission(testSubmission({ kind: "form", locale: "en", payload: { fields: { firstName: "Bot" } }, destinations: [], isSpam: true }), { db });

    for (const [i, value] of ["\u200b=HYPERLINK(1)", "\u0000=HYPERLINK(2)", " =HYPERLINK(3)"].entries()) {
      await recordSubmission(testSubmission({ kind: "form", formType: "contact", locale: "en", payload: { fields: { firstName: "Eve", lastName: `Attacker ${i}`, message: value } }, destinations: [] }), { db });
    }

    const csv = await exportSubmissionsCsv(db);
    const lines = csv.split("\r\n");
    // The byte-order mark tells Excel the file is UTF-8, so "née Skłodowska" is not garbled.
    expect(csv.startsWith("\uFEFFid,")).toBe(true);
    expect(lines[0]).toBe(
      "\uFEFFid,created_at,kind,form_type,form_id,locale," +
        // The lead's fields, one column each whatever form sent them (one email, one company), then where it came from.
        "firstName,lastName,email,company,jobTitle,companySize,phone,country,message,marketingOptIn,page,source,medium,campaign," +
        "traffic_utm_source,traffic_utm_medium,traffic_utm_campaign,traffic_utm_content,traffic_utm_term," +
        "traffic_landingPage,traffic_referrer,traffic_gclid,traffic_msclkid,traffic_conversionPage,deliveries",
    );
    expect(csv).toContain(",linkedin,,,,,/fr/,");
    expect(csv).toContain('Marie,"Curie, née Skłodowska",marie@radium.example,,,,,,"She said ""hi""\nand left",,,linkedin,(none),,linkedin,');
    expect(csv).toContain("marketo.lead:pending");
    expect(csv).toContain(`'=hyperlink(""x"")`);
    // Disguised formulas are defused too: the cell starts with ' whatever the spreadsheet would skip.
    expect(csv).toContain(",'\u200b=HYPERLINK(1),");
    expect(csv).toContain(",'\u0000=HYPERLINK(2),");
    expect(csv).toContain(",' =HYPERLINK(3),");
    expect(csv).not.toMatch(/,[\s\u200b\u0000]*=HYPERLINK/);
    expect(csv).not.toContain("Bot");
    expect(await exportSubmissionsCsv(db, { includeSpam: true })).toContain("Bot");
    expect((await exportSubmissionsCsv(db, { kinds: ["newsletter"] })).split("\r\n")).toHaveLength(3);
  });
});
