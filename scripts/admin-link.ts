/**
 * npm run admin:link -- --email ana@quillio.com
 *
 * Prints a one-time sign-in link to the console (/admin/) for an address ADMIN_EMAILS allows, for a server without a
 * mail service (SMTP_URL unset). The link works once, within 15 minutes. Reads the server's database and SITE_URL.
 */
import { parseArgs } from "node:util";
import { closeDb } from "@/server/db";
import { createSignInLink } from "@/server/admin/sign-in";

async function main() {
  const { values } = parseArgs({ options: { email: { type: "string" } } });
  if (!values.email) throw new Error("Usage: npm run admin:link -- --email ana@quillio.com");
  const link = await createSignInLink(values.email);
  if (!link) throw new Error(`${values.email} may not sign in: add it (or its @domain) to ADMIN_EMAILS.`);
  console.log(link);
}

main()
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => closeDb());
