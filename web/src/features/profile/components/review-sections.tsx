import { WIZARD_STEP_LABELS, WIZARD_STEP_ROUTES, type WizardStep } from '@careers/domain/rules';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Fragment, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

// The review step's sections (review-step.tsx composes them): each step's entries with its Edit link.

export function ReviewSection({
  step,
  title,
  children,
}: {
  step: WizardStep;
  title: string;
  children: ReactNode;
}) {
  const headingId = `review-${step}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem' }}>
          {title}
        </Typography>
        <Button
          component={RouterLink}
          to={WIZARD_STEP_ROUTES[step]}
          startIcon={<EditOutlined />}
          aria-label={`Edit ${WIZARD_STEP_LABELS[step]}`}
        >
          Edit
        </Button>
      </Stack>
      {children}
    </Paper>
  );
}

export function ReviewFacts({ rows }: { rows: readonly [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '12rem 1fr' }, gap: 1, m: 0 }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body1" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value === '' || value === null || value === undefined ? '—' : value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

// Shadows at the edge a table can still scroll towards: `local` backgrounds move with the content
// and cover the `scroll` ones once that edge is reached, so they show only where there is more.
const scrollShadows = {
  overflowX: 'auto',
  backgroundImage: (theme: Theme) =>
    [
      `linear-gradient(to right, ${theme.palette.background.paper} 30%, transparent)`,
      `linear-gradient(to left, ${theme.palette.background.paper} 30%, transparent)`,
      `radial-gradient(farthest-side at 0 50%, ${theme.palette.action.disabled}, transparent)`,
      `radial-gradient(farthest-side at 100% 50%, ${theme.palette.action.disabled}, transparent)`,
    ].join(', '),
  backgroundPosition: 'left center, right center, left center, right center',
  backgroundRepeat: 'no-repeat',
  backgroundSize: '40px 100%, 40px 100%, 14px 100%, 14px 100%',
  backgroundAttachment: 'local, local, scroll, scroll',
  '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
} as const;

/**
 * The education or career entries: a table where there is room, one card per entry on a phone
 * (seven columns do not fit 390 px, and a cut-off table gave no sign that it scrolled). Where the
 * table is still wider than the screen it scrolls inside a focusable region that says so, with a
 * shadow at the edge that has more.
 */
export function EntriesTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: readonly string[];
  rows: readonly (readonly ReactNode[])[];
}) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  if (rows.length === 0) {
    return <Typography color="text.secondary">None.</Typography>;
  }
  if (phone) {
    return (
      <Box component="section" aria-label={caption}>
        <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
          {caption}
        </Typography>
        <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {rows.map((row, index) => (
            <Box
              component="li"
              key={index}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
            >
              <Box
                component="dl"
                sx={{ display: 'grid', gridTemplateColumns: 'minmax(6.5rem, auto) 1fr', gap: 0.5, m: 0 }}
              >
                {head.map((label, column) => (
                  <Fragment key={label}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {label}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                      {row[column]}
                    </Typography>
                  </Fragment>
                ))}
              </Box>
            </Box>
          ))}
        </Stack>
      </Box>
    );
  }
  return (
    <Box
      role="region"
      aria-label={`${caption} (scrolls sideways when it does not fit)`}
      tabIndex={0}
      sx={scrollShadows}
    >
      <Table size="small">
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: 0 }}>
          <Typography component="span" variant="subtitle2">
            {caption}
          </Typography>
        </caption>
        <TableHead>
          <TableRow>
            {head.map((cell) => (
              <TableCell key={cell}>{cell}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={index}>
              {row.map((cell, column) => (
                <TableCell key={column}>{cell}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
