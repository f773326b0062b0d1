import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { remoteConsoleCheck, routeConsole, type CheckConsoleSession } from "./console-routing";

const SITE = "https://www.quillio.test";
const request = (path: string, cookie?: string) => new NextRequest(new URL(path, SITE), { headers: cookie ? { cookie } : {} });
const SESSION = "quillio-console.session_token=abc.def";

describe("the proxy's console routing", () => {
  it("passes the sign-in page through unlocalized, never cached nor indexed, and adds its slash", async () => {
    const page = await routeConsole(request("/console-sign-in/?sent=1"));
    expect(page?.headers.get("x-middleware-next")).toBe("1");
    expect(page?.headers.get("cache-control")).toBe("private, no-store");
    expect(page?.headers.get("x-robots-tag")).toContain("noindex");
    const bare = await routeConsole(request("/console-sign-in?sent=1"));
    expect(bare?.status).toBe(308);
    expect(bare?.headers.get("location")).toBe(`${SITE}/console-sign-in/?sent=1`);
  });

  it("leaves /admin without a session cookie, or with one that does not check out, to the usual routing (the 404)", async () => {
    let asked = 0;
    const refuse: CheckConsoleSession = async () => {
      asked += 1;
      return { ok: false, setCookies: [] };
    };
    expect(await routeConsole(request("/admin/"), refuse)).toBeNull();
    expect(await routeConsole(request("/admin/", "other=1"), refuse)).toBeNull();
    expect(asked).toBe(0);
    expect(await routeConsole(request("/admin/audit/", SESSION), refuse)).toBeNull();
    expect(asked).toBe(1);
    // Paths that only start like the console are not the console's.
    expect(await routeConsole(request("/administration/", SESSION), refuse)).toBeNull();
    expect(asked).toBe(1);
  });

  it("lets a signed-in admin in, passing the refreshed cookie on", async () => {
    const accept: CheckConsoleSession = async () => ({ ok: true, setCookies: ["quillio-console.session_token=new; Path=/; HttpOnly"] });
    const page = await routeConsole(request("/admin/deliveries/", SESSION), accept);
    expect(page?.headers.get("x-middleware-next")).toBe("1");
    expect(page?.headers.getSetCookie()).toEqual(["quillio-console.session_token=new; Path=/; HttpOnly"]);
    const bare = await routeConsole(request("/admin", SESSION), accept);
    expect(bare?.status).toBe(308);
    expect(bare?.headers.get("location")).toBe(`${SITE}/admin/`);
  });

  it("asks /api/admin/session/ with the request's cookies when no check runs in process (Netlify's edge)", async () => {
    const calls: { url: string; cookie: string | null }[] = [];
    const fetcher = (async (url: URL, init: RequestInit) => {
      calls.push({ url: String(url), cookie: new Headers(init.headers).get("cookie") });
      return String(init.headers && new Headers(init.headers).get("cookie")).includes("good")
        ? new Response(null, { status: 204, headers: { "set-cookie": "quillio-console.session_token=refreshed; Path=/" } })
        : new Response("{}", { status: 404 });
    }) as unknown as typeof fetch;
    const check = remoteConsoleCheck(SITE, fetcher);
    expect(await check("quillio-console.session_token=good")).toEqual({ ok: true, setCookies: ["quillio-console.session_token=refreshed; Path=/"] });
    expect(await check("quillio-console.session_token=bad")).toEqual({ ok: false, setCookies: [] });
    expect(calls[0]).toEqual({ url: `${SITE}/api/admin/session/`, cookie: "quillio-console.session_token=good" });
    const failing = remoteConsoleCheck(SITE, (async () => {
      throw new Error("down");
    }) as unknown as typeof fetch);
    expect(await failing("quillio-console.session_token=good")).toEqual({ ok: false, setCookies: [] });
  });
});
