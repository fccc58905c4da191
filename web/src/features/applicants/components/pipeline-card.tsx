import { ROUTES, testScoreLabel } from '@careers/domain/constants';
import MoreHoriz from '@mui/icons-material/MoreHoriz';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type KeyboardEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import type { ApplicantRow } from '../api/applicants-page';
import { ageInStage, type PipelineMove } from '../utils/pipeline-moves';

/** The card's "Move to…" button: what the board's arrow keys focus. */
export const CARD_ATTRIBUTE = 'data-pipeline-card';

/**
 * One applicant in a pipeline column: name (the review page), test score, time in stage, and
 * "Move to…", a menu of the moves the server would make (each opens the action's confirmation).
 */
export function PipelineCard({
  row,
  jobId,
  moves,
  now,
  onMove,
  onKeyDown,
}: {
  row: ApplicantRow;
  jobId: string;
  moves: readonly PipelineMove[];
  now: Date;
  onMove: (row: ApplicantRow, move: PipelineMove) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const name = row.name || row.email;
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5, listStyle: 'none' }}>
      <Stack spacing={0.5}>
        <Link
          component={RouterLink}
          to={ROUTES.jobs.applicant.getHref(jobId, row.uid)}
          sx={{ fontWeight: 600 }}
        >
          {name}
        </Link>
        <Typography variant="body2" color="text.secondary">
          {row.score ? `Score ${testScoreLabel(row.score.score, row.score.totalQuestions)}` : 'No test score'}
          {' · '}
          {ageInStage(row.statusSince, now)}
        </Typography>
        <Button
          size="small"
          variant="text"
          endIcon={<MoreHoriz />}
          aria-label={`Move to… (${name})`}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
          onKeyDown={onKeyDown}
          {...{ [CARD_ATTRIBUTE]: row.id }}
          sx={{ alignSelf: 'flex-start' }}
        >
          Move to…
        </Button>
      </Stack>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {/* Nowhere to go: the button stays focusable (the arrow keys reach every card) and says so. */}
        {moves.length === 0 ? <MenuItem disabled>No move from here</MenuItem> : null}
        {moves.map((move) => (
          <MenuItem
            key={move.action}
            onClick={() => {
              setAnchor(null);
              onMove(row, move);
            }}
          >
            {move.label}
          </MenuItem>
        ))}
      </Menu>
    </Paper>
  );
}
