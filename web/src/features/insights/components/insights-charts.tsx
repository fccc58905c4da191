import { BAR_CHART_PLUGINS, BarPlot, type BarChartPluginSignatures } from '@mui/x-charts/BarChart';
import { ChartsAxis } from '@mui/x-charts/ChartsAxis';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';

// The charts of /insights: @mui/x-charts, loaded on this page only, after its first paint
// (figure-section.tsx imports this module lazily). Each is drawn from the same figures as the table
// beside it, which is what screen readers read and what the Table view shows. Composed from the
// bar plot, axes and legend rather than BarChart: BarChart's tooltip brings MUI's Popper, which the
// data grid's pages share, and sharing it re-splits their chunks past their budget.

export type ChartSeries = { label: string; data: number[] };

export type FigureChartProps = {
  /** One label per bar group. */
  labels: string[];
  series: ChartSeries[];
  /** Bars along the x axis (long labels read better so). */
  horizontal?: boolean;
  height?: number;
};

export default function FigureChart({ labels, series, horizontal = false, height = 280 }: FigureChartProps) {
  const band = { id: 'labels', scaleType: 'band' as const, data: labels };
  // Counts and days are whole numbers: no 0.2-step ticks.
  const values = { id: 'values', tickMinStep: 1 };
  return (
    <ChartsDataProvider<'bar', BarChartPluginSignatures>
      plugins={BAR_CHART_PLUGINS}
      height={height}
      series={series.map((entry) => ({
        type: 'bar' as const,
        label: entry.label,
        data: entry.data,
        layout: horizontal ? ('horizontal' as const) : ('vertical' as const),
      }))}
      xAxis={[horizontal ? values : band]}
      yAxis={[horizontal ? { ...band, width: 110 } : values]}
    >
      <ChartsWrapper legendPosition={{ vertical: 'top', horizontal: 'center' }}>
        <ChartsLegend />
        <ChartsSurface>
          <BarPlot />
          <ChartsAxis />
        </ChartsSurface>
      </ChartsWrapper>
    </ChartsDataProvider>
  );
}
