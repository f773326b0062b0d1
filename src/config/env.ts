import { z } from "zod";
import { prismicEnv } from "@/content/client";
import { contentFreshnessEnv } from "@/content/freshness";
import { privacyEnv } from "@/features/analytics/env";
import { adminEnvFields, adminOidcProblem } from "@/server/admin/env";
import { analyticsCollectEnv } from "@/server/analytics/collect";
import { rateLimitEnv } from "@/server/limits";
import { databaseEnv } from "@/server/db";
import { chilipiperEnv } from "@/server/integrations/chilipiper";
import { clearbitEnv } from "@/server/integrations/clearbit";
import { optionalEnv } from "@/server/integrations/env";
import { outboundEnv } from "@/server/integrations/http";
import { learningAppEnv } from "@/server/integrations/learning-app";
import { marketoEnv } from "@/server/integrations/marketo";
import { mailEnvironment } from "@/server/mail/env";
import { confirmEnv } from "@/server/newsletter";
import { outboxEnv, outboxTimingProblem } from "@/server/outbox/env";
import { passwordEnv } from "@/server/passwords";
import { preferenceTokenEnv } from "@/server/preference-tokens";
import { proofOfWorkEnv } from "@/server/proof-of-work/challenge";
import { formChallengeEnv } from "@/server/proof-of-work/form-gate";
import { redemptionBudgetEnv } from "@/server/redemption/budgets";
import { redisEnv } from "@/server/redis";
import { hostsEnv } from "./hosts";
import { missingSiteUrlProblem, siteEnv } from "./site";

const positiveInt = z.coerce.number().int().positive();
/** A signing key set by hand: at least 32 characters (generated into DATA_DIR when unset). */
const signingKey = optionalEnv(z.string().trim().min(32, "must have at least 32 characters"));

/** What the subsystems' own schemas do not cover: the server, the webhook, the signing keys. */
const serverEnv = z.object({
  PORT: optionalEnv(z.coerce.number().int().min(1).max(65_535)),
  REQUEST_TIMEOUT_MS: optionalEnv(positiveInt),
  HEADERS_TIMEOUT_MS: optionalEnv(positiveInt),
  RESPONSE_CACHE_MB: optionalEnv(z.coerce.number().int().min(0).max(4096)),
  RESPONSE_CACHE_SECONDS: optionalEnv(z.coerce.number().int().min(0).max(86_400)),
  PRISMIC_WEBHOOK_SECRET: optionalEnv(z.string().min(16, "must have at least 16 characters")),
  REDEMPTION_DASHBOARD_SECRET: signingKey,
  DOWNLOAD_LINK_SECRET: signingKey,
  ALTCHA_HMAC_KEY: signingKey,
  AUDIT_HMAC_SECRET: signingKey,
  TRUSTED_PROXY_HOPS: optionalEnv(z.coerce.number().int().min(0).max(10)),
  NETLIFY: optionalEnv(z.enum(["true", "false"])),
  OUTBOX_WORKER: optionalEnv(z.enum(["on", "off"])),
  REDIS_CACHE_PREFIX: optionalEnv(z.string().regex(/^[\w:.-]{1,64}$/, "letters, digits and : . - _ only")),
  SHUTDOWN_DRAIN_MS: optionalEnv(z.coerce.number().int().min(0).max(600_000)),
  LOG_LEVEL: optionalEnv(z.enum(["trace", "debug", "info", "warn", "error", "fatal", "silent"])),
  LOG_FORMAT: optionalEnv(z.enum(["json", "pretty"])),
  ACCESS_LOG: optionalEnv(z.enum(["on", "off"])),
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalEnv(z.url({ protocol: /^https?$/ })),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: optionalEnv(z.url({ protocol: /^https?$/ })),
  OTEL_EXPORTER_OTLP_PROTOCOL: optionalEnv(z.enum(["http/protobuf", "http/json"], { error: "http/protobuf or http/json (gRPC is not offered)" })),
  OTEL_EXPORTER_OTLP_HEADERS: optionalEnv(z.string().regex(/^[^=,\s]+=[^,]*(,[^=,\s]+=[^,]*)*$/, "name=value pairs separated by commas")),
  OTEL_SERVICE_NAME: optionalEnv(z.string().trim().min(1).max(100)),
  OTEL_METRIC_EXPORT_INTERVAL: optionalEnv(positiveInt),
});

/**
 * Every variable the server reads, in one schema: each subsystem's own (the single source of its
 * variables, read where they are used) and the server's. `.env.example` lists them; the README explains them.
 */
export const environmentSchema = serverEnv
  // First: it reads DATABASE_URL and REDIS_URL loosely, and the schemas that own them extend it below.
  .extend(rateLimitEnv.shape)
  .extend(siteEnv.shape)
  .extend(hostsEnv.shape)
  .extend(prismicEnv.shape)
  .extend(contentFreshnessEnv.shape)
  .extend(databaseEnv.shape)
  .extend(redisEnv.shape)
  .extend(passwordEnv.shape)
  .extend(preferenceTokenEnv.shape)
  .extend(outboxEnv.shape)
  .extend(outboundEnv.shape)
  .extend(confirmEnv.shape)
  .extend(analyticsCollectEnv.shape)
  .extend(proofOfWorkEnv.shape)
  .extend(formChallengeEnv.shape)
  .extend(redemptionBudgetEnv.shape)
  .extend(learningAppEnv.shape)
  .extend(clearbitEnv.shape)
  .extend(marketoEnv.shape)
  .extend(chilipiperEnv.shape)
  .extend(mailEnvironment.shape)
  .extend(adminEnvFields.shape);

export type Environment = z.infer<typeof environmentSchema>;

/** Each problem of an environment, naming the variable; empty when it is valid. */
export function environmentProblems(env: Record<string, string | undefined> = process.env): string[] {
  const problems: string[] = [];
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) problems.push(...parsed.error.issues.map((issue) => `${issue.path.join(".") || "environment"}: ${issue.message}`));
  // The measurement settings check two variables together.
  const privacy = privacyEnv.safeParse(env);
  if (!privacy.success) problems.push(...privacy.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`));
  // The console's OIDC provider needs its three variables together.
  const oidc = adminOidcProblem(env);
  if (oidc) problems.push(oidc);
  // The outbox's claim must outlive the calls of a delivery.
  const timing = outboxTimingProblem(env);
  if (timing) problems.push(timing);
  const site = missingSiteUrlProblem(env);
  if (site) problems.push(site);
  return problems;
}

/** The typed environment; throws one error listing every bad variable (at start, not in some later request). */
export function readEnvironment(env: Record<string, string | undefined> = process.env): Environment {
  const problems = environmentProblems(env);
  if (problems.length > 0) throw new Error(`Invalid configuration:\n  ${problems.join("\n  ")}\nSee .env.example and the README's Configuration section.`);
  return environmentSchema.parse(env);
}
