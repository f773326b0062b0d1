// The reference of `npm run bench:forms`: the least a server can do for a free-trial sign-up, on the same machine in
// the same run. Plain node:http; the body read and parsed, the site's own payload schema, the site's password hash
// (the same parameters and the same limit on hashes at once), the lead's columns as the site computes them, one
// INSERT into the site's own `submissions` table (its migrations made it) through the same database client (libsql),
// and 201. Nothing else: no framework, no proxy, no idempotency look-up, no deliveries queued, no outbox.
// Usage (the bench starts it): tsx scripts/bench/forms-reference.ts <port> <data dir>
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import path from "node:path";
import { createClient } from "@libsql/client";
import { freeTrialPayloadSchema } from "@/lib/forms/payloads";
import { newLead } from "@/lib/leads/lead";
import { leadFieldsOf } from "@/lib/leads/legacy";
import { getDb, SQLITE_FILE_NAME, sqliteFileUrl } from "@/server/db";
import { isFreeEmailDomain } from "@/server/email-domains";
import { leadColumns } from "@/server/leads/columns";
import { hashPassword, PasswordHashingBusy } from "@/server/passwords";

const [port, dataDir] = process.argv.slice(2);
process.env.DATA_DIR = dataDir;
const schema = freeTrialPayloadSchema(isFreeEmailDomain);

async function main() {
  // The site's schema, made by its own migrations; then the client alone, as a minimal server would hold it.
  await (await getDb()).destroy();
  const client = createClient({ url: sqliteFileUrl(path.join(dataDir, SQLITE_FILE_NAME)) });
  await client.execute("PRAGMA journal_mode = WAL");
  return client;
}
const client = main();

const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on("data", (chunk: Buffer) => chunks.push(chunk));
  request.on("end", async () => {
    const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      response.writeHead(status, { "content-type": "application/json", ...headers }).end(JSON.stringify(body));
    try {
      const parsed = schema.safeParse(JSON.parse(Buffer.concat(chunks).toString("utf8")));
      if (!parsed.success) return answer(400, { error: { code: "invalid_payload" } });
      const { website: _website, lang, trafficSource, ...payload } = parsed.data;
      const lead = newLead({ kind: "free_trial", formType: "free_trial", locale: lang, fields: leadFieldsOf("create-free-trial", payload), source: trafficSource });
      if (lead.fields.password) await hashPassword(lead.fields.password);
      const { password: _password, ...fields } = lead.fields;
      const row = { id: randomUUID(), ...leadColumns({ ...lead, fields }), is_spam: 0, created_at: new Date().toISOString() };
      const names = Object.keys(row);
      await (await client).execute({ sql: `INSERT INTO submissions (${names.join(", ")}) VALUES (${names.map(() => "?").join(", ")})`, args: Object.values(row) as never });
      answer(201, { ok: true, submissionId: row.id });
    } catch (error) {
      // As the site: the hashing queue full is a 503 the browser retries after Retry-After.
      if (error instanceof PasswordHashingBusy) return answer(503, { error: { code: "server_busy" } }, { "retry-after": String(error.retryAfterSeconds) });
      answer(500, { error: { code: "internal_error", message: String(error) } });
    }
  });
});
void client.then(() => server.listen(Number(port), "127.0.0.1", () => process.stdout.write(`listening on ${port}\n`)));
