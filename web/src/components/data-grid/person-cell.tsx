import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/**
 * A person in an admin table's Name column: the name linking to their review, with the email (and
 * phone) under it, so the tables need no columns of their own for them and keep name, status,
 * score and dates in view at 1280 px. An applicant without a name reads as their email. Memoised:
 * the grid renders a row again when it measures its height (issue 23).
 */
export const PersonCell = memo(function PersonCell({
  href,
  name,
  email,
  phone = null,
}: {
  href: string;
  name: string;
  email: string;
  phone?: string | null;
}) {
  return (
    <Stack sx={{ minWidth: 0, lineHeight: 1.4 }}>
      <Link component={RouterLink} to={href}>
        {name || email}
      </Link>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {email}
      </Typography>
      {phone ? (
        <Typography variant="body2" color="text.secondary">
          {phone}
        </Typography>
      ) : null}
    </Stack>
  );
});
