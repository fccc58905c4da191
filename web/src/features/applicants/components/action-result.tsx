import { countOf } from '@careers/domain/rules';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** What the server answered to the last action, as the admin reads it. */
export type ActionReport = {
  title: string;
  /** The server's own sentence ('Mail has been Sent.', a delayed-mail notice, …). */
  message: string;
  updated: number;
  /** Applicants left alone, by name, with the server's reason. */
  skipped: { name: string; reason: string }[];
  /** Mails that could not be delivered yet turn the report into a warning. */
  severity?: 'success' | 'warning' | 'info';
};

/**
 * The report of an applicant action that needs reading (someone left alone, a mail delayed), kept
 * above the table until the next action or Dismiss. A plain success is a toast instead.
 */
export function ActionResult({ report, onClose }: { report: ActionReport; onClose: () => void }) {
  const severity = report.severity ?? (report.skipped.length > 0 ? 'warning' : 'success');
  return (
    <Alert severity={severity} onClose={onClose} role="status" aria-live="polite">
      <AlertTitle>{report.title}</AlertTitle>
      <Typography variant="body2">{report.message}</Typography>
      {report.skipped.length > 0 ? (
        <Typography variant="body2">
          {`${countOf(report.updated, 'applicant')} updated; ${countOf(report.skipped.length, 'applicant')} left as they were:`}
        </Typography>
      ) : null}
      {report.skipped.length > 0 ? (
        <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }} aria-label="Skipped applicants">
          {report.skipped.map((item, index) => (
            <li key={`${item.name}-${String(index)}`}>
              <Typography variant="body2">
                <strong>{item.name}</strong>: {item.reason}
              </Typography>
            </li>
          ))}
        </Box>
      ) : null}
    </Alert>
  );
}
