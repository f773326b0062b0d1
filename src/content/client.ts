import { createClient, getRepositoryEndpoint, isRepositoryName, type Client, type ClientConfig, type PrismicDocument } from "@prismicio/client";
import { z } from "zod";
import { prismicRoutes } from "@/routing/link-resolver";
import { createEmbeddedFetch, EMBEDDED_PRISMIC_ENDPOINT } from "./embedded/fetch";
import { getEmbeddedRepository } from "./embedded/repository";

/** Cache tag of every Content API response; the revalidation webhook invalidates it. */
export const PRISMIC_CACHE_TAG = "prismic";

/** Repository name the embedded repository is known by (it has no Prismic hostname). */
export const EMBEDDED_REPOSITORY_NAME = "embedded";

const envSchema = z.object({
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
});

export interface PrismicSettings {
  /** Name of the real repository, or null when the embedded repository serves `content/`. */
  repositoryName: string | null;
  accessToken?: string;
  /** Document API endpoint the client talks to. */
  endpoint: string;
}

/** Reads the Prismic configuration from the environment (validated: a bad value fails at start). */
export function prismicSettings(env: Record<string, string | undefined> = process.env): PrismicSettings {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid Prismic configuration: ${parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`).join("; ")}`);
  }
  const { PRISMIC_REPOSITORY_NAME: repositoryName, PRISMIC_ACCESS_TOKEN: accessToken } = parsed.data;
  if (!repositoryName) return { repositoryName: null, endpoint: EMBEDDED_PRISMIC_ENDPOINT };
  return { repositoryName, accessToken, endpoint: getRepositoryEndpoint(repositoryName) };
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
  if (!settings.repositoryName) {
    return createClient<TDocuments>(EMBEDDED_REPOSITORY_NAME, {
      documentAPIEndpoint: settings.endpoint,
      fetch: createEmbeddedFetch({ endpoint: settings.endpoint }),
      ...shared,
    });
  }
  return createClient<TDocuments>(settings.repositoryName, {
    accessToken: settings.accessToken,
    // In production responses are cached until the revalidation webhook invalidates the tag;
    // under `next dev` edits show up within seconds.
    fetchOptions: (env.NODE_ENV === "production"
      ? { cache: "force-cache", next: { tags: [PRISMIC_CACHE_TAG] } }
      : { next: { revalidate: 5 } }) as ClientConfig["fetchOptions"],
    ...shared,
  });
}

/** After a publication (revalidation webhook): re-read `content/` when the embedded repository serves it. */
export async function refreshEmbeddedContent(env: Record<string, string | undefined> = process.env): Promise<void> {
  if (!prismicSettings(env).repositoryName) await getEmbeddedRepository().reload();
}
