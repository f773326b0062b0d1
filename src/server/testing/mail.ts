import { getDb } from "../db";
import type { OutgoingEmailTable } from "../db/schema";
import { drainOutbox } from "../outbox/worker";

/**
 * The mails the embedded outbox kept (no SMTP_URL), oldest first, once every queued mail has been delivered:
 * what `npm run mail:outbox` would print. `to` keeps one recipient's.
 */
export async function deliveredMails(to?: string): Promise<OutgoingEmailTable[]> {
  await drainOutbox({ destination: "mail" });
  let query = (await getDb()).selectFrom("outgoing_email").selectAll().orderBy("created_at");
  if (to) query = query.where("recipient", "=", to.toLowerCase());
  return query.execute();
}
