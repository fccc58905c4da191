import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { DocumentMeta } from '@/components/ui/document-meta';

type AuthCardProps = {
  /** The page's only h1 and its document title. */
  title: string;
  description?: ReactNode;
  /** Links under the card, e.g. 'Already have an account? Log in'. */
  footer?: ReactNode;
  width?: 'narrow' | 'wide';
  children: ReactNode;
};

/** The frame of every account page: a centred card, full width on phones. */
export function AuthCard({ title, description, footer, width = 'narrow', children }: AuthCardProps) {
  return (
    <Container maxWidth={width === 'wide' ? 'md' : 'sm'} sx={{ py: { xs: 3, md: 6 }, px: { xs: 2, sm: 3 } }}>
      <DocumentMeta title={title} />
      <Paper
        variant="outlined"
        sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3, maxWidth: width === 'wide' ? 720 : 480, mx: 'auto' }}
      >
        <Typography variant="h1" sx={{ fontSize: { xs: '1.625rem', sm: '2rem' }, mb: description ? 1 : 3 }}>
          {title}
        </Typography>
        {description ? (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {description}
          </Typography>
        ) : null}
        {children}
      </Paper>
      {footer ? <Box sx={{ mt: 3, textAlign: 'center', color: 'text.secondary' }}>{footer}</Box> : null}
    </Container>
  );
}
