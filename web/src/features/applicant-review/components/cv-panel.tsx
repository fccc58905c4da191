import type { FileRef } from '@careers/domain/types';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

import { useNotify } from '@/components/notifications/notifications-context';
import { useRecordCvDownloads } from '@/hooks/use-applicant-actions';
import { useDownloadUrl } from '@/lib/firebase/download-url';

import { docxText, isDocx } from '../utils/docx-text';

type CvPanelProps = {
  resume: Pick<FileRef, 'path' | 'fileName' | 'contentType'> | null;
  name: string;
  jobId: string;
  applicationId: string;
};

const isPdf = (resume: Pick<FileRef, 'fileName' | 'contentType'>) =>
  resume.contentType === 'application/pdf' || resume.fileName.toLowerCase().endsWith('.pdf');

/**
 * The CV in the page, beside the answers (issue 20): a PDF in a frame (the browser's own viewer;
 * `frame-src` allows Storage's download URLs, docs/security-headers.md), shown when the admin asks,
 * since every reading of a CV is recorded as Open and Download are. A .docx CV's text is shown
 * when asked (read in the browser, without its layout); an old .doc is offered as a download above.
 */
export function CvPanel({ resume, name, jobId, applicationId }: CvPanelProps) {
  const headingId = useId();
  const [shown, setShown] = useState(false);
  const link = useDownloadUrl(resume?.path);
  const record = useRecordCvDownloads();
  const notify = useNotify();
  const recordReading = () =>
    record.mutate(
      { jobId, applicationIds: [applicationId], archive: false, missing: [] },
      { onError: () => notify('The CV is shown, but its reading could not be recorded.', 'warning') },
    );
  const show = () => {
    setShown(true);
    recordReading();
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        CV
      </Typography>
      {!resume ? (
        <Typography color="text.secondary">No CV was sent with this application.</Typography>
      ) : !isPdf(resume) && !isDocx(resume) ? (
        <Typography color="text.secondary">
          {`${resume.fileName} is an older Word document, which the browser cannot show: download it above.`}
        </Typography>
      ) : link.status !== 'ready' ? (
        <Typography color="text.secondary">
          {link.status === 'loading'
            ? 'Finding the CV…'
            : `The CV (${resume.fileName}) could not be found in storage.`}
        </Typography>
      ) : isDocx(resume) ? (
        <WordCvText url={link.url} fileName={resume.fileName} name={name} onRead={recordReading} />
      ) : shown ? (
        <Box
          component="iframe"
          src={link.url}
          title={`CV of ${name} (${resume.fileName})`}
          sx={{
            display: 'block',
            width: '100%',
            height: { xs: '28rem', md: '40rem' },
            border: 1,
            borderColor: 'divider',
          }}
        />
      ) : (
        <Button variant="outlined" startIcon={<VisibilityOutlined />} onClick={show}>
          Show the CV here
        </Button>
      )}
    </Paper>
  );
}

type WordText =
  { state: 'idle' } | { state: 'loading' } | { state: 'error' } | { state: 'ready'; value: string };

/** A .docx CV's text, read from the file when the admin asks (each reading recorded by `onRead`). */
function WordCvText({
  url,
  fileName,
  name,
  onRead,
}: {
  url: string;
  fileName: string;
  name: string;
  onRead: () => void;
}) {
  const [text, setText] = useState<WordText>({ state: 'idle' });
  const read = () => {
    setText({ state: 'loading' });
    onRead();
    docxText(url).then(
      (value) => setText({ state: 'ready', value }),
      () => setText({ state: 'error' }),
    );
  };
  switch (text.state) {
    case 'idle':
      return (
        <Button variant="outlined" startIcon={<VisibilityOutlined />} onClick={read}>
          Show the CV&apos;s text here
        </Button>
      );
    case 'loading':
      return (
        <Typography color="text.secondary" role="status">
          Reading the Word document…
        </Typography>
      );
    case 'error':
      return (
        <Typography color="error" role="alert">
          {`The text of ${fileName} could not be read: download it above.`}
        </Typography>
      );
    case 'ready':
      return (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {`The text of ${fileName}, without its layout: download it above for the document itself.`}
          </Typography>
          <Box
            tabIndex={0}
            aria-label={`Text of the CV of ${name}`}
            sx={{
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              maxHeight: { xs: '28rem', md: '40rem' },
              overflowY: 'auto',
              border: 1,
              borderColor: 'divider',
              p: 2,
            }}
          >
            {text.value || 'The document has no text.'}
          </Box>
        </>
      );
  }
}
