/**
 * A server process that dies mid-way, for the crash tests (run with tsx):
 *   crash-child.ts '<DbOptions JSON>' stored   → stores a submission, says "stored <id>", waits to be killed
 *   crash-child.ts '<DbOptions JSON>' claimed  → also claims it for delivery, says "delivering", hangs
 *   crash-child.ts '<DbOptions JSON>' marketo  → also delivers it through the real Marketo adapter (MARKETO_* from
 *                                                the environment: a fake the test runs), to be killed mid-call
 *   crash-child.ts '<DbOptions JSON>' mail     → stores MAIL_COUNT mails instead and sends them through SMTP_URL (a
 *                                                slow sink the test runs), to be killed mid-send
 *   crash-child.ts '<DbOptions JSON>' receivers <n> → stores n submissions instead, each with one delivery to the
 *                                                learning app (account, course) or Chili Piper (LEARNING_APP_* and
 *                                                CHILIPIPER_* from the environment: fakes), and delivers them, to be
 *                                                killed mid-call
 */
import { reopenTestDb } from "./databases";
import { destinationHandlers } from "../outbox/destinations";
import { drainOutbox } from "../outbox/worker";
import { recordSubmission } from "../leads/store";
import { testSubmission } from "./leads";
import { mailDelivery } from "../mail/queue";
import { deliveryMessage } from "./deliveries";

/** MAIL_COUNT newsletter confirmations to as many readers, stored, then sent through SMTP_URL one pass long. */
async function sendMails(db: Awaited<ReturnType<typeof reopenTestDb>>) {
  const count = Number(process.env.MAIL_COUNT ?? 30);
  for (let i = 0; i < count; i += 1) {
    const to = `reader${i}@crash.example`;
    const mail = mailDelivery({ template: "newsletter_confirmation", to, locale: "en", confirmUrl: `https://www.quillio.test/c/?confirm=${i}` });
    await recordSubmission(testSubmission({ kind: "newsletter", locale: "en", email: to, destinations: [mail] }), { db });
  }
  console.log("delivering");
  await drainOutbox({ db, leaseMs: 3_000 });
  console.log("sent");
}

async function main() {
const [optionsJson, mode, count] = process.argv.slice(2);
const db = await reopenTestDb(JSON.parse(optionsJson!));
if (mode === "mail") {
  await sendMails(db);
  setInterval(() => {}, 1000);
  return;
}
if (mode === "receivers") {
  const destinations = ["learning_app.account", "learning_app.course", "chilipiper.booking"] as const;
  for (let index = 0; index < Number(count); index += 1) {
    await recordSubmission(testSubmission({ kind: "form", email: `person${index}@measure.example`, destinations: [deliveryMessage(destinations[index % 3]!, index)] }), { db });
  }
  console.log("delivering");
  await drainOutbox({ db, leaseMs: 3_000 });
  return void setInterval(() => {}, 1000);
}
const { id } = await recordSubmission(
  testSubmission({ kind: "form", formType: "contact", locale: "en", payload: { fields: { email: "crash@analytical.example" } }, destinations: [{ destination: "marketo.lead", message: { formType: "contact", locale: "en", fields: { email: "crash@analytical.example" } } }] }),
  { db },
);
console.log(`stored ${id}`);
if (mode === "marketo") {
  console.log("delivering");
  // Long enough for the test to kill it mid-call on a busy machine, before its own deadline cuts the call off.
  await drainOutbox({ db, leaseMs: 3_000 });
}
if (mode === "claimed") {
  await drainOutbox({
    db,
    leaseMs: 500,
    handlers: {
      ...destinationHandlers,
      "marketo.lead": () => {
        console.log("delivering");
        return new Promise(() => {});
      },
    },
  });
}
setInterval(() => {}, 1000);
}

void main();
