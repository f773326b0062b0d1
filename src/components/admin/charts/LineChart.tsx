import { AxisBottom, AxisLeft } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleLinear, scalePoint } from "@visx/scale";
import { LinePath } from "@visx/shape";
import { ChartFigure, type ChartDatum } from "./ChartFigure";

const WIDTH = 720;
const HEIGHT = 260;
const MARGIN = { top: 12, right: 16, bottom: 36, left: 48 };

/**
 * A line chart drawn on the server as plain SVG (visx): one <circle> per point carrying its label and value
 * (`data-label`, `data-value`, a <title>), so the series can be read from the page, and the numbers as a table.
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
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scalePoint<string>({ domain: data.map((datum) => datum.label), range: [0, innerWidth], padding: 0.5 });
  const y = scaleLinear<number>({ domain: [0, Math.max(1, ...data.map((datum) => datum.value))], range: [innerHeight, 0], nice: true });
  const every = Math.max(1, Math.ceil(data.length / 8));
  const xOf = (datum: ChartDatum) => x(datum.label) ?? 0;
  const yOf = (datum: ChartDatum) => y(datum.value);

  return (
    <ChartFigure id={id} title={title} data={data} labelHeader={labelHeader} valueHeader={valueHeader}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" className="chart-svg" role="img" aria-labelledby={`${id}-title`} data-chart={id} data-kind="line">
        <Group left={MARGIN.left} top={MARGIN.top}>
          <AxisLeft scale={y} numTicks={5} tickFormat={(value) => String(value)} stroke="#737373" tickStroke="#737373" tickLabelProps={{ fill: "#404040", fontSize: 11, textAnchor: "end", dx: -4, dy: 3 }} />
          <AxisBottom
            top={innerHeight}
            scale={x}
            tickValues={data.filter((_, index) => index % every === 0).map((datum) => datum.label)}
            tickFormat={(label) => tickLabel(String(label))}
            stroke="#737373"
            tickStroke="#737373"
            tickLabelProps={{ fill: "#404040", fontSize: 11, textAnchor: "middle" }}
          />
          <LinePath data={data} x={xOf} y={yOf} stroke="#1d4ed8" strokeWidth={2} fill="none" />
          {data.map((datum) => (
            <circle key={datum.label} cx={xOf(datum)} cy={yOf(datum)} r={3.5} fill="#1d4ed8" data-label={datum.label} data-value={datum.value}>
              <title>{`${tickLabel(datum.label)}: ${datum.value}`}</title>
            </circle>
          ))}
        </Group>
      </svg>
    </ChartFigure>
  );
}
