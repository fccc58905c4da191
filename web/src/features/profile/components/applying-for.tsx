import { applyingForMessage, MESSAGES } from '@careers/domain/constants';
import WorkOutlined from '@mui/icons-material/WorkOutlined';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

/**
 * 'Applying for: <job title>' above the wizard, so a candidate who came from a job's Apply Now
 * knows where the steps lead; the title links to the job.
 */
export function ApplyingFor({ jobTitle, jobHref }: { jobTitle: string; jobHref: string }) {
  return (
    <Paper
      variant="outlined"
      role="note"
      aria-label={applyingForMessage(jobTitle)}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', px: 2, py: 1.5, mb: 3 }}
    >
      <WorkOutlined color="primary" aria-hidden sx={{ mt: '2px' }} />
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        {MESSAGES.applyingFor}{' '}
        <Link component={RouterLink} to={jobHref} sx={{ fontWeight: 600 }}>
          {jobTitle}
        </Link>
      </Typography>
    </Paper>
  );
}
