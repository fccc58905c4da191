import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';

// The charts of /insights: @mui/x-charts, loaded on this page only, after its first paint
// (figure-section.tsx imports this module lazily). Each chart is drawn from the same figures as the
// table beside it, which is what screen readers read.

export type ChartSeries = { label: string; data: number[] };

export type FigureChartProps = {
  kind: 'bar' | 'line';
  /** One label per point or bar group. */
  labels: string[];
  series: ChartSeries[];
  /** Bars along the x axis (long labels read better so). */
  horizontal?: boolean;
  height?: number;
};

export default function FigureChart({
  kind,
  labels,
  series,
  horizontal = false,
  height = 280,
}: FigureChartProps) {
  const chartSeries = series.map((entry) => ({ label: entry.label, data: entry.data }));
  if (kind === 'line') {
    return (
      <LineChart
        height={height}
        xAxis={[{ scaleType: 'point', data: labels }]}
        series={chartSeries}
        margin={{ left: 8, right: 16 }}
      />
    );
  }
  const band = { scaleType: 'band' as const, data: labels, width: horizontal ? 120 : undefined };
  return horizontal ? (
    <BarChart height={height} layout="horizontal" yAxis={[band]} series={chartSeries} />
  ) : (
    <BarChart height={height} xAxis={[{ scaleType: 'band', data: labels }]} series={chartSeries} />
  );
}
