import { ROUTES } from '@careers/domain/constants';
import type { JobIndexEntry } from '@careers/domain/types';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import { styled } from '@mui/material/styles';
import { memo, useId, type ComponentType, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { absoluteUrl } from '@/components/share/share-links';
import { ShareMenu } from '@/components/share/share-menu';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { experienceLabel, postedAgoLabel } from '@/utils/job-labels';

// A listing shows ten of these at once: the card is plain elements under one styled root (one
// style rule set for every card) rather than a tree of MUI components with `sx`, which keeps
// rendering the results cheap on slow phones.
const CardRoot = styled('article')(({ theme }) => ({
  padding: theme.spacing(2),
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.vars.palette.divider}`,
  backgroundColor: theme.vars.palette.background.paper,
  color: theme.vars.palette.text.primary,
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(2.5) },
  '& .job-card-department': {
    margin: 0,
    fontSize: '0.75rem',
    fontWeight: 500,
    lineHeight: 1.6,
    letterSpacing: '0.06em',
    textTransform: 'uppercase',
    color: theme.vars.palette.text.secondary,
  },
  '& .job-card-title': {
    margin: theme.spacing(0, 0, 1),
    ...theme.typography.h5,
  },
  '& .job-card-title a': {
    color: 'inherit',
    textDecoration: 'none',
    textUnderlineOffset: '0.2em',
  },
  '& .job-card-title a:hover, & .job-card-title a:focus-visible': { textDecoration: 'underline' },
  '& .job-card-excerpt': {
    margin: theme.spacing(0, 0, 2),
    ...theme.typography.body2,
    color: theme.vars.palette.text.secondary,
    // Three lines on screen; screen readers get the whole excerpt.
    display: '-webkit-box',
    WebkitLineClamp: 3,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
  '& .job-card-facts': {
    listStyle: 'none',
    padding: 0,
    margin: theme.spacing(0, 0, 2),
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: theme.spacing(2.5),
    rowGap: theme.spacing(1),
    ...theme.typography.body2,
  },
  '& .job-card-facts li': { display: 'flex', alignItems: 'center', gap: theme.spacing(0.75), minWidth: 0 },
  '& .job-card-facts svg': { fontSize: '1.25rem', color: theme.vars.palette.text.secondary },
  '& .job-card-actions': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.spacing(1),
  },
}));

/**
 * The card's call to action, supplied by the app (Apply Now or the applied check): `jobTitle`
 * names the job for screen readers, where ten cards share the page.
 */
export type JobCardAction = ComponentType<{ jobId: string; jobTitle: string }>;

type JobCardProps = {
  job: JobIndexEntry;
  now: number;
  Action: JobCardAction;
};

/** One fact with its icon; `label` is read out before the value (the icon says it on screen). */
function Fact({ icon, label, children }: { icon: ReactNode; label?: string; children: ReactNode }) {
  return (
    <li>
      {icon}
      <span>
        {label ? <VisuallyHidden>{`${label}: `}</VisuallyHidden> : null}
        {children}
      </span>
    </li>
  );
}

/**
 * One job of the listing (spec section 2): title, description excerpt, location, job type,
 * experience in years, share, and the app's call to action (Apply Now or the applied check).
 */
export const JobCard = memo(function JobCard({ job, now, Action }: JobCardProps) {
  const titleId = useId();
  // A renamed job's card links to its new address (the index entry's slug).
  const href = ROUTES.jobDetail.getHref(job.slug ?? job.id);

  return (
    <CardRoot aria-labelledby={titleId}>
      <p className="job-card-department">{job.department.title}</p>
      <h3 className="job-card-title" id={titleId}>
        <RouterLink to={href}>{job.title}</RouterLink>
      </h3>
      <p className="job-card-excerpt">{job.excerpt}</p>
      <ul className="job-card-facts">
        <Fact icon={<PlaceOutlined aria-hidden />} label="Location">
          {job.location}
        </Fact>
        <Fact icon={<WorkOutlineOutlined aria-hidden />} label="Job type">
          {job.jobType}
        </Fact>
        <Fact icon={<WorkspacePremiumOutlined aria-hidden />} label="Experience">
          {experienceLabel(job.experience)}
        </Fact>
        <Fact icon={<ScheduleOutlined aria-hidden />}>{postedAgoLabel(job.postedAt, now)}</Fact>
      </ul>
      <div className="job-card-actions">
        <ShareMenu url={absoluteUrl(href)} title={job.title} text={`${job.jobType} · ${job.location}`} />
        <Action jobId={job.id} jobTitle={job.title} />
      </div>
    </CardRoot>
  );
});
