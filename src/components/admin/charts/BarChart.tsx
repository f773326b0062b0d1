import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar } from "@visx/shape";
import { ChartFigure, type ChartDatum } from "./ChartFigure";

const WIDTH = 720;
const ROW = 26;
const LABEL_WIDTH = 220;
const VALUE_WIDTH = 56;
const COLUMN_HEIGHT = 220;

const shorten = (text: string, max = 34) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * A bar chart drawn on the server as plain SVG (visx): horizontal bars for categories (pages, sources, locales),
 * or columns for days. Each bar is a <rect> carrying its label and value (`data-label`, `data-value`, a <title>).
 */
export function BarChart({ id, title, data, orientation = "horizontal", labelHeader = "Label", valueHeader = "Value", tickLabel = (label: string) => label }: {
  id: string;
  title: string;
  data: ChartDatum[];
  orientation?: "horizontal" | "vertical";
  labelHeader?: string;
  valueHeader?: string;
  tickLabel?: (label: string) => string;
}) {
  const max = Math.max(1, ...data.map((datum) => datum.value));
  const labels = data.map((datum) => datum.label);
  if (orientation === "vertical") {
    const height = COLUMN_HEIGHT + 40;
    const x = scaleBand<string>({ domain: labels, range: [8, WIDTH - 8], padding: 0.2 });
    const y = scaleLinear<number>({ domain: [0, max], range: [COLUMN_HEIGHT, 16] });
    const every = Math.max(1, Math.ceil(data.length / 8));
    return (
      <ChartFigure id={id} title={title} data={data} labelHeader={labelHeader} valueHeader={valueHeader}>
        <svg viewBox={`0 0 ${WIDTH} ${height}`} width="100%" className="chart-svg" role="img" aria-labelledby={`${id}-title`} data-chart={id} data-kind="bar">
          {data.map((datum, index) => {
            const left = x(datum.label) ?? 0;
            return (
              <Group key={datum.label}>
                <Bar x={left} y={y(datum.value)} width={x.bandwidth()} height={COLUMN_HEIGHT - y(datum.value)} fill="#0f766e" data-label={datum.label} data-value={datum.value}>
                  <title>{`${tickLabel(datum.label)}: ${datum.value}`}</title>
                </Bar>
                {index % every === 0 ? (
                  <text x={left + x.bandwidth() / 2} y={COLUMN_HEIGHT + 18} fontSize={11} fill="#404040" textAnchor="middle">
                    {tickLabel(datum.label)}
                  </text>
                ) : null}
              </Group>
            );
          })}
          <line x1={8} x2={WIDTH - 8} y1={COLUMN_HEIGHT} y2={COLUMN_HEIGHT} stroke="#737373" />
        </svg>
      </ChartFigure>
    );
  }
  const height = Math.max(ROW, data.length * ROW) + 8;
  const y = scaleBand<string>({ domain: labels, range: [4, height - 4], padding: 0.25 });
  const x = scaleLinear<number>({ domain: [0, max], range: [0, WIDTH - LABEL_WIDTH - VALUE_WIDTH] });
  return (
    <ChartFigure id={id} title={title} data={data} labelHeader={labelHeader} valueHeader={valueHeader}>
      <svg viewBox={`0 0 ${WIDTH} ${height}`} width="100%" className="chart-svg" role="img" aria-labelledby={`${id}-title`} data-chart={id} data-kind="bar">
        {data.map((datum) => {
          const top = y(datum.label) ?? 0;
          const middle = top + y.bandwidth() / 2 + 4;
          return (
            <Group key={datum.label}>
              <text x={LABEL_WIDTH - 8} y={middle} fontSize={12} fill="#262626" textAnchor="end">
                {shorten(tickLabel(datum.label))}
              </text>
              <Bar x={LABEL_WIDTH} y={top} width={Math.max(1, x(datum.value))} height={y.bandwidth()} fill="#0f766e" data-label={datum.label} data-value={datum.value}>
                <title>{`${tickLabel(datum.label)}: ${datum.value}`}</title>
              </Bar>
              <text x={LABEL_WIDTH + Math.max(1, x(datum.value)) + 6} y={middle} fontSize={12} fill="#262626">
                {datum.value}
              </text>
            </Group>
          );
        })}
      </svg>
    </ChartFigure>
  );
}
