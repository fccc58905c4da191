import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

/**
 * A named row of buttons (a page's or a panel's actions: 'Job actions', 'Interview actions'), read
 * out as one group; on a narrow screen the buttons wrap onto the next line, evenly spaced both ways
 * (a gap, not margins: a wrapped line starts flush left).
 */
export function ActionGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" role="group" aria-label={label} sx={{ flexWrap: 'wrap', gap: 1 }}>
      {children}
    </Stack>
  );
}
