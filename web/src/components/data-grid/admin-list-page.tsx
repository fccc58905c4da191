import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { PageShell, type PageShellProps } from '@/components/ui/page-shell';

type AdminListPageProps = Pick<PageShellProps, 'title' | 'description' | 'maxWidth'> & {
  /** The page's way to a new entry ('New Test'). */
  create: { label: string; href: string };
  children: ReactNode;
};

/** An admin list page (jobs, tests, a catalog): its title, 'New …' beside it, then the table. */
export function AdminListPage({ create, children, ...frame }: AdminListPageProps) {
  return (
    <PageShell
      {...frame}
      actions={
        <Button component={RouterLink} to={create.href} variant="contained" startIcon={<AddOutlined />}>
          {create.label}
        </Button>
      }
    >
      {children}
    </PageShell>
  );
}
