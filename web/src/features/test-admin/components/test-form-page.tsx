import { MESSAGES, ROUTES } from '@careers/domain/constants';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';

import { useNotify } from '@/components/notifications/notifications-context';
import { InlineError } from '@/components/ui/inline-error';
import { PageShell } from '@/components/ui/page-shell';

import { useAdminTest, useAdminTests, useDepartmentOptions } from '../api/admin-tests';
import { useCreateTest, useUpdateTest } from '../api/test-mutations';
import { emptyTestForm, testFormValues, type TestFormValues } from '../utils/test-form-values';

import { TestForm, type TestFormOptions } from './test-form';

function FormSkeleton() {
  return (
    <Stack spacing={2} role="status" aria-label="Loading the test form">
      {[72, 56, 56, 56, 56].map((height, index) => (
        <Skeleton key={index} variant="rounded" height={height} />
      ))}
    </Stack>
  );
}

/** /create-test (with "copy questions from") and /tests/edit/{id}: the test form, then the test's page. */
export function TestFormPage({ testId }: { testId: string | null }) {
  const departments = useDepartmentOptions();
  const tests = useAdminTests();
  const existing = useAdminTest(testId);
  const create = useCreateTest();
  const update = useUpdateTest();
  const notify = useNotify();
  const navigate = useNavigate();

  const initialValues = useMemo<TestFormValues | null>(() => {
    if (!testId) return emptyTestForm();
    return existing.data ? testFormValues(existing.data) : null;
  }, [testId, existing.data]);
  const options = useMemo<TestFormOptions | null>(() => {
    if (!departments.data || (!testId && !tests.data)) return null;
    return {
      departments: departments.data,
      copyFrom: testId
        ? undefined
        : (tests.data ?? []).map((test) => ({
            id: test.id,
            title: test.title,
            questions: test.questionCounts.aptitude + test.questionCounts.technical,
          })),
    };
  }, [departments.data, tests.data, testId]);

  const title = testId ? 'Edit Test' : 'Create a Test';
  if (departments.isError || existing.isError || (!testId && tests.isError)) {
    return (
      <PageShell title={title}>
        <InlineError
          message="The form could not be loaded."
          onRetry={() => {
            void departments.refetch();
            void tests.refetch();
            void existing.refetch();
          }}
        />
      </PageShell>
    );
  }
  if (testId && existing.isSuccess && !existing.data) {
    return (
      <PageShell title={title}>
        <InlineError message={MESSAGES.noSuchTest} />
      </PageShell>
    );
  }
  return (
    <PageShell
      title={title}
      description={
        testId
          ? existing.data?.title
          : "Set the test's title, department, level, time, number of questions and the aptitude and technical mix. Fields marked * are required."
      }
      maxWidth="md"
    >
      {options && initialValues ? (
        <TestForm
          key={testId ?? 'new'}
          initialValues={initialValues}
          options={options}
          submitLabel={testId ? 'Save Test' : 'Create Test'}
          onSubmit={async (test) => {
            const result = testId
              ? await update.mutateAsync({ testId, test })
              : await create.mutateAsync(test);
            notify(result.message, 'success');
            await navigate(ROUTES.tests.show.getHref(result.id));
          }}
        />
      ) : (
        <FormSkeleton />
      )}
    </PageShell>
  );
}
