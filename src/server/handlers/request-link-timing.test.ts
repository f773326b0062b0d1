import { afterEach, describe, expect, it, vi } from "vitest";
import * as requestLinkRoute from "@/app/api/preferences/request-link/route";
import { getDb } from "../db";
import { subscribeToNewsletter, confirmNewsletterSubscription } from "../newsletter";
import { withTemporaryDataDir } from "../testing/data-dir";
import { deliveredMails } from "../testing/mail";
import { call, postRequest } from "../testing/requests";

/** What the route hands to Next's `after`: run by the test once the answer is in hand. */
const deferred = vi.hoisted(() => [] as (() => Promise<unknown>)[]);
vi.mock("next/server", async (original) => ({ ...(await original<typeof import("next/server")>()), after: (task: () => Promise<unknown>) => deferred.push(task) }));

withTemporaryDataDir("request-link-timing-", { PREFERENCES_SECRET: "" });
afterEach(() => {
  deferred.length = 0;
});

describe("request-link answers before it looks the address up", () => {
  it("gives a known and an unknown address the same answer without touching the store, then mails only the known one", async () => {
    vi.spyOn(console, "info").mockImplementation(() => {});
    const { id } = await subscribeToNewsletter({ email: "known@example.org", language: "en" });
    const db = await getDb();
    const [mail] = await deliveredMails("known@example.org");
    await confirmNewsletterSubscription(decodeURIComponent(/\?confirm=(\S+)/.exec(mail!.body)![1]));
    expect(id).toBeTruthy();
    const mailsBefore = (await deliveredMails()).length;

    // The store is not read while answering: its time cannot tell the two addresses apart.
    const selectFrom = vi.spyOn(db, "selectFrom");
    const known = await call(requestLinkRoute.POST, postRequest({ email: "known@example.org", locale: "en" }));
    const unknown = await call(requestLinkRoute.POST, postRequest({ email: "nobody@example.org", locale: "en" }));
    expect(selectFrom).not.toHaveBeenCalled();
    selectFrom.mockRestore();
    expect({ status: unknown.status, body: unknown.body }).toEqual({ status: known.status, body: known.body });
    expect(known).toMatchObject({ status: 202, body: { ok: true } });
    expect(deferred).toHaveLength(2);

    for (const task of deferred) await task();
    const mails = await deliveredMails();
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.at(-1)).toMatchObject({ recipient: "known@example.org" });
  });
});
