import { describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { routeRequest } from "@/routing/proxy-routing";
import { normalizeRedirectPath, redirectFromDocument } from "./redirects";

const pricingLink = (lang: string) => ({ link_type: "Document", id: "p", type: "pricing_page", lang, uid: null, isBroken: false });

describe("redirects from content", () => {
  it("normalizes paths as the proxy sees them", () => {
    expect(normalizeRedirectPath("/old-page")).toBe("/old-page/");
    expect(normalizeRedirectPath(" /Alte Seite/?utm=x ")).toBe("/Alte%20Seite/");
    expect(normalizeRedirectPath("/caf%C3%A9/")).toBe("/caf%C3%A9/");
    for (const bad of ["old", "//evil.example/", "https://x/", "/%E0%A4%A/"]) expect(normalizeRedirectPath(bad), bad).toBeNull();
  });

  it("reads a document: the path in its language, a page or a web address, the kind", () => {
    expect(redirectFromDocument({ lang: "de-de", data: { from: "/tarife", to: pricingLink("de-de"), status: "301" } })).toEqual({ from: "/de/tarife/", to: "/de/preise/", status: 301 });
    expect(redirectFromDocument({ lang: "de-de", data: { from: "/de/tarife/", to: pricingLink("de-de"), status: "308" } })).toMatchObject({ from: "/de/tarife/", status: 308 });
    expect(redirectFromDocument({ lang: "en-us", data: { from: "/status/", to: { link_type: "Web", url: "https://status.example/" }, status: "302" } })).toEqual({
      from: "/status/",
      to: "https://status.example/",
      status: 302,
    });
    // An unknown kind is a permanent redirect.
    expect(redirectFromDocument({ lang: "fr-fr", data: { from: "/offres/", to: pricingLink("fr-fr"), status: "418" } })).toMatchObject({ status: 301 });
  });

  it("ignores entries that cannot work", () => {
    for (const data of [
      { from: "", to: pricingLink("en-us") },
      { from: "/x/", to: { link_type: "Any" } },
      { from: "/x/", to: { ...pricingLink("en-us"), isBroken: true } },
      { from: "/x/", to: { link_type: "Web", url: "javascript:alert(1)" } },
      { from: "/pricing/", to: pricingLink("en-us") },
    ]) {
      expect(redirectFromDocument({ lang: "en-us", data }), JSON.stringify(data)).toBeNull();
    }
    expect(redirectFromDocument({ lang: "it-it", data: { from: "/x/", to: pricingLink("en-us") } })).toBeNull();
  });

  it("the proxy answers a listed path, with or without its slash, before routing, and keeps the query for a page", async () => {
    const table = new Map([["/de/tarife/", { to: "/de/preise/", status: 301 }]]);
    const find = async (path: string) => table.get(path) ?? null;
    const answer = await routeRequest(new NextRequest("http://localhost:3000/de/tarife?utm_source=mail"), undefined, find);
    expect(answer.status).toBe(301);
    expect(answer.headers.get("location")).toBe("http://localhost:3000/de/preise/?utm_source=mail");
    expect((await routeRequest(new NextRequest("http://localhost:3000/de/tarife/"), undefined, find)).status).toBe(301);
    expect((await routeRequest(new NextRequest("http://localhost:3000/de/preise/"), undefined, find)).headers.get("location")).toBeNull();
  });
});
