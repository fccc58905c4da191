import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A list of labelled facts (`<dl>`): the labels in a column beside the values, above them on phones. */
export function Facts({ labelWidth = '12rem', children }: { labelWidth?: string; children: ReactNode }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: `${labelWidth} 1fr` },
        columnGap: 2,
        rowGap: { xs: 0.25, sm: 1.5 },
        m: 0,
      }}
    >
      {children}
    </Box>
  );
}

/** One fact of a `Facts` list; an empty value reads '—'. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
        {children === '' || children === null || children === undefined ? '—' : children}
      </Typography>
    </Box>
  );
}
