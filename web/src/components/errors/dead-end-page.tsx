import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

import { PageShell } from '@/components/ui/page-shell';

export type WayOut = { label: string; href: string };

type DeadEndPageProps = {
  title: string;
  description: string;
  noIndex?: boolean;
  /** Where to go instead: the first is the main way out, the others are secondary. */
  waysOut: readonly WayOut[];
};

/** A page that cannot show what was asked for (not found, closed, not allowed): why, and where to go. */
export function DeadEndPage({ title, description, noIndex, waysOut }: DeadEndPageProps) {
  return (
    <PageShell title={title} noIndex={noIndex} description={description} maxWidth="md">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        {waysOut.map((way, index) => (
          <Button key={way.href} variant={index === 0 ? 'contained' : 'outlined'} href={way.href}>
            {way.label}
          </Button>
        ))}
      </Stack>
    </PageShell>
  );
}
