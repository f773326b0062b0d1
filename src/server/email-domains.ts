import allFreeProviders from "email-providers/all.json" with { type: "json" };
import type { FreeEmailDomainCheck } from "@/lib/forms/email";

// The package's full list (~8,800 domains) is for the server; the browser ships the common one.
const freeProviders = new Set<string>(allFreeProviders);

/** A free email provider (gmail.com, web.de...), from the maintained `email-providers` package. */
export const isFreeEmailDomain: FreeEmailDomainCheck = (domain) => freeProviders.has(domain.toLowerCase());
