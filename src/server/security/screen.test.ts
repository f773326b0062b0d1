import { describe, expect, it } from "vitest";
import { MAX_ASSESSMENT_PDF_REQUEST_BYTES } from "@/lib/forms/payloads";
import { CODES_UPLOAD_MAX_REQUEST_BYTES, MAX_REQUEST_BYTES, PDF_UPLOAD_MAX_REQUEST_BYTES, screenRequest } from "./screen.mjs";
import { MAX_CODES_FILE_BYTES } from "../admin/campaigns";

describe("screenRequest", () => {
  const screen = (method: string, url: string, headers: Record<string, string> = {}) => screenRequest({ method, url, headers });

  it("answers unknown methods 405 with Allow", () => {
    for (const method of ["TRACE", "PROPFIND", "CONNECT", "FOO"]) {
      const answer = screen(method, "/");
      expect(answer?.status).toBe(405);
      expect(answer?.headers.allow).toContain("GET");
    }
    expect(screen("GET", "/")).toBeNull();
  });

  it("refuses malformed paths, writes to files and bad image requests", () => {
    expect(screen("GET", "/favicon.svg%zz")?.status).toBe(400);
    expect(screen("GET", "/blog/%zz/"), "a page path gets the 404 page from the proxy").toBeNull();
    expect(screen("GET", "/_next/static/%zz")?.status).toBe(400);
    expect(screen("GET", "/_next/image%zz")?.status).toBe(400);
    expect(screen("POST", "/favicon.svg")?.status).toBe(405);
    expect(screen("POST", "/favicon.svg/.")?.status).toBe(405);
    expect(screen("PUT", "/x/%2e%2e/robots.txt/")?.status).toBe(405);
    expect(screen("GET", "/_next/x/../image/?url=/etc/passwd&w=1")?.status).toBe(400);
    expect(screen("DELETE", "/_next/static/chunks/a.js")).toMatchObject({ status: 405, headers: { allow: "GET, HEAD" } });
    // A form POST to Next's own paths would be read as a server action and end in Next's 500.
    expect(screen("POST", "/_next/data/x/index.json/+/_next")).toMatchObject({ status: 405, headers: { allow: "GET, HEAD" } });
    expect(screen("POST", "/_next/x/../data/x")?.status).toBe(405);
    expect(screen("GET", "/_next/image?url=/etc/passwd&w=640&q=75")?.status).toBe(400);
    expect(screen("GET", "/_next/image?url=https://evil.example/a.png&w=640&q=75")?.status).toBe(400);
    expect(screen("GET", "/_next/image?url=%2Fcontent-assets%2Fa.png&w=640&q=75")).toBeNull();
    expect(screen("GET", "/_next/image?url=https%3A%2F%2Fimages.prismic.io%2Frepo%2Fa.png&w=640&q=75")).toBeNull();
    expect(screen("GET", "/_next/image?url=%zz&w=1")?.status).toBe(400);
    expect(screen("GET", "/_next/imagefoo")?.status).toBe(404);
  });

  it("refuses declared bodies over the largest endpoint limit before anything reads them", () => {
    expect(screen("POST", "/api/forms/submit", { "content-length": String(10 * 1024 * 1024) })?.status).toBe(413);
    expect(screen("POST", "/api/forms/submit", { "content-length": "12abc" })?.status).toBe(400);
    expect(screen("POST", "/api/forms/submit", { "content-length": "100" })).toBeNull();
  });

  it("lets the console's offer-code upload declare the 4 MiB CSV its endpoint reads, and nothing else", () => {
    expect(CODES_UPLOAD_MAX_REQUEST_BYTES).toBe(MAX_CODES_FILE_BYTES + 16 * 1024);
    for (const path of ["/api/admin/campaigns/upload/", "/api/admin/campaigns/upload"]) {
      expect(screen("POST", path, { "content-length": String(CODES_UPLOAD_MAX_REQUEST_BYTES) }), path).toBeNull();
      expect(screen("POST", path, { "content-length": String(CODES_UPLOAD_MAX_REQUEST_BYTES + 1) })?.status, path).toBe(413);
    }
    expect(screen("POST", "/api/admin/leads/erase/", { "content-length": String(MAX_REQUEST_BYTES + 1) })?.status).toBe(413);
    expect(screen("PUT", "/api/admin/campaigns/upload/", { "content-length": String(MAX_REQUEST_BYTES + 1) })?.status).toBe(413);
  });

  it("answers writes to page URLs 405 with Allow: GET, HEAD (issue 35: they answered the page with 200)", () => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
      for (const path of ["/", "/de/", "/blog/employee-onboarding-checklist/", "/admin/leads/", "/x/.netlify/functions/upload-maturity-model-pdf", "/api/../pricing/"]) {
        const answer = screen(method, path);
        expect(answer?.status, `${method} ${path}`).toBe(405);
        expect(answer?.headers.allow).toBe("GET, HEAD");
        expect(JSON.parse(answer!.body).error.code).toBe("method_not_allowed");
      }
    }
    for (const method of ["GET", "HEAD"]) expect(screen(method, "/blog/")).toBeNull();
    // Endpoints keep their own methods.
    for (const path of ["/api/forms/submit", "/.netlify/functions/create-free-trial", "/api/admin/leads/erase/", "/api/revalidate"]) expect(screen("POST", path), path).toBeNull();
  });

  it("refuses a NUL anywhere in the URL with 400, on pages, the console and endpoints alike (issue 35)", () => {
    for (const url of [
      "/admin/leads/?q=%00",
      "/admin/leads/?q=a%00b&locale=de",
      "/admin/analytics/?from=2026-01-01%00",
      "/api/forms/config?id=x%00&locale=en",
      "/api/search?q=%00",
      "/blog/?page=%00",
      "/blog/a%00b/",
      "/api/admin/leads/export/?format=csv&q=%00",
      "/?x=a+%00",
    ]) {
      const answer = screen("GET", url);
      expect(answer?.status, url).toBe(400);
      expect(JSON.parse(answer!.body).error.code).toBe("malformed_url");
    }
    // An encoded percent sign followed by zeros is not a NUL.
    expect(screen("GET", "/api/search?q=%2500")).toBeNull();
  });

  it("lets the maturity PDF upload alone declare the 2 MiB PDF its endpoint reads (issue 25)", () => {
    expect(PDF_UPLOAD_MAX_REQUEST_BYTES).toBe(MAX_ASSESSMENT_PDF_REQUEST_BYTES);
    // A 1.5 MiB PDF, base64 in its JSON body.
    const body = String(Math.ceil((1.5 * 1024 * 1024 * 4) / 3) + 200);
    for (const path of ["/.netlify/functions/upload-maturity-model-pdf", "/api/functions/upload-maturity-model-pdf", "/api/functions/upload-maturity-model-pdf/"]) {
      expect(screen("POST", path, { "content-length": body }), path).toBeNull();
      expect(screen("POST", path, { "content-length": String(PDF_UPLOAD_MAX_REQUEST_BYTES) }), path).toBeNull();
      expect(screen("POST", path, { "content-length": String(PDF_UPLOAD_MAX_REQUEST_BYTES + 1) })?.status, path).toBe(413);
    }
    // Everywhere else, and for another method, the small limit holds.
    for (const [method, path] of [
      ["POST", "/api/forms/submit"],
      ["POST", "/.netlify/functions/create-free-trial"],
      ["POST", "/api/functions/upload-maturity-model-pdfx"],
      ["POST", "/api/x/.netlify/functions/upload-maturity-model-pdf"],
      ["PUT", "/api/functions/upload-maturity-model-pdf"],
    ]) {
      expect(screen(method, path, { "content-length": body })?.status, `${method} ${path}`).toBe(413);
      expect(screen(method, path, { "content-length": String(MAX_REQUEST_BYTES) }), `${method} ${path}`).toBeNull();
    }
  });
});
