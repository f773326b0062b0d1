import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as fetchCompanyDomainRoute from "@/app/api/functions/fetch-company-domain/route";
import * as fetchCompanyRoute from "@/app/api/functions/fetch-company/route";
import { call, getRequest } from "../testing/requests";
import { findCompany, revealCompanyDomain } from "./clearbit";

/** Clearbit's two hosts as a table of answers; every request is recorded. */
function clearbitAnswers(answers: Record<string, () => Response>) {
  const requests: { url: string; authorization: string | null }[] = [];
  vi.stubGlobal("fetch", async (input: Request) => {
    requests.push({ url: input.url, authorization: input.headers.get("authorization") });
    const key = Object.keys(answers).find((prefix) => input.url.startsWith(prefix));
    return key ? answers[key]() : new Response("not found", { status: 404 });
  });
  return requests;
}

describe("clearbit real adapter (CLEARBIT_API_KEY set)", () => {
  beforeEach(() => {
    vi.stubEnv("CLEARBIT_API_KEY", "sk_test");
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it("looks the company up by the address's domain with the key", async () => {
    const requests = clearbitAnswers({
      "https://company.clearbit.com/v2/companies/find?domain=analytical.example": () =>
        Response.json({ name: "Analytical Engines", domain: "analytical.example", logo: "https://logo.example/a.png", employees: 12 }),
    });
    expect(await findCompany("ada@analytical.example")).toEqual({ name: "Analytical Engines", domain: "analytical.example", logo: "https://logo.example/a.png" });
    expect(requests).toEqual([{ url: "https://company.clearbit.com/v2/companies/find?domain=analytical.example", authorization: "Bearer sk_test" }]);
    expect(await findCompany("ada@unknown.example")).toBeNull();
    expect(await findCompany("ada@gmail.com")).toBeNull();
  });

  it("reveals the company domain of an IP with its confidence", async () => {
    clearbitAnswers({
      "https://reveal.clearbit.com/v1/companies/find?ip=203.0.113.7": () => Response.json({ ip: "203.0.113.7", domain: "analytical.example", fuzzy: false, confidence_score: "high" }),
      "https://reveal.clearbit.com/v1/companies/find?ip=203.0.113.8": () => Response.json({ ip: "203.0.113.8", domain: "isp.example", fuzzy: true }),
    });
    expect(await revealCompanyDomain({ ip: "203.0.113.7" })).toEqual({ domain: "analytical.example", confidence: 0.75 });
    expect(await revealCompanyDomain({ ip: "203.0.113.8" })).toEqual({ domain: "isp.example", confidence: 0.5 });
    expect(await revealCompanyDomain({ ip: "198.51.100.1" })).toEqual({ domain: null, confidence: 0 });
  });

  it("logs CLEARBIT REVEAL ERROR and stays silent when Clearbit fails, after one retry of the GET", async () => {
    const requests = clearbitAnswers({ "https://": () => new Response("down", { status: 503 }) });
    expect(await call(fetchCompanyDomainRoute.GET, getRequest())).toMatchObject({ status: 200, body: { domain: null, confidence: 0 } });
    expect(await call(fetchCompanyRoute.GET, getRequest({ email: "ada@analytical.example" }))).toMatchObject({ status: 200, body: { company: null } });
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining("[CLEARBIT REVEAL ERROR]"), expect.anything());
    expect(requests.filter((request) => request.url.startsWith("https://reveal.clearbit.com"))).toHaveLength(2);
  });
});
