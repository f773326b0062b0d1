import { createClient, getRepositoryEndpoint, isRepositoryName, type Client, type ClientConfig, type PrismicDocument } from "@prismicio/client";
import { z } from "zod";
import { prismicRoutes } from "@/routing/link-resolver";
import { createEmbeddedFetch, EMBEDDED_PRISMIC_ENDPOINT } from "./embedded/fetch";
import { getEmbeddedRepository } from "./embedded/repository";


/** Repository name the embedded repository is known by (it has no Prismic hostname). */
export const EMBEDDED_REPOSITORY_NAME = "embedded";

export const prismicEnv = z.object({
  PRISMIC_REPOSITORY_NAME: z
    .string()
    .trim()
    .refine(isRepositoryName, "must be a Prismic repository name")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  PRISMIC_ACCESS_TOKEN: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined),
  PRISMIC_API_ENDPOINT: z
    .string()
    .trim()
    .url()
    .refine((value) => /^https?:\/\//.test(value) && /\/api\/v2\/?$/.test(value), "must be an http(s) Content API URL ending in /api/v2")
    .optional()
    .or(z.literal("").transform(() => undefined)),
});

export interface PrismicSettings {
  /** Name of the real repository, or null when the embedded repository serves `content/`. */
  repositoryName: string | null;
  accessToken?: string;
  /** Document API endpoint the client talks to. */
  endpoint: string;
  /**
   * Set when `PRISMIC_API_ENDPOINT` names a Content API over HTTP without a repository name: another
   * instance's embedded repository (`/embedded-prismic/api/v2`), as instances behind one content server use.
   */
  remote?: true;
}

/** Reads the Prismic configuration from the environment (validated: a bad value fails at start). */
export function prismicSettings(env: Record<string, string | undefined> = process.env): PrismicSettings {
  const parsed = prismicEnv.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid Prismic configuration: ${parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`).join("; ")}`);
  }
  const { PRISMIC_REPOSITORY_NAME: repositoryName, PRISMIC_ACCESS_TOKEN: accessToken, PRISMIC_API_ENDPOINT: endpoint } = parsed.data;
  if (repositoryName) return { repositoryName, accessToken, endpoint: endpoint ?? getRepositoryEndpoint(repositoryName) };
  if (endpoint) return { repositoryName: null, accessToken, endpoint, remote: true };
  return { repositoryName: null, endpoint: EMBEDDED_PRISMIC_ENDPOINT };
}

/** Whether a real Prismic repository is configured (the preview toolbar loads only then). */
export function hasRealRepository(env: Record<string, string | undefined> = process.env): boolean {
  return prismicSettings(env).repositoryName !== null;
}

/** The configured real repository's name, or null with the embedded repository (read once at start). */
export const prismicRepositoryName: string | null = prismicSettings().repositoryName;

/**
 * The site's Prismic client: the real repository when `PRISMIC_REPOSITORY_NAME` is set,
 * otherwise the same @prismicio/client answered in-process from `content/`.
 * Documents come back with their `url` from the route table.
 */
export function createPrismicClient<TDocuments extends PrismicDocument = PrismicDocument>(
  config: ClientConfig = {},
  env: Record<string, string | undefined> = process.env,
): Client<TDocuments> {
  const settings = prismicSettings(env);
  const shared: ClientConfig = { routes: prismicRoutes(), ...config };
  if (!settings.repositoryName && !settings.remote) {
    return createClient<TDocuments>(EMBEDDED_REPOSITORY_NAME, {
      documentAPIEndpoint: settings.endpoint,
      fetch: createEmbeddedFetch({ endpoint: settings.endpoint }),
      ...shared,
    });
  }
  // Another instance's embedded repository goes by the embedded repository's name (the client wants one).
  return createClient<TDocuments>(settings.repositoryName ?? EMBEDDED_REPOSITORY_NAME, {
    documentAPIEndpoint: settings.endpoint,
    accessToken: settings.accessToken,
    // In production the answers are kept by the tagged data cache around each query (data-cache.ts), the
    // one cache the webhook refreshes, so the requests themselves are not cached a second time;
    // under `next dev` edits show up within seconds.
    fetchOptions: (env.NODE_ENV === "production" ? { cache: "no-store" } : { next: { revalidate: 5 } }) as ClientConfig["fetchOptions"],
    ...shared,
  });
}

/** After a publication (revalidation webhook): re-read `content/` when the embedded repository serves it. */
export async function refreshEmbeddedContent(env: Record<string, string | undefined> = process.env): Promise<void> {
  const settings = prismicSettings(env);
  if (!settings.repositoryName && !settings.remote) await getEmbeddedRepository().reload();
}
