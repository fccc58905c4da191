import { LANDING, ROUTES } from '@careers/domain/constants';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, useState, type SyntheticEvent } from 'react';

import { LogoMark } from '@/components/ui/logo';

import type { DepartmentWithId } from '../api/get-departments';

/** The departments that get a tab: the first LANDING.departmentTabs by `order`. */
export const landingDepartments = (departments: readonly DepartmentWithId[]): DepartmentWithId[] =>
  [...departments].sort((left, right) => left.order - right.order).slice(0, LANDING.departmentTabs);

/** The spec's "5th tab is active by default", or the last tab when there are fewer. */
export const defaultTabIndex = (count: number): number =>
  Math.max(0, Math.min(LANDING.defaultDepartmentTab - 1, count - 1));

function DepartmentPicture({ department }: { department: DepartmentWithId }) {
  const frameSx = {
    width: '100%',
    aspectRatio: '16 / 10',
    borderRadius: 2,
    overflow: 'hidden',
    bgcolor: 'action.hover',
  } as const;
  if (!department.image) {
    return (
      <Box sx={{ ...frameSx, display: 'grid', placeItems: 'center', color: 'primary.main' }}>
        <LogoMark size={72} />
      </Box>
    );
  }
  return (
    <Box sx={frameSx}>
      <Box
        component="img"
        src={department.image.url}
        alt={`${department.title}: our teams at work`}
        width={640}
        height={400}
        loading="lazy"
        decoding="async"
        sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
      />
    </Box>
  );
}

/**
 * Department tabs of the landing page (spec section 1): title, description, picture and Apply Now
 * to that department's openings. Arrow keys move between tabs; the strip scrolls on phones.
 */
export function DepartmentTabs({ departments }: { departments: readonly DepartmentWithId[] }) {
  const tabs = landingDepartments(departments);
  const [selected, setSelected] = useState(() => defaultTabIndex(tabs.length));
  const baseId = useId();
  const current = tabs[Math.min(selected, tabs.length - 1)];

  const handleChange = (_event: SyntheticEvent, index: number) => {
    setSelected(index);
  };

  if (!current) return null;
  const index = tabs.indexOf(current);

  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: { xs: 3, md: 4 } }}>
        <Tabs
          value={index}
          onChange={handleChange}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label="Departments"
        >
          {tabs.map((department, tabIndex) => (
            <Tab
              key={department.id}
              label={department.title}
              id={`${baseId}-tab-${String(tabIndex)}`}
              aria-controls={`${baseId}-panel-${String(tabIndex)}`}
              sx={{ fontSize: '0.9375rem' }}
            />
          ))}
        </Tabs>
      </Box>
      <Box
        role="tabpanel"
        id={`${baseId}-panel-${String(index)}`}
        aria-labelledby={`${baseId}-tab-${String(index)}`}
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 5 },
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          alignItems: 'center',
        }}
      >
        <DepartmentPicture department={current} />
        <div>
          <Typography component="h3" variant="h3" sx={{ mb: 1.5 }}>
            {current.title}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3, fontSize: '1.0625rem' }}>
            {current.description}
          </Typography>
          <Button
            variant="contained"
            size="large"
            href={ROUTES.careers.department.getHref(current.id)}
            endIcon={<ArrowForward />}
            aria-label={`Apply Now: ${current.title} openings`}
          >
            Apply Now
          </Button>
        </div>
      </Box>
    </>
  );
}
