import { scaleLinear, scalePoint } from "@visx/scale";
import { LinePath } from "@visx/shape";
import { ChartFigure, type ChartDatum } from "./ChartFigure";
import { anchorOf, LABEL_PX, pct, tickIndexes } from "./scale";

const HEIGHT = 250;
const PLOT = { top: 20, bottom: 218 };

/**
 * A line chart drawn on the server as plain SVG (visx): one <circle> per point carrying its label and value
 * (`data-label`, `data-value`, a <title>), so the series can be read from the page, and the numbers as a table.
 * Gridlines carry their values at the left; labels are LABEL_PX pixels on any screen (see scale.ts). The line is drawn
 * in a nested SVG stretched to the chart's width (its stroke not stretched).
 */
export function LineChart({ id, title, data, labelHeader = "Day", valueHeader = "Value", tickLabel = (label: string) => label }: {
  id: string;
  title: string;
  data: ChartDatum[];
  labelHeader?: string;
  valueHeader?: string;
  /** The axis text of a point's label (a day in the viewer's locale). */
  tickLabel?: (label: string) => string;
}) {
  const x = scalePoint<string>({ domain: data.map((datum) => datum.label), range: [1.5, 98.5], padding: 0.5 });
  const y = scaleLinear<number>({ domain: [0, Math.max(1, ...data.map((datum) => datum.value))], range: [PLOT.bottom, PLOT.top], nice: true });
  const xOf = (datum: ChartDatum) => x(datum.label) ?? 0;
  const yOf = (datum: ChartDatum) => y(datum.value);
  const ticks = tickIndexes(data.length);

  return (
    <ChartFigure id={id} title={title} data={data} labelHeader={labelHeader} valueHeader={valueHeader}>
      <svg width="100%" height={HEIGHT} className="chart-svg" role="img" aria-labelledby={`${id}-title`} data-chart={id} data-kind="line">
        {y.ticks(4).map((value) => (
          <g key={value}>
            <line x1="0" x2="100%" y1={y(value)} y2={y(value)} stroke={value === 0 ? "#737373" : "#e5e7eb"} />
            <text x="0" y={y(value) - 4} fontSize={LABEL_PX} fill="#404040">
              {value}
            </text>
          </g>
        ))}
        <svg x="0" y="0" width="100%" height={HEIGHT} viewBox={`0 0 100 ${HEIGHT}`} preserveAspectRatio="none" overflow="visible">
          <LinePath data={data} x={xOf} y={yOf} stroke="#1d4ed8" strokeWidth={2} fill="none" vectorEffect="non-scaling-stroke" />
        </svg>
        {data.map((datum) => (
          <circle key={datum.label} cx={pct(xOf(datum))} cy={yOf(datum)} r={3.5} fill="#1d4ed8" data-label={datum.label} data-value={datum.value}>
            <title>{`${tickLabel(datum.label)}: ${datum.value}`}</title>
          </circle>
        ))}
        {ticks.map((index, position) => {
          const datum = data[index]!;
          return (
            <text key={datum.label} x={pct(xOf(datum))} y={PLOT.bottom + LABEL_PX + 8} fontSize={LABEL_PX} fill="#404040" textAnchor={anchorOf(position, ticks.length)}>
              {tickLabel(datum.label)}
            </text>
          );
        })}
      </svg>
    </ChartFigure>
  );
}
