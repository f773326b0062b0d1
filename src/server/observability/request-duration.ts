import { ValueType, type HrTime } from "@opentelemetry/api";
import { AggregationTemporality, DataPointType, type CollectionResult, type DataPoint, type Histogram, type MetricProducer } from "@opentelemetry/sdk-metrics";

/**
 * The semantic conventions' buckets for `http.server.request.duration`, in seconds (the SDK's default boundaries are
 * meant for milliseconds: every answer would fall in the first).
 */
export const DURATION_BOUNDARIES = [0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10];

interface Point {
  attributes: { "http.request.method": string; "http.response.status_code": number };
  counts: number[];
  sum: number;
  count: number;
  min: number;
  max: number;
}

const toHrTime = (ms: number): HrTime => [Math.floor(ms / 1000), Math.round((ms % 1000) * 1e6)];

/**
 * The histogram of `http.server.request.duration`, by method and status, counted here and handed to the SDK's reader
 * as a MetricProducer. It is recorded for every request the server answers, and the SDK's own histogram hashes the
 * attributes of every recording (about 3 us a request in a profile of `npm run bench:serve`, more than issue 33's
 * budget for all of the observability together); here a recording is two map lookups and a bucket search.
 * Cumulative from the process's start, as OTLP exporters prefer by default.
 */
export class RequestDurationHistogram implements MetricProducer {
  private readonly points = new Map<string, Map<number, Point>>();
  private readonly startTime: HrTime;

  constructor(
    private readonly scope: { name: string; version?: string },
    private readonly clock: () => number = Date.now,
  ) {
    this.startTime = toHrTime(clock());
  }

  record(method: string, status: number, seconds: number): void {
    let byStatus = this.points.get(method);
    if (!byStatus) this.points.set(method, (byStatus = new Map()));
    let point = byStatus.get(status);
    if (!point) {
      point = { attributes: { "http.request.method": method, "http.response.status_code": status }, counts: new Array<number>(DURATION_BOUNDARIES.length + 1).fill(0), sum: 0, count: 0, min: Infinity, max: -Infinity };
      byStatus.set(status, point);
    }
    let bucket = 0;
    while (bucket < DURATION_BOUNDARIES.length && seconds > DURATION_BOUNDARIES[bucket]) bucket++;
    point.counts[bucket]++;
    point.sum += seconds;
    point.count++;
    if (seconds < point.min) point.min = seconds;
    if (seconds > point.max) point.max = seconds;
  }

  collect(): Promise<CollectionResult> {
    const endTime = toHrTime(this.clock());
    const dataPoints: DataPoint<Histogram>[] = [];
    for (const byStatus of this.points.values()) {
      for (const point of byStatus.values()) {
        dataPoints.push({
          attributes: { ...point.attributes },
          startTime: this.startTime,
          endTime,
          value: { buckets: { boundaries: DURATION_BOUNDARIES, counts: [...point.counts] }, sum: point.sum, count: point.count, min: point.min, max: point.max },
        });
      }
    }
    return Promise.resolve({
      // The reader keeps its own resource and takes only the scope metrics from here.
      resourceMetrics: {
        resource: undefined as never,
        scopeMetrics:
          dataPoints.length === 0
            ? []
            : [
                {
                  scope: this.scope,
                  metrics: [
                    {
                      descriptor: { name: "http.server.request.duration", description: "Time to answer a request, until its last byte", unit: "s", valueType: ValueType.DOUBLE },
                      aggregationTemporality: AggregationTemporality.CUMULATIVE,
                      dataPointType: DataPointType.HISTOGRAM,
                      dataPoints,
                    },
                  ],
                },
              ],
      },
      errors: [],
    });
  }
}
