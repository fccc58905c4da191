import { ROUTES } from '@careers/domain/constants';
import type { PreviewQuestion, TestPreview } from '@careers/domain/types';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import RadioButtonUncheckedOutlined from '@mui/icons-material/RadioButtonUncheckedOutlined';
import RefreshOutlined from '@mui/icons-material/RefreshOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { PageShell } from '@/components/ui/page-shell';
import { QueryPage } from '@/components/ui/query-page';
import { callableErrorMessage } from '@/lib/callable-errors';

import { useTestPreview } from '../api/test-mutations';

function PreviewQuestionCard({ question, number }: { question: PreviewQuestion; number: number }) {
  return (
    <Paper variant="outlined" component="li" sx={{ p: { xs: 1.5, sm: 2 }, listStyle: 'none' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', mb: 1 }}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {number}.
        </Typography>
        <Typography component="span" sx={{ flex: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {question.statement}
        </Typography>
        <Chip size="small" label={question.type} variant="outlined" />
      </Stack>
      {question.image ? (
        <Box
          component="img"
          src={question.image}
          alt={`Picture for question ${String(number)}`}
          sx={{ display: 'block', maxWidth: '100%', maxHeight: 240, borderRadius: 1, mb: 1 }}
        />
      ) : null}
      <Box
        component="ul"
        sx={{ m: 0, p: 0, listStyle: 'none' }}
        aria-label={`Options of question ${String(number)}`}
      >
        {question.options.map((option) => (
          <Stack
            component="li"
            key={option.text}
            direction="row"
            spacing={1}
            sx={{
              alignItems: 'center',
              py: 0.5,
              px: 1,
              borderRadius: 1,
              bgcolor: option.correct ? (theme) => alpha(theme.palette.success.main, 0.08) : undefined,
              color: option.correct ? 'success.dark' : 'text.primary',
            }}
          >
            {option.correct ? (
              <CheckCircleOutlined fontSize="small" aria-hidden />
            ) : (
              <RadioButtonUncheckedOutlined fontSize="small" aria-hidden sx={{ color: 'text.secondary' }} />
            )}
            <Typography component="span" sx={{ overflowWrap: 'anywhere' }}>
              {option.text}
            </Typography>
            {option.correct ? (
              <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
                (correct)
              </Typography>
            ) : null}
          </Stack>
        ))}
      </Box>
    </Paper>
  );
}

/**
 * /user_tests/new/test/1/{testId}: the admin's Test Preview. One paper drawn as a candidate's would
 * be, the correct options marked; nothing is recorded. 'Draw again' shows another draw.
 */
export function TestPreviewPage({ testId }: { testId: string }) {
  const preview = useTestPreview(testId);
  const back = (
    <Button component={RouterLink} to={ROUTES.tests.show.getHref(testId)} startIcon={<ArrowBackOutlined />}>
      Back to the test
    </Button>
  );

  return (
    <QueryPage
      query={preview}
      frame={{ title: 'Test Preview', actions: back }}
      loading={{ label: 'Drawing a paper', skeleton: [88, 160, 160, 160] }}
      failed={callableErrorMessage}
      missing={{ message: 'The preview could not be drawn.' }}
    >
      {(paper) => (
        <DrawnPaper
          paper={paper}
          back={back}
          drawing={preview.isFetching}
          onDrawAgain={() => void preview.refetch()}
        />
      )}
    </QueryPage>
  );
}

function DrawnPaper({
  paper,
  back,
  drawing,
  onDrawAgain,
}: {
  paper: TestPreview;
  back: ReactNode;
  drawing: boolean;
  onDrawAgain: () => void;
}) {
  let number = 0;
  return (
    <PageShell
      title={`Test Preview: ${paper.title}`}
      description={`${String(paper.totalQuestions)} questions in ${paper.steps.length === 1 ? '1 part' : `${String(paper.steps.length)} parts`}, ${String(paper.timeMinutes)} minutes, ${paper.level} level`}
      maxWidth="md"
      actions={
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          {back}
          <Button variant="outlined" startIcon={<RefreshOutlined />} disabled={drawing} onClick={onDrawAgain}>
            Draw again
          </Button>
        </Stack>
      }
    >
      <Stack spacing={3}>
        <Alert severity="info">
          <AlertTitle>Preview only</AlertTitle>
          This is one paper drawn the way a candidate's is: {paper.wanted.aptitude} aptitude then{' '}
          {paper.wanted.technical} technical questions, in parts of 10, shuffled within each part. Correct
          options are marked for you; candidates never see them. Nothing is recorded.
        </Alert>
        {paper.shortBy > 0 ? (
          <Alert severity="warning">
            {`The bank is short: this paper has ${String(paper.totalQuestions - paper.shortBy)} of ${String(paper.totalQuestions)} questions (${String(paper.drawn.aptitude)} aptitude, ${String(paper.drawn.technical)} technical). Add questions before attaching the test to an open job.`}
          </Alert>
        ) : null}
        {paper.steps.length === 0 ? (
          <Typography>This test has no questions yet.</Typography>
        ) : (
          paper.steps.map((step, index) => (
            <Box component="section" key={index} aria-labelledby={`preview-part-${String(index + 1)}`}>
              <Typography
                id={`preview-part-${String(index + 1)}`}
                variant="h2"
                sx={{ fontSize: '1.2rem', mb: 1.5 }}
              >
                Part {index + 1} of {paper.steps.length}
              </Typography>
              <Stack component="ol" spacing={1.5} sx={{ m: 0, p: 0 }}>
                {step.map((question) => {
                  number += 1;
                  return <PreviewQuestionCard key={question.id} question={question} number={number} />;
                })}
              </Stack>
            </Box>
          ))
        )}
      </Stack>
    </PageShell>
  );
}
