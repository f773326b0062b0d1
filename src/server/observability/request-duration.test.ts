import { AggregationTemporality, DataPointType, InMemoryMetricExporter, MeterProvider, PeriodicExportingMetricReader, type HistogramMetricData } from "@opentelemetry/sdk-metrics";
import { describe, expect, it } from "vitest";
import { DURATION_BOUNDARIES, RequestDurationHistogram } from "./request-duration";

/** What an exporter receives from a reader that has the histogram among its producers. */
async function exported(record: (histogram: RequestDurationHistogram) => void) {
  let now = 1_700_000_000_000;
  const histogram = new RequestDurationHistogram({ name: "quillio-website" }, () => now);
  const exporter = new InMemoryMetricExporter(AggregationTemporality.CUMULATIVE);
  const reader = new PeriodicExportingMetricReader({ exporter, exportIntervalMillis: 60_000, metricProducers: [histogram] });
  const provider = new MeterProvider({ readers: [reader] });
  record(histogram);
  now += 1_500;
  await reader.forceFlush();
  await provider.shutdown();
  return exporter.getMetrics();
}

describe("the request duration histogram", () => {
  it("reaches the exporter as http.server.request.duration, one point per method and status, in the conventions' buckets", async () => {
    const [batch] = await exported((histogram) => {
      histogram.record("GET", 200, 0.004);
      histogram.record("GET", 200, 0.03);
      histogram.record("GET", 200, 12);
      histogram.record("POST", 201, 0.2);
      histogram.record("GET", 404, 0.005);
    });
    const metric = batch.scopeMetrics.flatMap((scope) => scope.metrics).find((entry) => entry.descriptor.name === "http.server.request.duration") as HistogramMetricData;
    expect(metric).toMatchObject({ dataPointType: DataPointType.HISTOGRAM, aggregationTemporality: AggregationTemporality.CUMULATIVE, descriptor: { unit: "s" } });
    const point = (method: string, status: number) => metric.dataPoints.find((entry) => entry.attributes["http.request.method"] === method && entry.attributes["http.response.status_code"] === status);
    expect(metric.dataPoints).toHaveLength(3);
    const ok = point("GET", 200)!;
    expect(ok.value.count).toBe(3);
    expect(ok.value.sum).toBeCloseTo(12.034);
    expect(ok.value.min).toBe(0.004);
    expect(ok.value.max).toBe(12);
    expect(ok.value.buckets.boundaries).toEqual(DURATION_BOUNDARIES);
    // 0.004 in (..0.005], 0.03 in (0.025, 0.05], 12 past the last boundary.
    expect(ok.value.buckets.counts).toEqual([1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
    // A boundary is inclusive, as OTLP says.
    expect(point("GET", 404)!.value.buckets.counts[0]).toBe(1);
    expect(point("POST", 201)!.value.buckets.counts[6]).toBe(1);
    expect(ok.endTime[0] - ok.startTime[0]).toBe(1);
  });

  it("exports nothing before the first request", async () => {
    const [batch] = await exported(() => undefined);
    expect(batch?.scopeMetrics.flatMap((scope) => scope.metrics) ?? []).toEqual([]);
  });
});
