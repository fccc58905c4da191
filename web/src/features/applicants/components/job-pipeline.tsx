import {
  PIPELINE_STAGE_LABELS,
  PIPELINE_STAGE_OF,
  PIPELINE_STAGES,
  type PipelineStage,
} from '@careers/domain/rules';
import type { Job, WithId } from '@careers/domain/types';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type KeyboardEvent } from 'react';

import { visuallyHiddenStyle } from '@/components/ui/visually-hidden';

import type { ApplicantRow } from '../api/applicants-page';
import { usePipeline, type PipelineData } from '../api/pipeline';
import { pipelineMoves, type PipelineMove } from '../utils/pipeline-moves';

import { ApplicantActionDialogs } from './applicant-action-dialogs';
import { ActionResult, type ActionReport } from './action-result';
import { CARD_ATTRIBUTE, PipelineCard } from './pipeline-card';

type Columns = Record<PipelineStage, ApplicantRow[]>;

const columnsOf = (rows: readonly ApplicantRow[]): Columns => {
  const columns = Object.fromEntries(PIPELINE_STAGES.map((stage) => [stage, []])) as unknown as Columns;
  for (const row of rows) {
    const stage = PIPELINE_STAGE_OF[row.status];
    if (stage) columns[stage].push(row);
  }
  return columns;
};

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

/**
 * A job's pipeline (issue 20): one column per stage with its count, a card per applicant. A card
 * moves through "Move to…", which opens the table's own confirmation for that one applicant (the
 * same server action, the same mail choice); the arrow keys walk the cards, and a status region
 * tells screen readers where the card went. Columns scroll sideways on a phone.
 */
export function JobPipeline({ job }: { job: WithId<Job> }) {
  const pipeline = usePipeline(job.id);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="job-pipeline" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="job-pipeline" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        Pipeline
      </Typography>
      {pipeline.isPending ? (
        <Skeleton variant="rounded" height={320} aria-label="Loading the pipeline" />
      ) : pipeline.isError ? (
        <Alert severity="error">The pipeline could not be loaded.</Alert>
      ) : (
        <PipelineBoard job={job} data={pipeline.data} />
      )}
    </Paper>
  );
}

function PipelineBoard({ job, data }: { job: WithId<Job>; data: PipelineData }) {
  const [moving, setMoving] = useState<{ row: ApplicantRow; move: PipelineMove } | null>(null);
  const [report, setReport] = useState<ActionReport | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const columns = useMemo(() => columnsOf(data.rows), [data]);
  const jobHasTest = job.conductTest && job.test !== null;

  const onKeyDown = (id: string) => (event: KeyboardEvent<HTMLElement>) => {
    if (!['ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight'].includes(event.key)) return;
    const target = cardAfterKey(columns, id, event.key);
    event.preventDefault();
    if (target) focusCard(target);
  };

  return (
    <Box>
      {data.truncated ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          The pipeline shows the first 500 applicants; the table lists them all.
        </Alert>
      ) : null}
      {report ? <ActionResult report={report} onClose={() => setReport(null)} /> : null}
      <Box
        role="region"
        aria-label="Pipeline columns"
        tabIndex={0}
        // A phone scrolls the columns sideways; a wide screen wraps them, so every stage is in view.
        sx={{
          display: { xs: 'flex', md: 'grid' },
          gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
          gap: 2,
          overflowX: { xs: 'auto', md: 'visible' },
          pb: 1,
          alignItems: 'flex-start',
        }}
      >
        {PIPELINE_STAGES.map((stage) => {
          const headingId = `pipeline-${stage}`;
          return (
            <Paper
              key={stage}
              component="section"
              aria-labelledby={headingId}
              variant="outlined"
              sx={{ flex: '0 0 240px', p: 1.5, bgcolor: 'action.hover' }}
            >
              <Typography id={headingId} variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
                {PIPELINE_STAGE_LABELS[stage]}{' '}
                <Typography component="span" color="text.secondary">
                  ({columns[stage].length})
                </Typography>
              </Typography>
              {columns[stage].length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  Nobody here.
                </Typography>
              ) : (
                <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}>
                  {columns[stage].map((row) => (
                    <PipelineCard
                      key={row.id}
                      row={row}
                      jobId={job.id}
                      moves={pipelineMoves(row, jobHasTest)}
                      now={data.readAt}
                      onMove={(card, move) => {
                        setReport(null);
                        setMoving({ row: card, move });
                      }}
                      onKeyDown={onKeyDown(row.id)}
                    />
                  ))}
                </Box>
              )}
            </Paper>
          );
        })}
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
