// Netlify Scheduled Function: forwards the outbox every minute (leads, newsletter changes), so nothing waits for
// a warm instance. Each submission is also forwarded right after its answer (kickOutbox); this takes the rest:
// retries, and whatever a function stopped before it was done.
import { checkFunctionEnvironment } from "../../src/server/netlify/function";
import { forwardOnce } from "../../src/server/outbox/worker";

checkFunctionEnvironment();

export default async function outboxForward(): Promise<Response> {
  await forwardOnce();
  return new Response(null, { status: 204 });
}

export const config = { schedule: "* * * * *" };
