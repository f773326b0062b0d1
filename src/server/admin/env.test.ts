import { describe, expect, it } from "vitest";
import { environmentProblems } from "@/config/env";
import { adminAllowList, adminOidc, isAdminEmail } from "./env";

describe("ADMIN_EMAILS", () => {
  const allow = adminAllowList({ ADMIN_EMAILS: " Ana@Quillio.com , @Team.Quillio.com,," });

  it("is read as normalized addresses and @domains", () => {
    expect(allow).toEqual(["ana@quillio.com", "@team.quillio.com"]);
  });

  it("lets in a listed address and any address of a listed domain, whatever their case or spaces", () => {
    for (const email of ["ana@quillio.com", " ANA@quillio.COM ", "bo@team.quillio.com", "Chloé@Team.Quillio.com"]) {
      expect(isAdminEmail(email, allow), email).toBe(true);
    }
  });

  it("keeps out look-alikes: other domains, sub-domains, suffixes, sub-addresses and malformed input", () => {
    for (const email of [
      "eve@quillio.com.evil.net",
      "ana@quillio.co",
      "bo@sub.team.quillio.com",
      "bo@evilteam.quillio.com",
      "ana+x@quillio.com",
      "ana@quillio.com\u200b",
      "ana@quillio.com\u0000",
      "@team.quillio.com",
      "team.quillio.com",
      "",
    ]) {
      expect(isAdminEmail(email, allow), JSON.stringify(email)).toBe(false);
    }
  });

  it("unset or empty lets nobody in", () => {
    expect(adminAllowList({})).toEqual([]);
    expect(adminAllowList({ ADMIN_EMAILS: "" })).toEqual([]);
    expect(isAdminEmail("ana@quillio.com", [])).toBe(false);
  });

  it("is checked at start: a malformed entry is named", () => {
    expect(environmentProblems({ ADMIN_EMAILS: "ana@quillio.com,quillio.com" }).join("\n")).toMatch(/ADMIN_EMAILS/);
    expect(environmentProblems({ ADMIN_EMAILS: "ana@quillio.com,@quillio.com" })).toEqual([]);
  });
});

describe("the OIDC provider", () => {
  const full = { ADMIN_OIDC_ISSUER: "https://login.quillio.test", ADMIN_OIDC_CLIENT_ID: "console", ADMIN_OIDC_CLIENT_SECRET: "secret" };

  it("is on with all three variables, off with none", () => {
    expect(adminOidc(full)).toEqual({ issuer: "https://login.quillio.test", clientId: "console", clientSecret: "secret" });
    expect(adminOidc({})).toBeNull();
    expect(environmentProblems(full)).toEqual([]);
  });

  it("half-configured is a start-up problem naming what is missing", () => {
    const problems = environmentProblems({ ADMIN_OIDC_ISSUER: full.ADMIN_OIDC_ISSUER });
    expect(problems.join("\n")).toMatch(/ADMIN_OIDC_CLIENT_ID, ADMIN_OIDC_CLIENT_SECRET/);
    expect(adminOidc({ ADMIN_OIDC_ISSUER: full.ADMIN_OIDC_ISSUER })).toBeNull();
  });

  it("refuses a short session signing key", () => {
    expect(environmentProblems({ ADMIN_AUTH_SECRET: "short" }).join("\n")).toMatch(/ADMIN_AUTH_SECRET/);
  });
});
