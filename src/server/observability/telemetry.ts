import { metrics, trace } from "@opentelemetry/api";
import { PeriodicExportingMetricReader, type PushMetricExporter } from "@opentelemetry/sdk-metrics";
import type { Span, SpanProcessor } from "@opentelemetry/sdk-trace-base";
import { registerOTel } from "@vercel/otel";
import { onShutdown } from "../lifecycle.mjs";
import { requestContext } from "./log.mjs";
import { processSingleton } from "@/lib/process-singleton";
import { REQUEST_METRICS_KEY } from "../security/node-requests.mjs";
import { RequestDurationHistogram } from "./request-duration";

type Env = Record<string, string | undefined>;

/** The service's name in traces and metrics, unless OTEL_SERVICE_NAME says otherwise. */
export const SERVICE_NAME = "quillio-website";

/** Whether an OTLP endpoint is configured: only then does anything of OpenTelemetry run. */
export function telemetryConfigured(env: Env = process.env): boolean {
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
}

/** The metrics exporter for the configured OTLP protocol (http/protobuf by default, as the specification says). */
async function metricExporter(env: Env): Promise<PushMetricExporter> {
  const protocol = env.OTEL_EXPORTER_OTLP_METRICS_PROTOCOL ?? env.OTEL_EXPORTER_OTLP_PROTOCOL ?? "http/protobuf";
  if (protocol === "http/json") return new (await import("@opentelemetry/exporter-metrics-otlp-http")).OTLPMetricExporter();
  return new (await import("@opentelemetry/exporter-metrics-otlp-proto")).OTLPMetricExporter();
}

/** Puts the request's id (the one in its X-Request-Id and on its log lines) on every span of the request. */
class RequestIdProcessor implements SpanProcessor {
  onStart(span: Span): void {
    const request = requestContext.getStore();
    if (request) span.setAttribute("http.request.id", request.requestId);
  }
  onEnd(): void {}
  forceFlush(): Promise<void> {
    return Promise.resolve();
  }
  shutdown(): Promise<void> {
    return Promise.resolve();
  }
}

/** The SDK's providers behind the API's globals, flushed and stopped as the process exits. */
async function stopProviders(): Promise<void> {
  const tracer = trace.getTracerProvider() as { getDelegate?: () => { shutdown?: () => Promise<void> } };
  const meter = metrics.getMeterProvider() as { shutdown?: () => Promise<void> };
  await Promise.allSettled([tracer.getDelegate?.().shutdown?.(), meter.shutdown?.()]);
}

/**
 * Starts OpenTelemetry when OTEL_EXPORTER_OTLP_ENDPOINT is set (nothing otherwise): Next's own spans (a request,
 * its rendering, its route handler) and the outgoing fetches, exported over OTLP with the request id on every
 * span; and the request metrics the request hook records (duration by method and status), pushed every
 * OTEL_METRIC_EXPORT_INTERVAL ms (60 s by default). The standard OTEL_* variables configure the rest.
 */
export async function startTelemetry(env: Env = process.env): Promise<boolean> {
  if (!telemetryConfigured(env)) return false;
  const interval = Number(env.OTEL_METRIC_EXPORT_INTERVAL) || 60_000;
  const requestDuration = new RequestDurationHistogram({ name: SERVICE_NAME });
  registerOTel({
    serviceName: SERVICE_NAME,
    spanProcessors: ["auto", new RequestIdProcessor()],
    metricReaders: [
      new PeriodicExportingMetricReader({
        exporter: await metricExporter(env),
        exportIntervalMillis: interval,
        exportTimeoutMillis: Math.min(interval, 30_000),
        metricProducers: [requestDuration],
      }),
    ],
  });
  processSingleton<(request: { method: string; status: number; durationMs: number }) => void>(REQUEST_METRICS_KEY).set(({ method, status, durationMs }) =>
    requestDuration.record(method, status, durationMs / 1000),
  );
  // What is batched goes out before the process exits (a deploy's SIGTERM).
  onShutdown("telemetry", stopProviders, { phase: "exit" });
  return true;
}
