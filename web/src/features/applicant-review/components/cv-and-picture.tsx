import type { FileRef } from '@careers/domain/types';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { useNotify } from '@/components/notifications/notifications-context';
import { useRecordCvDownloads } from '@/hooks/use-applicant-actions';
import { useDownloadUrl } from '@/lib/firebase/download-url';

type Named = { name: string };
/** A stored file as the review's callable answers it: only the path and the name are used. */
type StoredFile = Pick<FileRef, 'path' | 'fileName'>;

/** The candidate's picture as submitted, or their initials when there is none (or it is gone). */
export function ApplicantPicture({ avatar, name }: Named & { avatar: StoredFile | null }) {
  const picture = useDownloadUrl(avatar?.path);
  const initials = name
    .split(' ')
    .map((part) => part.charAt(0))
    .slice(0, 2)
    .join('')
    .toUpperCase();
  const size = { width: 96, height: 96 };
  if (picture.status === 'loading') return <Skeleton variant="circular" sx={size} />;
  return (
    <Avatar
      src={picture.url ?? undefined}
      alt={picture.url ? `Picture of ${name}` : undefined}
      sx={{ ...size, fontSize: '2rem', bgcolor: 'primary.main', color: 'primary.contrastText' }}
    >
      <span aria-hidden>{initials}</span>
    </Avatar>
  );
}

type CvLinksProps = Named & { resume: StoredFile | null; jobId: string; applicationId: string };

/**
 * Open or download the CV the candidate sent with this application (its own copy, frozen at
 * applying). Each click is recorded in the audit trail (recordCvDownloads): who read which CV, when.
 */
export function CvLinks({ resume, name, jobId, applicationId }: CvLinksProps) {
  const link = useDownloadUrl(resume?.path);
  const record = useRecordCvDownloads();
  const notify = useNotify();
  if (!resume) return <Typography color="text.secondary">No CV was sent with this application.</Typography>;
  if (link.status === 'loading') return <Skeleton variant="rounded" width={260} height={36} />;
  if (link.status !== 'ready') {
    return <Typography color="error">The CV ({resume.fileName}) could not be found in storage.</Typography>;
  }
  const handleRecord = () => {
    record.mutate(
      { jobId, applicationIds: [applicationId], archive: false, missing: [] },
      { onError: () => notify('The CV opened, but the download could not be recorded.', 'warning') },
    );
  };
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
      <Button
        variant="outlined"
        size="small"
        href={link.url}
        target="_blank"
        rel="noopener"
        startIcon={<OpenInNewOutlined />}
        onClick={handleRecord}
        aria-label={`Open CV of ${name} (${resume.fileName}, opens in a new tab)`}
      >
        Open CV
      </Button>
      <Button
        variant="outlined"
        size="small"
        href={link.url}
        download={resume.fileName}
        startIcon={<DownloadOutlined />}
        onClick={handleRecord}
        aria-label={`Download CV of ${name} (${resume.fileName})`}
      >
        Download
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {resume.fileName}
      </Typography>
    </Stack>
  );
}
