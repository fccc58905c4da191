import { countOf, formatCompanyDateTime } from '@careers/domain/rules';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

import { InlineError } from '@/components/ui/inline-error';

import { useCvDownloads } from '../api/applicant-mutations';

const timeOf = (iso: string) => formatCompanyDateTime(new Date(iso));

/** Who downloaded which CVs of the job, and when (the recordCvDownloads log, newest first). */
export function CvDownloadsLog({
  jobId,
  nameOf,
}: {
  jobId: string;
  nameOf: (applicationId: string) => string;
}) {
  const downloads = useCvDownloads(jobId);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="cv-downloads" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="cv-downloads" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        CV downloads
      </Typography>
      {downloads.isPending ? (
        <Skeleton variant="rounded" height={80} role="status" aria-label="Loading the CV downloads" />
      ) : downloads.isError ? (
        <InlineError
          message="The CV downloads could not be loaded."
          onRetry={() => void downloads.refetch()}
        />
      ) : downloads.data.downloads.length === 0 ? (
        <Alert severity="info">No CV of this job has been downloaded yet.</Alert>
      ) : (
        // Focusable: at 390 px the table scrolls sideways, and keyboard users must reach it.
        <TableContainer tabIndex={0} aria-label="CV downloads, scrollable">
          <Table size="small" aria-labelledby="cv-downloads">
            <TableHead>
              <TableRow>
                <TableCell>When</TableCell>
                <TableCell>Who</TableCell>
                <TableCell>What</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {downloads.data.downloads.map((download, index) => {
                const got = download.applicationIds.length - download.missing.length;
                const what = download.archive
                  ? `all-documents.zip: ${countOf(got, 'CV')}${
                      download.missing.length > 0 ? `, ${String(download.missing.length)} missing` : ''
                    }`
                  : `CV of ${download.applicationIds.map(nameOf).join(', ')}${download.missing.length > 0 ? ' (missing)' : ''}`;
                return (
                  <TableRow key={`${download.at}-${String(index)}`}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{timeOf(download.at)}</TableCell>
                    <TableCell>{download.byName}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{what}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
