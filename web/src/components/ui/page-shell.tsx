import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { DocumentMeta } from './document-meta';

export type PageShellProps = {
  /** The screen title from the spec: the page's only h1 and the document title. */
  title: string;
  /** One or two sentences under the title. */
  description?: ReactNode;
  /** Overrides `title` in the document title when the heading is longer. */
  documentTitle?: string;
  /** Keep the page out of search results. */
  noIndex?: boolean;
  /** Buttons beside the title (e.g. 'New Job'). */
  actions?: ReactNode;
  maxWidth?: 'sm' | 'md' | 'lg' | 'xl' | false;
  children?: ReactNode;
};

/**
 * A page's column: as wide as asked, with every page's vertical padding (under a public page's
 * brand band, it holds the page's body).
 */
export function PageContainer({
  maxWidth = 'lg',
  children,
}: {
  maxWidth?: PageShellProps['maxWidth'];
  children: ReactNode;
}) {
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 3, md: 5 } }}>
      {children}
    </Container>
  );
}

/** A page's frame: its document title, h1, description, actions and content. */
export function PageShell({
  title,
  description,
  documentTitle,
  noIndex,
  actions,
  maxWidth = 'lg',
  children,
}: PageShellProps) {
  return (
    <PageContainer maxWidth={maxWidth}>
      <DocumentMeta title={documentTitle ?? title} noIndex={noIndex} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'flex-start' }, justifyContent: 'space-between', mb: 3 }}
      >
        <div>
          <Typography variant="h1" gutterBottom={Boolean(description)}>
            {title}
          </Typography>
          {description ? (
            <Typography variant="body1" color="text.secondary" sx={{ maxWidth: '70ch' }}>
              {description}
            </Typography>
          ) : null}
        </div>
        {actions ? (
          <Stack direction="row" spacing={1}>
            {actions}
          </Stack>
        ) : null}
      </Stack>
      {children}
    </PageContainer>
  );
}
