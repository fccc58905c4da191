import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useRef } from 'react';

import { useNearViewport } from '@/hooks/use-near-viewport';

import { DepartmentTabsSkeleton } from './department-tabs-skeleton';

// The tabs sit well below the fold: their code, the Firestore SDK and the departments load as the
// visitor scrolls towards them, not while the page's first screen loads.
const DepartmentsContent = lazy(async () => ({
  default: (await import('./departments-view')).DepartmentsContent,
}));

/** 'Explore our departments' on the landing page: the public departments catalog as tabs. */
export function DepartmentsSection() {
  const sectionRef = useRef<HTMLElement>(null);
  const near = useNearViewport(sectionRef);

  return (
    <Box
      component="section"
      ref={sectionRef}
      aria-labelledby="departments-title"
      sx={{ py: { xs: 6, md: 9 } }}
    >
      <Container maxWidth="lg">
        <Typography id="departments-title" variant="h2" sx={{ mb: 1 }}>
          Explore our departments
        </Typography>
        <Typography color="text.secondary" sx={{ mb: { xs: 3, md: 4 }, maxWidth: '60ch' }}>
          Find the part of the group that fits you, then see its open positions.
        </Typography>
        {near ? (
          <Suspense fallback={<DepartmentTabsSkeleton />}>
            <DepartmentsContent />
          </Suspense>
        ) : (
          <DepartmentTabsSkeleton />
        )}
      </Container>
    </Box>
  );
}
