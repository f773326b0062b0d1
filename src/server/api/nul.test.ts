import { describe, expect, it, vi } from "vitest";
import * as analyticsRoute from "@/app/api/analytics/route";
import * as formConfigRoute from "@/app/api/forms/config/route";
import * as formsRoute from "@/app/api/forms/submit/route";
import * as maturityRoute from "@/app/api/functions/maturity-model-assessments/route";
import { resetAnalyticsBudget } from "../analytics/budget";
import { closeDb } from "../db";
import { withTemporaryDataDir } from "../testing/data-dir";
import { call, getRequest, postRequest } from "../testing/requests";
import { resetRateLimiter } from "@/server/limits";

withTemporaryDataDir("nul-");

const demo = (overrides: Record<string, unknown> = {}, fields: Record<string, unknown> = {}) => ({
  formType: "demo",
  locale: "en",
  fields: { firstName: "Ada", lastName: "Lovelace", email: "ada@analytical.example", company: "Analytical", companySize: "50-199", country: "GB", phone: "020 7946 0958", ...fields },
  ...overrides,
});

/**
 * Issue 35, item 7: a NUL in `formId` answered 503 on PostgreSQL (which refuses it in text) and 201 on SQLite. A NUL
 * anywhere in a request is refused at the door with 400, before any database sees it: the same on both.
 */
describe.each([
  ["SQLite", {}],
  // A PostgreSQL that is down: a request that reached it would get 503, so a 400 shows it never did.
  ["PostgreSQL", { DATABASE_URL: "postgres://nobody@127.0.0.1:1/site" }],
])("a NUL anywhere in a request (%s)", (_, env) => {
  const withDatabase = async <T>(run: () => Promise<T>) => {
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    resetRateLimiter();
    resetAnalyticsBudget();
    try {
      return await run();
    } finally {
      for (const name of Object.keys(env)) vi.stubEnv(name, "");
      await closeDb();
    }
  };

  it.each([
    ["formId", demo({ formId: "1234\u0000" })],
    ["fields.company", demo({}, { company: "Analytical\u0000 Engines" })],
    ["hidden.campaign\u0000", demo({ hidden: { "campaign\u0000": "x" } })],
    ["trafficSource.utm_source", demo({ trafficSource: { utm_source: "\u0000" } })],
  ])("in a form's %s answers 400 naming it", async (field, body) => {
    const answer = await withDatabase(() => call(formsRoute.POST, postRequest(body)));
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: "invalid_value", field });
  });

  it("in an assessment's email, an endpoint's query and an analytics event answers 400", async () => {
    const assessment = await withDatabase(() =>
      call(maturityRoute.POST, postRequest({ assessmentId: "5d0c7f4e-9a0b-4c38-8f53-0c9f7c1e2a11", locale: "en", themes: [{ index: 0, selectedLevelIndex: 1 }], overallLevel: 1, email: "a\u0000@b.example" })),
    );
    expect(assessment.status).toBe(400);
    const query = await withDatabase(() => call(formConfigRoute.GET, getRequest({ id: "x\u0000", locale: "en" })));
    expect(query.status).toBe(400);
    expect(query.body.error.field).toBe("id");
    const events = JSON.stringify({ events: [{ name: "Page viewed", page: "/", locale: "en", properties: { label: "a\u0000b" } }] });
    const analytics = await withDatabase(() => call(analyticsRoute.POST, postRequest(undefined, { raw: events, headers: { "content-type": "text/plain" } })));
    expect(analytics.status).toBe(400);
    expect(analytics.body.error.field).toBe("events.0.properties.label");
  });
});
