import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState, type ReactNode } from 'react';

import { visuallyHiddenStyle } from '@/components/ui/visually-hidden';

import type { FigureChartProps } from './insights-charts';

// The charts' module (and @mui/x-charts with it) loads after the page's first paint.
const FigureChart = lazy(() => import('./insights-charts'));

export type FigureTableProps = {
  caption: string;
  columns: readonly string[];
  /** Cells as shown; the first of each row is its header. */
  rows: readonly (readonly (string | number)[])[];
  /** Off-screen for screen readers: no scrolling box (nothing to scroll, nothing to focus). */
  hidden?: boolean;
};

/** A figure's numbers as a table: the table view, and what screen readers read of every chart. */
export function FigureTable({ caption, columns, rows, hidden = false }: FigureTableProps) {
  const table = (
    <Table size="small">
      <caption style={{ captionSide: 'top', textAlign: 'left', padding: '0 0 8px' }}>{caption}</caption>
      <TableHead>
        <TableRow>
          {columns.map((column, index) => (
            <TableCell key={column} align={index === 0 ? 'left' : 'right'}>
              {column}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={String(row[0])}>
            {row.map((cell, index) =>
              index === 0 ? (
                <TableCell key={columns[index]} component="th" scope="row">
                  {cell}
                </TableCell>
              ) : (
                <TableCell key={columns[index]} align="right">
                  {cell}
                </TableCell>
              ),
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
  if (hidden) return table;
  // A table wider than a phone scrolls sideways: a focusable, named region, so keyboards reach it.
  return (
    <TableContainer tabIndex={0} role="region" aria-label={`${caption} (scrolls sideways)`}>
      {table}
    </TableContainer>
  );
}

type FigureSectionProps = {
  /** The anchor the dashboard links to (/insights#funnel). */
  id: string;
  title: string;
  description?: ReactNode;
  chart?: FigureChartProps | null;
  table: FigureTableProps;
  /** Shown under the figure (e.g. the CSV button). */
  footer?: ReactNode;
};

/**
 * One figure of /insights: its heading, the chart (or, on request, the table on screen), and the
 * table for screen readers either way, so nothing is only in a picture.
 */
export function FigureSection({ id, title, description, chart, table, footer }: FigureSectionProps) {
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const showChart = Boolean(chart) && view === 'chart' && table.rows.length > 0;
  const headingId = `${id}-title`;
  return (
    <Paper component="section" variant="outlined" id={id} aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}
      >
        <Typography variant="h6" component="h2" id={headingId}>
          {title}
        </Typography>
        {chart && table.rows.length > 0 ? (
          // Plain buttons with aria-pressed (not MUI's ToggleButton: its chunk would be shared
          // with the data grid's pages and grow them past their budget).
          <ButtonGroup size="small" aria-label={`${title}: show as`}>
            {(['chart', 'table'] as const).map((option) => (
              <Button
                key={option}
                aria-pressed={view === option}
                variant={view === option ? 'contained' : 'outlined'}
                onClick={() => setView(option)}
              >
                {option === 'chart' ? 'Chart' : 'Table'}
              </Button>
            ))}
          </ButtonGroup>
        ) : null}
      </Stack>
      {description ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {description}
        </Typography>
      ) : null}
      {table.rows.length === 0 ? (
        <Typography variant="body2">Nothing in this range yet.</Typography>
      ) : showChart && chart ? (
        <>
          <div role="img" aria-label={`${title}: chart. The same figures follow as a table.`}>
            <Suspense fallback={<Skeleton variant="rectangular" height={chart.height ?? 280} />}>
              <FigureChart {...chart} />
            </Suspense>
          </div>
          <div style={visuallyHiddenStyle}>
            <FigureTable {...table} hidden />
          </div>
        </>
      ) : (
        <FigureTable {...table} />
      )}
      {footer}
    </Paper>
  );
}
