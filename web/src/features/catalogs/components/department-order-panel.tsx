import { DEPARTMENT_ORDER_MESSAGES, LANDING } from '@careers/domain/constants';
import ArrowDownwardOutlined from '@mui/icons-material/ArrowDownwardOutlined';
import ArrowUpwardOutlined from '@mui/icons-material/ArrowUpwardOutlined';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';

import { VisuallyHidden, visuallyHiddenStyle } from '@/components/ui/visually-hidden';
import { fieldErrorMessage } from '@/lib/callable-errors';

import type { CatalogEntry } from '../api/get-catalog-entries';
import { useReorderDepartments } from '../api/reorder-departments';

type Direction = -1 | 1;

const inOrder = (entries: readonly CatalogEntry[]) =>
  [...entries].sort((left, right) => (left.order ?? 0) - (right.order ?? 0));

/**
 * The landing page's department order (issue 20): Up and Down buttons per department, saved at
 * each move. The first LANDING.departmentTabs get tabs. After a move the focus stays on the same
 * button of the moved department and a live region says where it went.
 */
export function DepartmentOrderPanel({ departments }: { departments: readonly CatalogEntry[] }) {
  const headingId = useId();
  const reorder = useReorderDepartments();
  const [announcement, setAnnouncement] = useState('');
  const [error, setError] = useState<string | null>(null);
  const focusAfterMove = useRef<string | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const ordered = inOrder(departments);

  // React moves the list items to their new places, which takes the focus off the pressed button:
  // once the new order is on screen, put it back.
  useEffect(() => {
    if (!focusAfterMove.current || reorder.isPending) return;
    list.current?.querySelector<HTMLButtonElement>(`[data-focus-key="${focusAfterMove.current}"]`)?.focus();
    focusAfterMove.current = null;
  });

  const move = async (index: number, direction: Direction) => {
    // One move at a time (the buttons stay enabled meanwhile: a disabled button would drop the focus).
    if (reorder.isPending) return;
    const target = index + direction;
    const entry = ordered[index];
    if (!entry || target < 0 || target >= ordered.length) return;
    const ids = ordered.map((department) => department.id);
    [ids[index], ids[target]] = [ids[target] ?? '', ids[index] ?? ''];
    setError(null);
    // At the ends the button that was pressed disappears; keep the focus on the other one.
    const edge = target === 0 || target === ordered.length - 1;
    focusAfterMove.current = `${entry.id}:${edge ? (direction === -1 ? 'down' : 'up') : direction === -1 ? 'up' : 'down'}`;
    try {
      await reorder.mutateAsync(ids);
      setAnnouncement(DEPARTMENT_ORDER_MESSAGES.moved(entry.title, target + 1));
    } catch (caught) {
      setError(fieldErrorMessage(caught, 'ids'));
    }
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}
    >
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem', mb: 0.5 }}>
        Landing page order
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {`The first ${String(LANDING.departmentTabs)} departments get a tab on the landing page, in this order. Each move is saved at once.`}
      </Typography>
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      ) : null}
      <Stack component="ol" ref={list} spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {ordered.map((department, index) => (
          <Stack
            component="li"
            key={department.id}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', py: 0.5, borderBottom: 1, borderColor: 'divider' }}
          >
            <Typography sx={{ width: '2ch', textAlign: 'right', color: 'text.secondary' }} aria-hidden>
              {index + 1}
            </Typography>
            <Typography sx={{ flex: 1, overflowWrap: 'anywhere' }}>
              {department.title}
              {index >= LANDING.departmentTabs ? (
                <Typography component="span" color="text.secondary">
                  {' '}
                  (no tab)
                </Typography>
              ) : null}
              <VisuallyHidden>{`, position ${String(index + 1)} of ${String(ordered.length)}`}</VisuallyHidden>
            </Typography>
            <IconButton
              aria-label={`Move ${department.title} up`}
              data-focus-key={`${department.id}:up`}
              disabled={index === 0}
              onClick={() => void move(index, -1)}
            >
              <ArrowUpwardOutlined />
            </IconButton>
            <IconButton
              aria-label={`Move ${department.title} down`}
              data-focus-key={`${department.id}:down`}
              disabled={index === ordered.length - 1}
              onClick={() => void move(index, 1)}
            >
              <ArrowDownwardOutlined />
            </IconButton>
          </Stack>
        ))}
      </Stack>
      <span role="status" style={visuallyHiddenStyle}>
        {announcement}
      </span>
    </Paper>
  );
}
