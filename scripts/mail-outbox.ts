/**
 * npm run mail:outbox -- [--to address] [--last 10]
 *
 * Prints the mails the site kept while no mail server is configured (SMTP_URL unset: table outgoing_email),
 * newest first, as plain text with the names of their attachments. Reads the server's database.
 */
import { parseArgs } from "node:util";
import { closeDb, getDb } from "@/server/db";

async function main() {
  const { values } = parseArgs({ options: { to: { type: "string" }, last: { type: "string", default: "10" } } });
  const last = Number(values.last);
  if (!Number.isInteger(last) || last < 1) throw new Error(`--last wants a positive number, got ${values.last}`);
  let query = (await getDb()).selectFrom("outgoing_email").selectAll().orderBy("created_at", "desc").limit(last);
  if (values.to) query = query.where("recipient", "=", values.to.trim().toLowerCase());
  const mails = await query.execute();
  if (mails.length === 0) return console.log("No mail in the outbox.");
  for (const mail of mails) {
    const attachments = mail.attachments ? `\nAttachments: ${(JSON.parse(mail.attachments) as string[]).join(", ")}` : "";
    console.log(`--- ${mail.created_at}\nTo: ${mail.recipient}\nSubject: ${mail.subject}${attachments}\n\n${mail.body}`);
  }
}

main()
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => closeDb());
