import { spawn } from "node:child_process";
import { formDefinitions, uniqueEmail, validAnswers } from "./forms";
import { startSiteServer } from "./site-server";

/**
 * The restore drill an operator should run (issue 33): a production server takes leads, a console session and a
 * signed download link are made, `npm run db:backup` runs while leads keep arriving, the server goes away with its
 * data, `npm run db:restore` fills an empty DATA_DIR (or database), and a server started on it is asked for all of
 * it. The same drill for SQLite (e2e/backup.spec.ts) and PostgreSQL (e2e/instances/backup.test.ts).
 */
export interface DrillPlace {
  /** DATA_DIR, and DATABASE_URL for PostgreSQL. */
  env: Record<string, string>;
}

export interface DrillResult {
  /** Leads whose 201 came before the backup started: every one must be in the restored data. */
  acknowledgedBefore: string[];
  /** Every lead answered 201, before, during and after the backup. */
  acknowledged: string[];
  /** Leads answered while the backup ran: proof that it ran while the site was writing. */
  acknowledgedDuring: number;
  backup: ScriptRun;
  restore: ScriptRun;
  /** The old console session and download link on the original server, then on the restored one. */
  sessionStatus: { before: number; after: number };
  download: { before: number; after: number; type: string | null };
  /** The leads export the old session downloads from the restored server, and its status. */
  exportedLeads: string;
  exportStatus: number;
}

export interface ScriptRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

const ADMIN = "ops@console.quillio.test";
const SESSION_COOKIE = "quillio-console.session_token";
/** The English ebook's form_config: a gated-content lead for it gets a signed download link. */
const EBOOK_FORM_CONFIG = "pQTYn33BpW4JEn";

/** A script of the repository as an operator runs it (`npm run ...`): its own process, the server's environment. */
export function runScript(script: string, args: string[], env: Record<string, string>): Promise<ScriptRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", `scripts/${script}`, ...args], { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

const json = (url: string, body: unknown) => fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

/** A console session as staff get one without a mail service: `npm run admin:link`, then the link's Sign in button. */
async function signIn(url: string, env: Record<string, string>): Promise<string> {
  const printed = await runScript("admin-link.ts", ["--email", ADMIN], env);
  const link = /https?:\/\/\S+\?token=\S+/.exec(printed.stdout)?.[0];
  if (!link) throw new Error(`admin:link printed no link: ${printed.stdout}${printed.stderr}`);
  const token = new URL(link).searchParams.get("token")!;
  const query = new URLSearchParams({ token, callbackURL: "/admin/", errorCallbackURL: "/console-sign-in/" });
  const answer = await fetch(`${url}/api/auth/magic-link/verify?${query}`, { redirect: "manual" });
  const cookie = answer.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`))?.split(";")[0];
  if (!cookie) throw new Error(`The sign-in link set no session (${answer.status} ${answer.headers.get("location")})`);
  return cookie;
}

const sessionStatus = async (url: string, cookie: string) => (await fetch(`${url}/api/admin/session/`, { headers: { cookie } })).status;

/** A gated-content lead for the ebook, then its signed download link (`/api/forms/gated/download?token=`). */
async function downloadLink(url: string): Promise<string> {
  const sent = await json(`${url}/api/forms/submit`, {
    formType: "gated_content",
    locale: "en",
    fields: validAnswers(formDefinitions.gated_content, uniqueEmail("drill-ebook")),
    hidden: { content_uid: EBOOK_FORM_CONFIG },
  });
  if (sent.status !== 201) throw new Error(`The ebook form answered ${sent.status}: ${await sent.text()}`);
  const { submissionId } = (await sent.json()) as { submissionId: string };
  const unlocked = await json(`${url}/api/forms/gated`, { submissionId, formConfigId: EBOOK_FORM_CONFIG });
  if (unlocked.status !== 200) throw new Error(`The unlock answered ${unlocked.status}: ${await unlocked.text()}`);
  return ((await unlocked.json()) as { url: string }).url;
}

/** Contact-form leads, two at a time, until stopped; each address is kept once its 201 arrived. */
function postLeads(url: string) {
  const acknowledged: string[] = [];
  let running = true;
  const visitor = async () => {
    while (running) {
      const email = uniqueEmail("drill-lead");
      const answer = await json(`${url}/api/forms/submit`, { formType: "contact", locale: "en", fields: validAnswers(formDefinitions.contact, email) });
      if (answer.status !== 201) throw new Error(`A lead was answered ${answer.status}: ${await answer.text()}`);
      acknowledged.push(email);
    }
  };
  const visitors = [visitor(), visitor()];
  return {
    acknowledged,
    async stop() {
      running = false;
      await Promise.all(visitors);
    },
  };
}

async function until(holds: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!holds()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function runBackupDrill({ port, source, target, file }: { port: number; source: DrillPlace; target: DrillPlace; file: string }): Promise<DrillResult> {
  const url = `http://localhost:${port}`;
  const common = {
    SITE_URL: url,
    ADMIN_EMAILS: ADMIN,
    RATE_LIMIT_MAX: "0",
    RATE_LIMIT_EMAIL_MAX: "0",
    FORM_CHALLENGE_THRESHOLD: "0",
    // The keys the drill is about are generated into DATA_DIR, as on a server nobody gave them to.
    ADMIN_AUTH_SECRET: "",
    DOWNLOAD_LINK_SECRET: "",
  };
  const original = await startSiteServer(port, { ...common, ...source.env });
  let result: Omit<DrillResult, "sessionStatus" | "download" | "exportedLeads" | "exportStatus" | "restore">;
  let cookie: string;
  let link: string;
  const before = { session: 0, download: 0 };
  try {
    cookie = await signIn(url, { ...common, ...source.env });
    link = await downloadLink(url);
    before.session = await sessionStatus(url, cookie);
    before.download = (await fetch(`${url}${link}`)).status;

    const leads = postLeads(url);
    await until(() => leads.acknowledged.length >= 10, "the first leads");
    const acknowledgedBefore = [...leads.acknowledged];
    const backup = await runScript("db.ts", ["backup", file, "--json"], source.env);
    const acknowledgedDuring = leads.acknowledged.length - acknowledgedBefore.length;
    await until(() => leads.acknowledged.length >= acknowledgedBefore.length + acknowledgedDuring + 5, "leads after the backup");
    await leads.stop();
    result = { acknowledgedBefore, acknowledged: leads.acknowledged, acknowledgedDuring, backup };
  } finally {
    // The machine is gone: only the backup is left.
    await original.stop();
  }

  if (result.backup.code !== 0) throw new Error(`db:backup failed: ${result.backup.stdout}${result.backup.stderr}`);
  const restore = await runScript("db.ts", ["restore", file, "--json"], target.env);
  if (restore.code !== 0) throw new Error(`db:restore failed: ${restore.stdout}${restore.stderr}`);
  const restored = await startSiteServer(port, { ...common, ...target.env });
  try {
    const download = await fetch(`${url}${link}`);
    const exported = await fetch(`${url}/api/admin/leads/export/?format=csv`, { headers: { cookie } });
    return {
      ...result,
      restore,
      sessionStatus: { before: before.session, after: await sessionStatus(url, cookie) },
      download: { before: before.download, after: download.status, type: download.headers.get("content-type") },
      exportedLeads: await exported.text(),
      exportStatus: exported.status,
    };
  } finally {
    await restored.stop();
  }
}

/** What the drill found wrong, in words (empty when the restore gave back everything it should). */
export function drillProblems(drill: DrillResult): string[] {
  const problems: string[] = [];
  if (drill.backup.stderr) problems.push(`db:backup complained: ${drill.backup.stderr}`);
  if (drill.restore.stderr) problems.push(`db:restore complained: ${drill.restore.stderr}`);
  if (drill.acknowledgedDuring === 0) problems.push("no lead was answered while the backup ran");
  const backedUp = JSON.parse(drill.backup.stdout) as { secrets: string[] };
  for (const key of ["admin-auth-secret", "download-link-secret"]) if (!backedUp.secrets.includes(key)) problems.push(`the backup lacks the key ${key}`);
  if (drill.sessionStatus.before !== 204) problems.push(`the console session did not work before the backup (${drill.sessionStatus.before})`);
  if (drill.sessionStatus.after !== 204) problems.push(`the console session made before the backup answers ${drill.sessionStatus.after} after the restore`);
  if (drill.download.before !== 200) problems.push(`the signed link did not work before the backup (${drill.download.before})`);
  if (drill.download.after !== 200 || drill.download.type !== "application/pdf") problems.push(`the signed link made before the backup answers ${drill.download.after} (${drill.download.type}) after the restore`);
  if (drill.exportStatus !== 200) problems.push(`the old session's leads export answers ${drill.exportStatus} on the restored server`);
  const missing = drill.acknowledgedBefore.filter((email) => !drill.exportedLeads.includes(email));
  if (missing.length > 0) problems.push(`${missing.length} of ${drill.acknowledgedBefore.length} leads acknowledged before the backup are not in the restored data: ${missing.slice(0, 3).join(", ")}`);
  const exported = [...drill.exportedLeads.matchAll(/drill-lead-[\w-]+@analytical-engines\.example/g)].map((match) => match[0]);
  const invented = exported.filter((email) => !drill.acknowledged.includes(email));
  if (invented.length > 0) problems.push(`the restored data holds leads never acknowledged: ${invented.slice(0, 3).join(", ")}`);
  return problems;
}
