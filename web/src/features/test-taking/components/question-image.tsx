import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

import { useQuestionImage } from '../api/get-question-image';

/** A question's picture, fetched from the server only while the question is on screen. */
export function QuestionImage({
  jobId,
  questionId,
  number,
}: {
  jobId: string;
  questionId: string;
  number: number;
}) {
  const image = useQuestionImage(jobId, questionId);
  if (image.isPending) {
    return (
      <Skeleton
        variant="rounded"
        height={180}
        sx={{ maxWidth: 360 }}
        role="status"
        aria-label={`Loading the picture of question ${String(number)}`}
      />
    );
  }
  if (image.isError) {
    return (
      <Box role="alert" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2">The picture of this question could not be loaded.</Typography>
        <Button
          size="small"
          variant="outlined"
          onClick={() => {
            void image.refetch();
          }}
        >
          Load picture again
        </Button>
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={image.data}
      alt={`Picture for question ${String(number)}`}
      sx={{
        display: 'block',
        maxWidth: '100%',
        maxHeight: 360,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
      }}
    />
  );
}
