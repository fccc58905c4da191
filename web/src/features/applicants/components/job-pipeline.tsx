import { PIPELINE_STAGE_LABELS, PIPELINE_STAGES, type PipelineStage } from '@careers/domain/rules';
import type { Job, WithId } from '@careers/domain/types';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

import { visuallyHiddenStyle } from '@/components/ui/visually-hidden';

import type { ApplicantRow } from '../api/applicants-page';
import { shownColumns, usePipelineColumn, usePipelineCounts, type PipelineCounts } from '../api/pipeline';
import { pipelineMoves, type PipelineMove } from '../utils/pipeline-moves';

import { ApplicantActionDialogs } from './applicant-action-dialogs';
import { ActionResult, type ActionReport } from './action-result';
import { CARD_ATTRIBUTE, PipelineCard } from './pipeline-card';

type Columns = Record<PipelineStage, ApplicantRow[]>;

const focusCard = (id: string) =>
  document.querySelector<HTMLElement>(`[${CARD_ATTRIBUTE}="${CSS.escape(id)}"]`)?.focus();

/** The next card the arrow key reaches: up and down in a column, left and right across columns. */
const cardAfterKey = (columns: Columns, id: string, key: string): string | null => {
  const filled = PIPELINE_STAGES.filter((stage) => columns[stage].length > 0);
  const column = filled.findIndex((stage) => columns[stage].some((row) => row.id === id));
  const rows = columns[filled[column] as PipelineStage];
  const index = rows.findIndex((row) => row.id === id);
  if (key === 'ArrowDown') return rows[index + 1]?.id ?? null;
  if (key === 'ArrowUp') return rows[index - 1]?.id ?? null;
  const next = filled[column + (key === 'ArrowRight' ? 1 : -1)];
  if (!next) return null;
  const target = columns[next];
  return (target[Math.min(index, target.length - 1)] ?? target[0])?.id ?? null;
};

const columnId = (stage: PipelineStage) => `pipeline-column-${stage}`;

/**
 * Scrolls the row of columns (not the page) so that the stage's column starts it: its leading edge
 * at the row's, on the left or, in a right-to-left document, on the right.
 */
const scrollToColumn = (row: HTMLElement, stage: PipelineStage) => {
  const column = document.getElementById(columnId(stage));
  if (!column) return;
  const [outer, inner] = [row.getBoundingClientRect(), column.getBoundingClientRect()];
  row.scrollLeft +=
    getComputedStyle(row).direction === 'rtl' ? inner.right - outer.right : inner.left - outer.left;
};

/**
 * A job's pipeline (issues 20, 31): one column per stage with the job's count in it (count() on
 * the server), its newest applicants first and "Show more" for the next page, a card per
 * applicant. A card moves through "Move to…", which opens the table's own confirmation for that
 * one applicant (the same server action, the same mail choice); the arrow keys walk the cards, and
 * a status region tells screen readers where the card went. The columns stand in one row that
 * scrolls sideways at every width; above them the count of every stage takes the row to its
 * column, and the row opens on the first stage with someone in it.
 */
export function JobPipeline({ job }: { job: WithId<Job> }) {
  const counts = usePipelineCounts(job.id);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="job-pipeline" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="job-pipeline" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        Pipeline
      </Typography>
      {counts.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void counts.refetch()}>
              Retry
            </Button>
          }
        >
          The pipeline could not be loaded.
        </Alert>
      ) : (
        <PipelineBoard job={job} counts={counts.data ?? null} />
      )}
    </Paper>
  );
}

/** Each stage's count; pressing one brings its column into view and moves focus to it. */
function StageSummary({
  counts,
  onChoose,
}: {
  counts: PipelineCounts;
  onChoose: (stage: PipelineStage) => void;
}) {
  return (
    <Box component="nav" aria-label="Pipeline stages" sx={{ mb: 2 }}>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}>
        {PIPELINE_STAGES.map((stage) => (
          <li key={stage}>
            <Button
              size="small"
              variant={counts[stage] > 0 ? 'outlined' : 'text'}
              aria-controls={columnId(stage)}
              onClick={() => onChoose(stage)}
            >
              {PIPELINE_STAGE_LABELS[stage]}: {counts[stage]}
            </Button>
          </li>
        ))}
      </Box>
    </Box>
  );
}

function PipelineBoard({ job, counts }: { job: WithId<Job>; counts: PipelineCounts | null }) {
  const queryClient = useQueryClient();
  const [moving, setMoving] = useState<{ row: ApplicantRow; move: PipelineMove } | null>(null);
  const [report, setReport] = useState<ActionReport | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const row = useRef<HTMLDivElement>(null);
  const opened = useRef(false);
  const jobHasTest = job.conductTest && job.test !== null;

  // Opened on the first stage with someone in it, once the counts are in (not on every refresh).
  useEffect(() => {
    if (!counts || opened.current || !row.current) return;
    opened.current = true;
    const first = PIPELINE_STAGES.find((stage) => counts[stage] > 0);
    if (first && first !== PIPELINE_STAGES[0]) scrollToColumn(row.current, first);
  }, [counts]);

  const onKeyDown = (id: string) => (event: KeyboardEvent<HTMLElement>) => {
    if (!['ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight'].includes(event.key)) return;
    const target = cardAfterKey(shownColumns(queryClient, job.id), id, event.key);
    event.preventDefault();
    if (target) focusCard(target);
  };

  const onMove = (card: ApplicantRow, move: PipelineMove) => {
    setReport(null);
    setMoving({ row: card, move });
  };

  return (
    <Box>
      {report ? <ActionResult report={report} onClose={() => setReport(null)} /> : null}
      {counts ? (
        <StageSummary
          counts={counts}
          onChoose={(stage) => {
            if (row.current) scrollToColumn(row.current, stage);
            document.getElementById(columnId(stage))?.focus({ preventScroll: true });
          }}
        />
      ) : null}
      <Box
        ref={row}
        role="region"
        aria-label="Pipeline columns"
        tabIndex={0}
        // One row of columns at every width, scrolling sideways: seven stages never wrap.
        sx={{ display: 'flex', gap: 2, overflowX: 'auto', pb: 1, alignItems: 'flex-start' }}
      >
        {PIPELINE_STAGES.map((stage) => (
          <PipelineColumn
            key={stage}
            job={job}
            stage={stage}
            count={counts?.[stage] ?? null}
            jobHasTest={jobHasTest}
            onMove={onMove}
            onKeyDown={onKeyDown}
          />
        ))}
      </Box>
      <span role="status" style={visuallyHiddenStyle}>
        {announcement}
      </span>
      <ApplicantActionDialogs
        job={job}
        selectedIds={moving ? [moving.row.id] : []}
        who={moving ? moving.row.name || moving.row.email : ''}
        dialog={moving?.move.action ?? null}
        onClose={() => {
          const id = moving?.row.id;
          setMoving(null);
          // The card may have changed column: keep the keyboard on it (after the dialog gives focus back).
          if (id) setTimeout(() => focusCard(id), 0);
        }}
        nameOf={(id) => (moving?.row.id === id ? moving.row.name : id)}
        onReport={(next) => {
          setReport(next);
          if (!moving) return;
          const name = moving.row.name || moving.row.email;
          const stage = moving.move.stage;
          setAnnouncement(
            next
              ? `${name}: ${next.message}`
              : stage
                ? `${name} moved to ${PIPELINE_STAGE_LABELS[stage]}.`
                : `${name} moved back to where they were.`,
          );
        }}
      />
    </Box>
  );
}

/**
 * One stage: its heading with the job's count, its cards newest first (loading, empty and error
 * states of its own), and "Show more" while the stage holds more than it shows.
 */
function PipelineColumn({
  job,
  stage,
  count,
  jobHasTest,
  onMove,
  onKeyDown,
}: {
  job: WithId<Job>;
  stage: PipelineStage;
  /** The job's applications in this stage; null until the counts are in. */
  count: number | null;
  jobHasTest: boolean;
  onMove: (row: ApplicantRow, move: PipelineMove) => void;
  onKeyDown: (id: string) => (event: KeyboardEvent<HTMLElement>) => void;
}) {
  const column = usePipelineColumn(job.id, stage);
  const label = PIPELINE_STAGE_LABELS[stage];
  const headingId = `pipeline-${stage}`;
  const pages = column.data?.pages ?? [];
  const rows = pages.flatMap((page) => page.rows);
  const readAt = pages[0]?.readAt ?? new Date();
  return (
    <Paper
      id={columnId(stage)}
      component="section"
      aria-labelledby={headingId}
      tabIndex={-1}
      variant="outlined"
      sx={{ flex: '0 0 220px', p: 1.5, bgcolor: 'action.hover' }}
    >
      <Typography id={headingId} variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
        {label}{' '}
        <Typography component="span" color="text.secondary">
          ({count ?? '…'})
        </Typography>
      </Typography>
      {column.isPending ? (
        <Skeleton variant="rounded" height={96} aria-label={`Loading ${label}`} />
      ) : column.isError && rows.length === 0 ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void column.refetch()}>
              Retry
            </Button>
          }
        >
          This stage could not be loaded.
        </Alert>
      ) : rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Nobody here.
        </Typography>
      ) : (
        <>
          <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}>
            {rows.map((row) => (
              <PipelineCard
                key={row.id}
                row={row}
                jobId={job.id}
                moves={pipelineMoves(row, jobHasTest)}
                now={readAt}
                onMove={onMove}
                onKeyDown={onKeyDown(row.id)}
              />
            ))}
          </Box>
          {count !== null && count > rows.length ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {rows.length} of {count} shown
            </Typography>
          ) : null}
          {column.isFetchNextPageError ? (
            <Alert
              severity="error"
              sx={{ mt: 1 }}
              action={
                <Button color="inherit" size="small" onClick={() => void column.fetchNextPage()}>
                  Retry
                </Button>
              }
            >
              More could not be loaded.
            </Alert>
          ) : column.hasNextPage ? (
            <Button
              size="small"
              sx={{ mt: 1 }}
              aria-label={`Show more in ${label}`}
              disabled={column.isFetchingNextPage}
              onClick={() => void column.fetchNextPage()}
            >
              {column.isFetchingNextPage ? 'Loading…' : 'Show more'}
            </Button>
          ) : null}
        </>
      )}
    </Paper>
  );
}
