import { expect, test } from "@playwright/test";
import { cliCannotTake, e2eHosts } from "./support/hosts";
import { rawRequest, type RawAnswer } from "./support/raw-http";

const SEED = Number(process.env.FUZZ_SEED || 20261123);
/** Requests in flight at once (FUZZ_CONCURRENCY): a host that starts a function per request gets fewer. */
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY || 12);

/** mulberry32: small, fast and deterministic. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const BASE_PATHS = [
  "/", "/de/", "/fr/", "/en/", "/blog/", "/de/blog/", "/pricing/", "/fr/tarifs/", "/404/", "/preview", "/preview/", "/api/exit-preview",
  "/api/analytics", "/api/analytics/", "/api/forms/submit", "/api/forms/config", "/api/forms/gated", "/api/forms/gated/download", "/api/newsletter/subscribe", "/api/newsletter/confirm",
  "/api/redemption/code", "/api/redemption/stats", "/apple-redemption-code/kestrel-pharma/dashboard/", "/fr/code-apple/kestrel-pharma/tableau-de-bord/",
  "/api/preferences", "/api/preferences/request-link", "/api/preferences/unsubscribe", "/api/revalidate", "/api/blog", "/api/i18n/en",
  "/.netlify/functions/is-professional-email", "/.netlify/functions/create-free-trial", "/.netlify/functions/nope",
  "/_i18n/de/messages.json", "/_i18n/xx/messages.json", "/_next/static/chunks/x.js", "/_next/static/", "/_next/image", "/_next/image/",
  "/_next/data/x/index.json", "/_next/", "/favicon.svg", "/robots.txt", "/sitemap.xml", "/builds/latest.json", "/builds/meta/x.json", "/.netlify/images", "/content-assets/",
  "/content-assets/ebook-skills-report-en.pdf", "/embedded-prismic/api/v2", "/embedded-prismic/api/v2/documents/search", "/slice-simulator",
  "/en/not_found/", "/en/page/x/", "/de/[...rest]/", "/wp-login.php", "/.env", "/.git/config", "/server-status",
];
const METHODS = ["GET", "GET", "GET", "GET", "HEAD", "POST", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "PROPFIND", "MKCOL", "COPY", "LOCK", "PURGE", "FOO"];
const SEGMENTS = ["..", ".", "%2e%2e", "%2F", "%zz", "%", "%c0%af", "%00", "%ff", "é", "%E2%80%AE", "~", "index.html", "a".repeat(300), "%25", "+", ";x=1", "[id]", "(group)", "@modal", "_next", "api", "%5C", "%20", "*"];
const QUERY_PARTS = [
  "", "?", "?a=1", "?url=/etc/passwd&w=640&q=75", "?url=%2Fcontent-assets%2Fthumb-peer-feedback.webp&w=640&q=75",
  "?url=https%3A%2F%2Fimages.prismic.io%2Fx.png&w=99999&q=0", "?token=x", "?token=https%3A%2F%2Fembedded.prismic.invalid%2Fpreviews%2Fx",
  "?documentId=%zz", "?id=%zz&locale=zz", "?q=[[at(document.type,\"blog\")]]", "?ref=x&pageSize=-1", "?_rsc=1", "?locale=de&id=",
  "?a=%zz", "?%%%", "?campaign=kestrel-pharma&locale=en", "?campaign=../x&locale=en&key=a.b", "?key=%zz", "?a[]=1&a[]=2", "?page=99999999999999999999", "?utm_source=<script>",
];
const COOKIES = [
  undefined, "i18n_redirected=de", "i18n_redirected=%zz", "i18n_redirected=xx", "consents=%7B%22broken", "consents=not-json",
  "io.prismic.preview=%7B%22broken", "io.prismic.preview=https%3A%2F%2Fevil.example", "__prerender_bypass=forged", "geo_country=ZZZZ",
  "viewport=%zz", "last_submitted_email=a%40b", "=novalue", "a=b; a=c; " + "x=".repeat(200),
];
const HEADER_SETS: Record<string, string>[] = [
  {}, { "accept-language": "de-DE,de;q=0.9" }, { "accept-language": ";;;q=abc,*" }, { rsc: "1" }, { rsc: "1", "next-router-prefetch": "1" },
  { "next-router-state-tree": "%zz" }, { "next-action": "abc" }, { "x-forwarded-proto": "https" }, { "x-forwarded-for": "not-an-ip" },
  { "x-forwarded-host": "evil.example" }, { accept: "application/json" }, { range: "bytes=0-10" }, { "if-none-match": "\"x\"" },
  { "content-type": "multipart/form-data; boundary=x" }, { "user-agent": "Googlebot/2.1" }, { "sec-fetch-site": "cross-site" },
];
const BODIES: (string | undefined)[] = [
  undefined, "", "{", "{}", "[]", "null", "\"x\"", "{\"email\":\"a@b.c\"}", "{\"secret\":\"x\"}", "{\"events\":[{}]}", "\u0000\u0001",
  "a=b&c=d", "{\"__proto__\":{\"x\":1}}", JSON.stringify({ formConfigId: "%zz", answers: { email: 1 } }), "x".repeat(70 * 1024),
];

/**
 * Every base path with every method, once each: the pairs a random run of 10,000 met about nine times each, and what
 * decides which code answers. Paths, then methods, so that the first requests (all a slow host gets) mix methods.
 */
const COVERING = BASE_PATHS.length * METHODS.length;
/**
 * Requests per run (seeded: the same sequence every time; FUZZ_SEED picks another): the covering set, every request
 * kind with the rest of each request (segments, query, headers, cookie, body) drawn at random; FUZZ_REQUESTS adds
 * random ones beyond it (`npm run bench:fuzz`: 10,000).
 */
const TOTAL = Number(process.env.FUZZ_REQUESTS || COVERING);

function generate(seed: number, count: number) {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  return Array.from({ length: count }, (_, index) => {
    const covering = index < COVERING;
    const pathIndex = index % BASE_PATHS.length;
    let path = covering ? BASE_PATHS[pathIndex] : pick(BASE_PATHS);
    const extra = Math.floor(next() * 3);
    for (let i = 0; i < extra; i += 1) path = `${path.replace(/\/?$/, "/")}${pick(SEGMENTS)}`;
    if (next() < 0.1) path = path.replace(/\/$/, "");
    if (next() < 0.05) path = `/${Math.floor(next() * 1e9).toString(36)}.${pick(["txt", "php", "js", "map", "json", "xml"])}`;
    const method = covering ? METHODS[(pathIndex + Math.floor(index / BASE_PATHS.length)) % METHODS.length] : pick(METHODS);
    const headers: Record<string, string> = { ...pick(HEADER_SETS) };
    const cookie = pick(COOKIES);
    if (cookie) headers.cookie = cookie;
    const body = ["GET", "HEAD"].includes(method) && next() < 0.9 ? undefined : pick(BODIES);
    if (body !== undefined && !headers["content-type"]) headers["content-type"] = pick(["application/json", "text/plain", "application/x-www-form-urlencoded"]);
    return { method, path: `${path}${pick(QUERY_PARTS)}`, headers, body };
  });
}

/** What must never reach a visitor: a stack frame or a server file path. */
const LEAK = /\n\s+at \S+ \(|\bat [\w.<>]+ \(\/|\/(?:work|home|root|usr|var|app)\/[\w.-]+\/|node_modules\/|webpack-internal:|\.tsx?:\d+:\d+/;

// Every host the README names gets the same requests (support/hosts.ts); a host another one stands for, fewer.
for (const host of e2eHosts()) {
  const total = Math.min(TOTAL, host.fuzzRequests ?? TOTAL);
  test(`fuzz on ${host.name}: ${total} seeded requests (paths, methods, encodings, cookies, queries, bodies) get no 5xx and leak nothing`, async () => {
    const port = Number(new URL(host.url).port);
    test.setTimeout(20 * 60_000);
    const requests = generate(SEED, total).filter(({ method, path }) => !host.localNetlifyCli || !cliCannotTake(method, path));
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let index = 0;
    async function worker() {
      while (index < requests.length) {
        const { method, path, headers, body } = requests[index++];
        let answer: RawAnswer;
        try {
          // A client of its own (a loopback address no other test uses): its POSTs hit the limits, nobody else's do.
          answer = await rawRequest(method, path, { headers, body, timeoutMs: Number(process.env.FUZZ_TIMEOUT_MS || 30_000), port, from: "127.0.0.9" });
        } catch (error) {
          // The server may close a connection it refuses (e.g. a body it will not read); a hang is a failure.
          if (/timed out/.test(String(error))) failures.push(`${method} ${path}: ${String(error)}`);
          continue;
        }
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.status >= 500) failures.push(`${method} ${path} ${JSON.stringify(headers)}: ${answer.status} ${answer.body.slice(0, 200)}`);
        else if (LEAK.test(answer.body)) failures.push(`${method} ${path}: leaks ${LEAK.exec(answer.body)?.[0]}`);
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    console.log(`fuzz on ${host.name}, seed ${SEED}: ${total} requests, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`);
    expect(failures.slice(0, 30)).toEqual([]);
    expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBeGreaterThan(requests.length * 0.95);
  });
}

