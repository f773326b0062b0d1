import { describe, expect, it } from "vitest";
import { call, getRequest } from "@/server/testing/requests";
import { formConfigEndpoint } from "./form-config";

// Seed content: the onboarding ebook's form_config in German.
const EBOOK_CONFIG_DE = "EDjfp2gT7MZ8De";

describe("GET /api/forms/config", () => {
  it("answers the form's browser bundle without the gated content's address", async () => {
    const { status, body, headers } = await call(formConfigEndpoint, getRequest({ id: EBOOK_CONFIG_DE, locale: "de" }));
    expect(status).toBe(200);
    expect(body.config).toMatchObject({ id: EBOOK_CONFIG_DE, locale: "de", formType: "ebook", hasGatedContent: true, buttonLabel: "E-Book herunterladen" });
    expect(body.provider).toEqual({ kind: "embedded" });
    expect(body.texts.required).toBe("Dieses Feld ist erforderlich.");
    expect(body.countries.find((country: { iso2: string }) => country.iso2 === "DE")).toEqual({ iso2: "DE", name: "Deutschland", dialCode: "+49" });
    expect(JSON.stringify(body)).not.toContain(".pdf");
    expect(headers.get("cache-control")).toBe("public, max-age=60");
  });

  it("answers 404 for an unknown id and 400 naming the bad parameter", async () => {
    await expect(call(formConfigEndpoint, getRequest({ id: "unknown", locale: "en" }))).resolves.toMatchObject({ status: 404, body: { error: { code: "not_found" } } });
    await expect(call(formConfigEndpoint, getRequest({ id: "../etc", locale: "en" }))).resolves.toMatchObject({ status: 400, body: { error: { field: "id" } } });
    await expect(call(formConfigEndpoint, getRequest({ id: EBOOK_CONFIG_DE, locale: "es" }))).resolves.toMatchObject({ status: 400, body: { error: { field: "locale" } } });
    await expect(call(formConfigEndpoint, getRequest({ locale: "en" }))).resolves.toMatchObject({ status: 400, body: { error: { code: "required", field: "id" } } });
  });
});
