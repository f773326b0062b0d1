import type { MetadataRoute } from "next";
import { siteUrl } from "@/config/site";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/api/", "/.netlify/", "/preview", "/embedded-prismic/", "/admin", "/console-sign-in"] }],
    sitemap: `${siteUrl}/sitemap.xml`,
    // `Host:` names a host (the preferred mirror), not a URL.
    host: new URL(siteUrl).host,
  };
}
