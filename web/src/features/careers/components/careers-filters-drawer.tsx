import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

import { LazyDrawer as Drawer } from '@/components/ui/lazy-popups';

type CareersFiltersDrawerProps = {
  open: boolean;
  onClose: () => void;
  /** 'Show 12 jobs': closes the drawer on the updated listing. */
  resultLabel: string;
  children: ReactNode;
};

/** The filters on phones: a full-height panel over the listing, which updates behind it. */
export function CareersFiltersDrawer({ open, onClose, resultLabel, children }: CareersFiltersDrawerProps) {
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width: 'min(360px, 92vw)', display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: 2,
          py: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography id={titleId} component="h2" variant="h6">
          Filters
        </Typography>
        <IconButton aria-label="Close filters" onClick={onClose} edge="end">
          <Close />
        </IconButton>
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', p: 2 }}>{children}</Box>
      <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
        <Button variant="contained" fullWidth onClick={onClose}>
          {resultLabel}
        </Button>
      </Box>
    </Drawer>
  );
}
