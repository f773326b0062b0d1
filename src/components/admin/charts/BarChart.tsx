import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar } from "@visx/shape";
import { ChartFigure, type ChartDatum } from "./ChartFigure";
import { anchorOf, LABEL_PX, pct, tickIndexes } from "./scale";

/** A horizontal bar's row: its label on a line of its own, the bar below it. */
const ROW = 42;
const BAR = 14;
/** The longest bar's share of the width: the rest holds its value. */
const BAR_SHARE = 82;
const COLUMN_HEIGHT = 200;

const shorten = (text: string, max = 44) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * A bar chart drawn on the server as plain SVG (visx): horizontal bars for categories (pages, sources, locales), each
 * under its label, or columns for days. Each bar is a <rect> carrying its label and value (`data-label`, `data-value`,
 * a <title>). Labels are LABEL_PX pixels on any screen (see scale.ts).
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
    const height = COLUMN_HEIGHT + LABEL_PX + 16;
    const x = scaleBand<string>({ domain: labels, range: [0, 100], padding: 0.2 });
    const y = scaleLinear<number>({ domain: [0, max], range: [COLUMN_HEIGHT, 8] });
    const ticks = tickIndexes(data.length);
    return (
      <ChartFigure id={id} title={title} data={data} labelHeader={labelHeader} valueHeader={valueHeader}>
        <svg width="100%" height={height} className="chart-svg" role="img" aria-labelledby={`${id}-title`} data-chart={id} data-kind="bar">
          {data.map((datum) => (
            <Bar key={datum.label} x={pct(x(datum.label) ?? 0)} y={y(datum.value)} width={pct(x.bandwidth())} height={COLUMN_HEIGHT - y(datum.value)} fill="#0f766e" data-label={datum.label} data-value={datum.value}>
              <title>{`${tickLabel(datum.label)}: ${datum.value}`}</title>
            </Bar>
          ))}
          <line x1="0" x2="100%" y1={COLUMN_HEIGHT} y2={COLUMN_HEIGHT} stroke="#737373" />
          {ticks.map((index, position) => {
            const label = labels[index]!;
            const anchor = anchorOf(position, ticks.length);
            const left = x(label) ?? 0;
            const at = anchor === "start" ? left : anchor === "end" ? left + x.bandwidth() : left + x.bandwidth() / 2;
            return (
              <text key={label} x={pct(at)} y={COLUMN_HEIGHT + LABEL_PX + 6} fontSize={LABEL_PX} fill="#404040" textAnchor={anchor}>
                {tickLabel(label)}
              </text>
            );
          })}
        </svg>
      </ChartFigure>
    );
  }
  const height = data.length * ROW + 4;
  const x = scaleLinear<number>({ domain: [0, max], range: [0, BAR_SHARE] });
  return (
    <ChartFigure id={id} title={title} data={data} labelHeader={labelHeader} valueHeader={valueHeader}>
      <svg width="100%" height={height} className="chart-svg" role="img" aria-labelledby={`${id}-title`} data-chart={id} data-kind="bar">
        {data.map((datum, index) => {
          const top = index * ROW;
          const width = Math.max(0.3, x(datum.value));
          return (
            <Group key={datum.label} top={top}>
              <text x="0" y={LABEL_PX + 2} fontSize={LABEL_PX} fill="#262626">
                {shorten(tickLabel(datum.label))}
              </text>
              <Bar x="0" y={LABEL_PX + 8} width={pct(width)} height={BAR} fill="#0f766e" data-label={datum.label} data-value={datum.value}>
                <title>{`${tickLabel(datum.label)}: ${datum.value}`}</title>
              </Bar>
              <text x={pct(width)} dx={6} y={LABEL_PX + 8 + BAR - 2} fontSize={LABEL_PX} fill="#262626">
                {datum.value}
              </text>
            </Group>
          );
        })}
      </svg>
    </ChartFigure>
  );
}
