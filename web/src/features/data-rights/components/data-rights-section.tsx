import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

type DataRightsSectionProps = {
  title: string;
  /** What the section does and what follows from it, before its controls. */
  intro: ReactNode;
  children: ReactNode;
};

/** One outlined panel of the data-rights screens (download, erase, retention), named by its heading. */
export function DataRightsSection({ title, intro, children }: DataRightsSectionProps) {
  const titleId = useId();
  return (
    <Paper component="section" variant="outlined" sx={{ p: 3 }} aria-labelledby={titleId}>
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {title}
      </Typography>
      <Typography sx={{ mb: 2 }}>{intro}</Typography>
      {children}
    </Paper>
  );
}
