import { candidateTimeline, formatJobDate } from '@careers/domain';
import type { ApplicationStatusChange } from '@careers/domain/types';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

/**
 * The candidate's calm view of an application's history: each stage it reached, oldest first, with
 * its date. Only the stages (candidate-facing labels); never remarks or scores.
 */
export function ApplicationTimeline({
  history,
  label,
}: {
  history: readonly ApplicationStatusChange[];
  /** Names the list for assistive technology, e.g. 'Progress of Weaving Supervisor'. */
  label: string;
}) {
  const entries = candidateTimeline(history);
  return (
    <Stepper
      orientation="vertical"
      activeStep={entries.length - 1}
      component="ol"
      aria-label={label}
      sx={{ pl: 0, m: 0 }}
    >
      {entries.map((entry, index) => (
        <Step key={`${entry.stage}-${String(index)}`} completed component="li">
          <StepLabel
            optional={
              <Typography variant="caption" color="text.secondary">
                {formatJobDate(entry.at)}
              </Typography>
            }
          >
            {entry.label}
          </StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
