import { MESSAGES } from '@careers/domain/constants';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';

import { AdminDataGrid, loadFailure } from '@/components/data-grid/admin-data-grid';
import { useRowDeletion } from '@/components/data-grid/use-row-deletion';
import { SCROLLS_INSIDE_PADDED_SX } from '@/components/data-grid/wrapping-cells';

import { useTestQuestions, type AdminQuestion } from '../api/admin-tests';
import { useDeleteTestQuestion } from '../api/test-mutations';

type QuestionRow = AdminQuestion & { number: number };

const wrapped = (text: string) => <Box sx={{ whiteSpace: 'normal' }}>{text}</Box>;

const columns = (onDelete: (row: QuestionRow) => void): GridColDef<QuestionRow>[] => [
  { field: 'number', headerName: '#', type: 'number', width: 60 },
  {
    field: 'statement',
    headerName: 'Statement',
    flex: 2,
    minWidth: 220,
    renderCell: ({ row }) => wrapped(row.statement),
  },
  {
    field: 'type',
    headerName: 'Type',
    type: 'singleSelect',
    valueOptions: ['aptitude', 'technical'],
    width: 110,
  },
  {
    field: 'image',
    headerName: 'Picture',
    width: 80,
    filterable: false,
    sortable: false,
    renderCell: ({ row }) =>
      row.image ? <ImageOutlined fontSize="small" titleAccess="Has a picture" /> : null,
  },
  {
    field: 'correctOptions',
    headerName: 'Correct options',
    flex: 1,
    minWidth: 160,
    valueGetter: (_value, row) => row.correctOptions.join('; '),
    renderCell: ({ value }) => wrapped(String(value ?? '')),
  },
  {
    field: 'wrongOptions',
    headerName: 'Wrong options',
    flex: 1,
    minWidth: 160,
    valueGetter: (_value, row) => row.wrongOptions.join('; '),
    renderCell: ({ value }) => wrapped(String(value ?? '')),
  },
  {
    field: 'actions',
    headerName: 'Actions',
    width: 90,
    sortable: false,
    filterable: false,
    renderCell: ({ row }) => (
      <Tooltip title="Delete">
        <IconButton aria-label={`Delete question ${String(row.number)}`} onClick={() => onDelete(row)}>
          <DeleteOutlined fontSize="small" color="error" />
        </IconButton>
      </Tooltip>
    ),
  },
];

/** A test's question bank: 10 a page, filterable, delete after confirmation. */
export function QuestionsGrid({ testId }: { testId: string }) {
  const questions = useTestQuestions(testId);
  const remove = useDeleteTestQuestion();
  const deletion = useRowDeletion<QuestionRow>({
    title: (row) => `Delete question ${String(row.number)}?`,
    confirmLabel: 'Delete question',
    text: (row) =>
      `"${row.statement}" is removed from the bank. Candidates who already took the test keep their results.`,
    remove: async (row) => {
      await remove.mutateAsync({ testId, questionId: row.id });
      return MESSAGES.questionDeleted;
    },
  });
  const { ask } = deletion;
  const gridColumns = useMemo(() => columns(ask), [ask]);
  const rows = useMemo(
    () => (questions.data ?? []).map((question, index) => ({ ...question, number: index + 1 })),
    [questions.data],
  );
  return (
    <>
      <AdminDataGrid<QuestionRow>
        label="Questions"
        emptyMessage="No questions yet. Add some with the form above."
        rows={rows}
        columns={gridColumns}
        loading={questions.isPending}
        error={loadFailure(questions, 'The questions could not be loaded.')}
        sx={SCROLLS_INSIDE_PADDED_SX}
      />
      {deletion.dialog}
    </>
  );
}
