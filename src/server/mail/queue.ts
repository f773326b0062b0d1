import type { OutboxMessage } from "../outbox/destinations";
import type { MailMessage } from "./messages";

/** The outbox entry that sends a mail: stored with its submission, retried until the mail server takes it. */
export function mailDelivery(message: MailMessage): OutboxMessage {
  return { destination: "mail", message };
}
