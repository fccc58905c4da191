import { ROUTES } from '@careers/domain/constants';
import { questionSplit } from '@careers/domain/rules';
import PreviewOutlined from '@mui/icons-material/PreviewOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router-dom';

import { useNotify } from '@/components/notifications/notifications-context';
import { DetailPage } from '@/components/ui/detail-page';
import { Fact, Facts } from '@/components/ui/facts';
import { QueryPage } from '@/components/ui/query-page';

import { useAdminTest, type AdminTest } from '../api/admin-tests';
import { useDeleteTest } from '../api/test-mutations';

import { AddQuestionsForm } from './add-questions-form';
import { BankStatus } from './bank-status';
import { QuestionsGrid } from './questions-grid';

function TestFacts({ test }: { test: AdminTest }) {
  const split = questionSplit(test);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Facts>
        <Fact label="Title">{test.title}</Fact>
        <Fact label="Status">
          <Chip size="small" label={test.status} color={test.status === 'active' ? 'success' : 'default'} />
        </Fact>
        <Fact label="Department">{test.department.title}</Fact>
        <Fact label="Level">{test.level}</Fact>
        <Fact label="Time">{`${String(test.timeMinutes)} minutes`}</Fact>
        <Fact label="Questions per paper">
          {`${String(test.totalQuestions)} (${String(Math.ceil(test.totalQuestions / 10))} parts of 10)`}
        </Fact>
        <Fact label="Aptitude %">{`${String(test.aptitudePercentage)}% (${String(split.aptitude)} questions)`}</Fact>
        <Fact label="Technical %">
          {`${String(test.technicalPercentage)}% (${String(split.technical)} questions)`}
        </Fact>
        <Fact label="Pass mark">
          {test.passPercentage === null || test.passPercentage === undefined
            ? 'None'
            : `${String(test.passPercentage)}%`}
        </Fact>
        <Fact label="Question bank">
          {`${String(test.questionCounts.aptitude)} aptitude, ${String(test.questionCounts.technical)} technical`}
        </Fact>
      </Facts>
    </Paper>
  );
}

const sectionTitle = (id: string, text: string) => (
  <Typography id={id} variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
    {text}
  </Typography>
);

/** /tests/show/{id}: the test, its bank against one draw, the many-questions form and the questions table. */
export function TestDetailsPage({ testId }: { testId: string }) {
  const test = useAdminTest(testId);
  return (
    <QueryPage
      query={test}
      frame={{ title: 'Test Details' }}
      loading={{ label: 'Loading the test', skeleton: [300, 72, 240] }}
      failed="The test could not be loaded."
      missing={{ message: 'This test does not exist.' }}
    >
      {(current) => <LoadedTest test={current} />}
    </QueryPage>
  );
}

function LoadedTest({ test: current }: { test: AdminTest }) {
  const remove = useDeleteTest();
  const notify = useNotify();
  const navigate = useNavigate();
  return (
    <DetailPage
      kind="Test"
      title={current.title}
      editHref={ROUTES.tests.edit.getHref(current.id)}
      actions={
        <Button
          component={RouterLink}
          to={ROUTES.userTests.preview.getHref(current.id)}
          variant="outlined"
          startIcon={<PreviewOutlined />}
        >
          Test Preview
        </Button>
      }
      deletion={{
        title: 'Delete this test?',
        confirmLabel: 'Delete test',
        text: `"${current.title}" and its question bank are removed for good. A test that a job uses, or that candidates have taken, cannot be deleted.`,
        onConfirm: async () => {
          const result = await remove.mutateAsync(current.id);
          notify(result.message, 'success');
          await navigate(ROUTES.tests.list.getHref());
        },
      }}
    >
      <Stack spacing={4}>
        <Stack spacing={2}>
          <TestFacts test={current} />
          <BankStatus test={current} />
        </Stack>
        <Box component="section" aria-labelledby="add-questions">
          {sectionTitle('add-questions', 'Add questions')}
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Write as many questions as you like, then save them together. A question without a statement is
            skipped; empty options are left out.
          </Typography>
          <AddQuestionsForm testId={current.id} />
        </Box>
        <Box component="section" aria-labelledby="questions">
          {sectionTitle('questions', 'Questions')}
          <QuestionsGrid testId={current.id} />
        </Box>
      </Stack>
    </DetailPage>
  );
}
