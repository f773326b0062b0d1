// Issue 26, "Done when": anonymous, expired, forged and other-address sessions get 404 on every /admin page and API,
// and a cross-site POST is refused. Drives the real proxy (pages) and the real route handlers (APIs).
import { NextRequest } from "next/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as authGet, POST as authPost } from "@/app/api/auth/[...all]/route";
import * as uploadRoute from "@/app/api/admin/campaigns/upload/route";
import * as replayRoute from "@/app/api/admin/deliveries/replay/route";
import * as eraseRoute from "@/app/api/admin/leads/erase/route";
import * as exportRoute from "@/app/api/admin/leads/export/route";
import * as leadReplayRoute from "@/app/api/admin/leads/replay/route";
import * as sessionRoute from "@/app/api/admin/session/route";
import * as signOutRoute from "@/app/api/admin/sign-out/route";
import * as unknownRoute from "@/app/api/[...unknown]/route";
import { proxy } from "@/proxy";
import { registerConsoleCheck } from "@/routing/console-routing";
import { registerPathLookup } from "@/routing/proxy-lookups";
import { getDb } from "../db";
import { signInWithMailedLink, SITE } from "../testing/admin";
import { withTemporaryDataDir } from "../testing/data-dir";
import { ADMIN_SESSION_IDLE_SECONDS, ADMIN_SESSION_REFRESH_SECONDS } from "./auth";
import { checkConsoleCookie, requireAdmin } from "./session";

const ALLOWED = "ana@quillio.com,bo@quillio.com";
withTemporaryDataDir("admin-404-", { ADMIN_EMAILS: ALLOWED, ADMIN_AUTH_SECRET: "s".repeat(40), OUTBOX_WORKER: "off" });

let cookieForHeaders = "";
vi.mock("next/headers", () => ({ headers: async () => new Headers(cookieForHeaders ? { cookie: cookieForHeaders } : {}) }));
/** What the route handlers leave to after the answer: run here, awaited by the tests that look at it. */
const afterAnswer: Promise<unknown>[] = [];
vi.mock("next/server", async (original) => ({
  ...(await original<typeof import("next/server")>()),
  after: (task: () => Promise<unknown>) => void afterAnswer.push(task()),
}));

const { POST: uploadCodes } = uploadRoute;
const { POST: replay } = replayRoute;
const { POST: eraseLead } = eraseRoute;
const { GET: exportLeads } = exportRoute;
const { POST: replayLead } = leadReplayRoute;
const { GET: sessionGet } = sessionRoute;
const { POST: signOutPost } = signOutRoute;
const { GET: unknownApi } = unknownRoute;
/** Every method a route file can export: Next answers one a file does not export by itself (405, or 204 for OPTIONS). */
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
type RouteModule = Partial<Record<(typeof METHODS)[number], (request: Request) => Response | Promise<Response>>>;

const PAGES = [
  "/admin/",
  "/admin/audit/",
  "/admin/deliveries/",
  "/admin/leads/",
  "/admin/leads/00000000-0000-4000-8000-000000000000/",
  "/admin/conversion/",
  "/admin/analytics/",
  "/admin/campaigns/",
  "/admin/anything/",
];

beforeAll(() => {
  // No document of the content is named like a console page (the real lookup asks the embedded repository).
  registerPathLookup(async () => ({ redirect: null, exists: false }));
  registerConsoleCheck((cookie) => checkConsoleCookie(cookie));
});
afterEach(() => {
  vi.useRealTimers();
  vi.stubEnv("ADMIN_EMAILS", ALLOWED);
});

const pageRequest = (path: string, cookie: string | null) => new NextRequest(new URL(path, SITE), { headers: cookie ? { cookie } : {} });

/** What the proxy makes of a path nobody serves: the site's localized 404 page, status 404. */
async function unknownPathAnswer() {
  const response = await proxy(pageRequest("/admin-nothing-here/", null));
  return { status: response.status, rewrite: response.headers.get("x-middleware-rewrite") };
}

/** Each kind of visitor who is not a signed-in admin, as the cookie header they send (null: none). */
async function strangers(): Promise<[string, () => Promise<string | null>][]> {
  const db = await getDb();
  return [
    ["anonymous", async () => null],
    ["forged", async () => `quillio-console.session_token=${encodeURIComponent("forged-token.c2lnbmF0dXJl")}`],
    [
      "expired",
      async () => {
        const { cookie } = await signInWithMailedLink(db, "ana@quillio.com");
        vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + (ADMIN_SESSION_IDLE_SECONDS + 60) * 1000 });
        return cookie;
      },
    ],
    [
      "other-address",
      async () => {
        const { cookie } = await signInWithMailedLink(db, "bo@quillio.com");
        vi.stubEnv("ADMIN_EMAILS", "ana@quillio.com");
        return cookie;
      },
    ],
  ];
}

describe("pages under /admin", () => {
  it("let a signed-in admin in, never cached nor indexed", async () => {
    const { cookie } = await signInWithMailedLink(await getDb(), "ana@quillio.com");
    for (const path of PAGES) {
      const response = await proxy(pageRequest(path, cookie));
      expect(response.headers.get("x-middleware-next"), path).toBe("1");
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(response.headers.get("x-robots-tag")).toContain("noindex");
    }
    cookieForHeaders = cookie;
    expect((await requireAdmin()).email).toBe("ana@quillio.com");
  });

  it("answer everyone else exactly as a path nobody serves: the site's 404 page", async () => {
    const unknown = await unknownPathAnswer();
    expect(unknown.status).toBe(404);
    for (const [kind, cookieOf] of await strangers()) {
      const cookie = await cookieOf();
      for (const path of PAGES) {
        const response = await proxy(pageRequest(path, cookie));
        expect({ status: response.status, rewrite: response.headers.get("x-middleware-rewrite") }, `${kind} ${path}`).toEqual(unknown);
      }
      // A page reached some other way (a race with the proxy) refuses too: notFound().
      cookieForHeaders = cookie ?? "";
      await expect(requireAdmin(), kind).rejects.toMatchObject({ digest: expect.stringContaining("404") });
      vi.useRealTimers();
      vi.stubEnv("ADMIN_EMAILS", ALLOWED);
    }
  });
});

describe("the admin APIs", () => {
  const apis: [string, (request: Request) => Promise<Response>, string][] = [
    ["/api/admin/session/", (request) => sessionGet(request), "GET"],
    ["/api/admin/sign-out/", (request) => signOutPost(request), "POST"],
    ["/api/admin/deliveries/replay/", (request) => replay(request), "POST"],
    ["/api/admin/leads/export/", (request) => exportLeads(request), "GET"],
    ["/api/admin/leads/erase/", (request) => eraseLead(request), "POST"],
    ["/api/admin/leads/replay/", (request) => replayLead(request), "POST"],
    ["/api/admin/campaigns/upload/", (request) => uploadCodes(request), "POST"],
  ];

  it("answer everyone else with the bare 404 of any unknown /api/ path", async () => {
    for (const [kind, cookieOf] of await strangers()) {
      const cookie = await cookieOf();
      for (const [path, handle, method] of apis) {
        const headers: Record<string, string> = { origin: SITE, "sec-fetch-site": "same-origin", ...(cookie ? { cookie } : {}) };
        const response = await handle(new Request(`${SITE}${path}`, { method, headers }));
        const unknown = await unknownApi(new Request(`${SITE}${path}`));
        expect(response.status, `${kind} ${path}`).toBe(404);
        expect(await response.json()).toEqual(await unknown.json());
      }
      vi.useRealTimers();
      vi.stubEnv("ADMIN_EMAILS", ALLOWED);
    }
  });

  it("answer every method with that 404, so no method tells a stranger the console is there", async () => {
    const routes: [string, RouteModule][] = [
      ["/api/admin/session/", sessionRoute],
      ["/api/admin/sign-out/", signOutRoute],
      ["/api/admin/deliveries/replay/", replayRoute],
      ["/api/admin/leads/export/", exportRoute],
      ["/api/admin/leads/erase/", eraseRoute],
      ["/api/admin/leads/replay/", leadReplayRoute],
      ["/api/admin/campaigns/upload/", uploadRoute],
      ["/api/admin-nothing/", unknownRoute],
    ];
    const { cookie } = await signInWithMailedLink(await getDb(), "ana@quillio.com");
    for (const [path, route] of routes) {
      for (const method of METHODS) {
        const handle = route[method];
        expect(handle, `${path} exports ${method}`).toBeTypeOf("function");
        const anonymous = await handle!(new Request(`${SITE}${path}`, { method }));
        expect(anonymous.status, `${method} ${path}`).toBe(404);
        const forged = await handle!(new Request(`${SITE}${path}`, { method, headers: { cookie: "quillio-console.session_token=forged.c2ln" } }));
        expect(forged.status, `${method} ${path} (forged)`).toBe(404);
      }
    }
    // A signed-in admin is told which methods a path has.
    const wrong = await exportRoute.DELETE(new Request(`${SITE}/api/admin/leads/export/`, { method: "DELETE", headers: { cookie, origin: SITE, "sec-fetch-site": "same-origin" } }));
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get("allow")).toBe("GET, HEAD");
    expect((await exportRoute.HEAD(new Request(`${SITE}/api/admin/leads/export/`, { method: "HEAD", headers: { cookie } }))).status).toBe(200);
  });

  it("refuse a cross-site POST from a signed-in admin's browser, and change nothing", async () => {
    const db = await getDb();
    const { cookie } = await signInWithMailedLink(db, "ana@quillio.com");
    const crossSite = { cookie, origin: "https://evil.example", "sec-fetch-site": "cross-site" };
    expect((await signOutPost(new Request(`${SITE}/api/admin/sign-out/`, { method: "POST", headers: crossSite }))).status).toBe(403);
    expect((await replay(new Request(`${SITE}/api/admin/deliveries/replay/`, { method: "POST", headers: crossSite }))).status).toBe(403);
    expect((await replayLead(new Request(`${SITE}/api/admin/leads/replay/`, { method: "POST", headers: crossSite }))).status).toBe(403);
    // Still signed in: the forged sign-out did nothing.
    expect((await sessionGet(new Request(`${SITE}/api/admin/session/`, { headers: { cookie } }))).status).toBe(204);
  });

  it("sign out with the console's form: the old cookie then gets 404", async () => {
    const { cookie } = await signInWithMailedLink(await getDb(), "ana@quillio.com");
    const response = await signOutPost(
      new Request(`${SITE}/api/admin/sign-out/`, { method: "POST", headers: { cookie, origin: SITE, "sec-fetch-site": "same-origin" }, body: new URLSearchParams({ scope: "this" }) }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`${SITE}/console-sign-in/?signed-out=1`);
    expect(response.headers.getSetCookie().join("\n")).toMatch(/quillio-console\.session_token=;.*Max-Age=0/);
    expect((await sessionGet(new Request(`${SITE}/api/admin/session/`, { headers: { cookie } }))).status).toBe(404);
    expect((await proxy(pageRequest("/admin/", cookie))).status).toBe(404);
  });

  it("sign out of a session due for a refresh: the answer removes the cookie and does not set it again", async () => {
    const { cookie } = await signInWithMailedLink(await getDb(), "ana@quillio.com");
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + (ADMIN_SESSION_REFRESH_SECONDS + 60) * 1000 });
    // Any request now pushes the session's end back (better-auth's refresh, a Set-Cookie): the sign-out's too.
    const response = await signOutPost(
      new Request(`${SITE}/api/admin/sign-out/`, { method: "POST", headers: { cookie, origin: SITE, "sec-fetch-site": "same-origin" }, body: new URLSearchParams({ scope: "this" }) }),
    );
    expect(response.status).toBe(303);
    const sessionCookies = response.headers.getSetCookie().filter((line) => line.includes("session_token="));
    expect(sessionCookies).toHaveLength(1);
    expect(sessionCookies[0]).toMatch(/session_token=;.*Max-Age=0/);
  });
});

describe("the sign-in endpoints", () => {
  it("answer every address the same, and refuse a cross-site request", async () => {
    const answers = [];
    for (const email of ["ana@quillio.com", "eve@elsewhere.example"]) {
      const response = await authPost(
        new Request(`${SITE}/api/auth/request-link`, { method: "POST", headers: { origin: SITE, "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ email }) }),
      );
      answers.push({ status: response.status, location: response.headers.get("location"), body: await response.text() });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]).toMatchObject({ status: 303, location: `${SITE}/console-sign-in/?sent=1` });
    // After the answer, only the allowed address got a link.
    await Promise.all(afterAnswer);
    const recipients = (await (await getDb()).selectFrom("outgoing_email").select("recipient").execute()).map((row) => row.recipient);
    expect(recipients).toContain("ana@quillio.com");
    expect(recipients).not.toContain("eve@elsewhere.example");
    const crossSite = await authPost(
      new Request(`${SITE}/api/auth/request-link`, { method: "POST", headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" }, body: "email=ana%40quillio.com" }),
    );
    expect(crossSite.status).toBe(403);
  });

  it("serve none of the auth library's other endpoints", async () => {
    for (const [method, path] of [["GET", "/api/auth/get-session"], ["POST", "/api/auth/sign-up/email"], ["POST", "/api/auth/sign-in/magic-link"], ["GET", "/api/auth/list-sessions"], ["GET", "/api/auth/callback/company"], ["POST", "/api/auth/sign-in/social"]]) {
      const handle = method === "GET" ? authGet : authPost;
      const response = await handle(new Request(`${SITE}${path}`, { method, headers: { origin: SITE, "content-type": "application/json" }, ...(method === "POST" ? { body: "{}" } : {}) }));
      expect(response.status, path).toBe(404);
    }
  });
});
