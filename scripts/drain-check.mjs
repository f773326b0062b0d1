// What a deploy does to a production server mid-request (issue: "a deploy drops leads"): ten requests in flight when
// SIGTERM arrives (five contact-form posts whose bodies are still uploading, four pages and a readiness check whose
// headers are not complete), then: every one answered, the five leads stored, /api/ready 503 meanwhile, a new
// connection refused, and the process gone with exit code 0 within the drain. Used by e2e/shutdown.spec.ts
// (`npm start`) and scripts/ci-docker.mjs (the Docker image's server).
import { request } from "node:http";
import { connect } from "node:net";

const PAGES = ["/blog/", "/pricing/", "/de/", "/fr/"];

/** A contact-form post whose headers and first half of the body are sent now; `finish()` sends the rest. */
function uploadingPost(base, index, idempotencyKey) {
  const email = `drain-${index}-${Date.now()}@analytical.example`;
  const body = Buffer.from(
    JSON.stringify({
      formType: "contact",
      locale: "en",
      fields: { firstName: "Ada", lastName: `Drain ${index}`, email, company: "Analytical", country: "GB", message: "Sent while the server shuts down." },
      hidden: {},
    }),
  );
  let answer;
  const answered = new Promise((resolve) => (answer = resolve));
  const url = new URL("/api/forms/submit", base);
  const req = request(
    url,
    {
      method: "POST",
      agent: false,
      headers: { "content-type": "application/json", "content-length": body.length, "idempotency-key": idempotencyKey, "x-forwarded-for": `198.51.100.${10 + index}` },
    },
    (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (text += chunk));
      res.on("end", () => answer({ status: res.statusCode, text }));
    },
  );
  req.on("error", (error) => answer({ status: 0, text: error.message }));
  req.write(body.subarray(0, body.length >> 1));
  return { email, answered, finish: () => req.end(body.subarray(body.length >> 1)) };
}

/** A GET whose headers are not complete yet (the connection is busy, not idle); `finish()` completes them. */
function unfinishedGet(base, path) {
  const { hostname, port } = new URL(base);
  const socket = connect(Number(port), hostname);
  let received = "";
  let answer;
  const answered = new Promise((resolve) => (answer = resolve));
  socket.setEncoding("latin1");
  socket.on("data", (chunk) => (received += chunk));
  // The server closes the connection after its answer while draining (Connection: close).
  socket.on("close", () => answer({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0), text: received }));
  socket.on("error", () => undefined);
  const opened = new Promise((resolve) => socket.once("connect", resolve));
  void opened.then(() => socket.write(`GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nX-Forwarded-For: 198.51.100.99\r\n`));
  return { opened, answered, finish: () => socket.write("\r\n") };
}

/** Whether a new connection is refused. */
function connectionRefused(base) {
  const { hostname, port } = new URL(base);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", (error) => resolve(error.code === "ECONNREFUSED"));
  });
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs the scenario against a running server: `terminate()` sends it SIGTERM, `exited` resolves to its exit code,
 * `storedLeads(emails)` counts the submissions stored for those addresses (after the exit). Returns the checks,
 * each `{ ok, what }`.
 */
export async function checkDrain({ base, terminate, exited, storedLeads, drainMs = 20_000 }) {
  const checks = [];
  const check = (ok, what) => checks.push({ ok: Boolean(ok), what });
  // Pages are rendered before the scenario, so the in-flight ones are quick to answer.
  for (const path of PAGES) await (await fetch(new URL(path, base))).arrayBuffer();
  const posts = Array.from({ length: 5 }, (_, index) => uploadingPost(base, index, `drain-${index}-${crypto.randomUUID()}`));
  const gets = [...PAGES, "/api/ready"].map((path) => unfinishedGet(base, path));
  await Promise.all(gets.map((get) => get.opened));
  // The posts' headers have reached the server: they are being handled, their bodies still uploading.
  await pause(500);
  const signalled = Date.now();
  terminate();
  await pause(300);
  check(await connectionRefused(base), "a new connection is refused once SIGTERM arrived");
  for (const get of gets) get.finish();
  const [ready, ...pages] = await Promise.all([gets.at(-1).answered, ...gets.slice(0, -1).map((get) => get.answered)]);
  check(ready.status === 503, `/api/ready answers 503 while draining (got ${ready.status})`);
  check(pages.every((page) => page.status === 200), `the four pages requested before SIGTERM are answered 200 (got ${pages.map((page) => page.status).join(", ")})`);
  await pause(500);
  for (const post of posts) post.finish();
  const answers = await Promise.all(posts.map((post) => post.answered));
  check(answers.every((answer) => answer.status === 201), `the five form posts still uploading at SIGTERM are answered 201 (got ${answers.map((answer) => answer.status).join(", ")})`);
  const code = await Promise.race([exited, pause(drainMs + 10_000).then(() => "still running")]);
  const took = Date.now() - signalled;
  check(code === 0, `the process exits with code 0 (got ${code})`);
  check(took <= drainMs + 2_000, `within the drain of ${drainMs} ms (took ${took} ms)`);
  const stored = await storedLeads(posts.map((post) => post.email));
  check(stored === 5, `the five leads are stored (found ${stored})`);
  return checks;
}
