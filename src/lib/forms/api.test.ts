import { afterEach, describe, expect, it, vi } from "vitest";
import { isProfessionalEmailEndpoint } from "@/server/handlers/email-checks";
import { callConversionApi, conversionApi } from "./api";

describe("callConversionApi", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("returns the data of a success and the error of a refusal, from the real handler", async () => {
    vi.stubGlobal("fetch", (path: string, init?: RequestInit) => isProfessionalEmailEndpoint(new Request(`http://localhost${path}`, init)));
    expect(await callConversionApi(conversionApi.isProfessionalEmail, { query: { email: "ada@gmail.com" } })).toEqual({ ok: true, status: 200, data: { isProfessional: false } });
    expect(await callConversionApi(conversionApi.isProfessionalEmail, { query: { email: "nope" } })).toMatchObject({
      ok: false,
      status: 400,
      error: { code: "invalid_email", field: "email", message: "Enter a valid email address." },
    });
  });

  it("turns a network failure into an answer instead of throwing", async () => {
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));
    expect(await callConversionApi(conversionApi.submitForm, { body: {} })).toMatchObject({ ok: false, status: 0, error: { code: "network_error" } });
  });
});
