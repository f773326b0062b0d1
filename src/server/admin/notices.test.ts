import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "@/server/db";
import { testDatabases } from "@/server/testing/databases";
import { currentServiceNotices, serviceNotices } from "./notices";

const wordsOf = (notices: ReturnType<typeof serviceNotices>) => notices.map((notice) => `${notice.title} ${notice.kept} ${notice.notSent}`).join(" ");

describe("the notices of a server without a mail service or Marketo", () => {
  it("say what is kept and what is not sent, never that anything was forwarded", () => {
    const notices = serviceNotices({ mail: false, marketo: false }, { mails: 3, marketoLeads: 1 });
    expect(notices.map((notice) => notice.service)).toEqual(["mail", "marketo"]);
    expect(notices[0]!.title).toContain("SMTP_URL");
    expect(notices[0]!.kept).toContain("outgoing_email table: 3 mails so far");
    expect(notices[0]!.notSent).toMatch(/^None of them is sent/);
    expect(notices[1]!.title).toContain("MARKETO_CLIENT_SECRET");
    expect(notices[1]!.kept).toContain("1 lead so far");
    expect(notices[1]!.notSent).toMatch(/^None of them reaches Marketo/);
    expect(wordsOf(notices)).not.toMatch(/forwarded/i);
  });

  it("are there only for what is missing", () => {
    expect(serviceNotices({ mail: true, marketo: true }, { mails: 0, marketoLeads: 0 })).toEqual([]);
    expect(serviceNotices({ mail: true, marketo: false }, { mails: 0, marketoLeads: 0 }).map((notice) => notice.service)).toEqual(["marketo"]);
    expect(serviceNotices({ mail: false, marketo: true }, { mails: 1, marketoLeads: 0 })[0]!.kept).toContain("1 mail so far");
  });
});

describe.each(testDatabases())("the notices of this server's configuration ($name)", (database) => {
  let db: Db;
  let close: () => Promise<void>;
  beforeEach(async () => {
    ({ db, close } = await database.open());
    await db.insertInto("outgoing_email").values({ id: "m1", recipient: "a@example.com", subject: "Hi", body: "Hi", html: null, attachments: null, created_at: "2026-03-01T00:00:00.000Z" }).execute();
    await db.insertInto("embedded_deliveries").values({ idempotency_key: "k1", destination: "marketo", payload: "{}", created_at: "2026-03-01T00:00:00.000Z" }).execute();
    await db.insertInto("embedded_deliveries").values({ idempotency_key: "k2", destination: "chilipiper", payload: "{}", created_at: "2026-03-01T00:00:00.000Z" }).execute();
  });
  afterEach(async () => {
    vi.unstubAllEnvs();
    await close();
  });

  it("counts what the embedded defaults hold when nothing is configured", async () => {
    for (const name of ["SMTP_URL", "MARKETO_ACCOUNT_ID", "MARKETO_CLIENT_ID", "MARKETO_CLIENT_SECRET"]) vi.stubEnv(name, "");
    const notices = await currentServiceNotices(db);
    expect(notices.map((notice) => [notice.service, notice.kept.match(/\d+ \w+ so far/)?.[0]])).toEqual([
      ["mail", "1 mail so far"],
      ["marketo", "1 lead so far"],
    ]);
  });

  it("says nothing when both are configured", async () => {
    vi.stubEnv("SMTP_URL", "smtp://mail.example.com:587");
    vi.stubEnv("MARKETO_ACCOUNT_ID", "123-ABC-456");
    vi.stubEnv("MARKETO_CLIENT_ID", "id");
    vi.stubEnv("MARKETO_CLIENT_SECRET", "secret");
    expect(await currentServiceNotices(db)).toEqual([]);
  });
});
