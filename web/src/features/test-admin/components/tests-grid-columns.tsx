import { ROUTES, TEST_LEVELS } from '@careers/domain/constants';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router-dom';

import { RowActions } from '@/components/data-grid/row-actions';

import type { AdminTest } from '../api/admin-tests';

/** A row of the tests grid: the test, its department's title flattened so the grid filters it. */
export type TestRow = AdminTest & { departmentTitle: string; bankSize: number };

export const testRowOf = (test: AdminTest): TestRow => ({
  ...test,
  departmentTitle: test.department.title,
  bankSize: test.questionCounts.aptitude + test.questionCounts.technical,
});

/** The spec's columns (title, level, time, questions, aptitude %, technical %, department) and actions. */
export const testsGridColumns = (onDelete: (test: TestRow) => void): GridColDef<TestRow>[] => [
  {
    field: 'title',
    headerName: 'Title',
    flex: 1,
    minWidth: 180,
    renderCell: ({ row }) => (
      <Box sx={{ whiteSpace: 'normal' }}>
        <Link component={RouterLink} to={ROUTES.tests.show.getHref(row.id)}>
          {row.title}
        </Link>
        {row.status === 'inactive' ? <Chip size="small" label="inactive" sx={{ ml: 1 }} /> : null}
        <Typography variant="body2" color="text.secondary">
          {`Bank: ${String(row.bankSize)} ${row.bankSize === 1 ? 'question' : 'questions'}`}
        </Typography>
      </Box>
    ),
  },
  {
    field: 'level',
    headerName: 'Level',
    type: 'singleSelect',
    valueOptions: [...TEST_LEVELS],
    width: 90,
  },
  { field: 'timeMinutes', headerName: 'Time (min)', type: 'number', width: 100 },
  {
    field: 'totalQuestions',
    headerName: 'Questions',
    description: 'Questions per paper',
    type: 'number',
    width: 100,
  },
  { field: 'aptitudePercentage', headerName: 'Aptitude %', type: 'number', width: 105 },
  { field: 'technicalPercentage', headerName: 'Technical %', type: 'number', width: 110 },
  { field: 'departmentTitle', headerName: 'Department', flex: 0.6, minWidth: 130 },
  {
    field: 'actions',
    headerName: 'Actions',
    sortable: false,
    filterable: false,
    width: 140,
    renderCell: ({ row }) => (
      <RowActions
        label={row.title}
        viewHref={ROUTES.tests.show.getHref(row.id)}
        editHref={ROUTES.tests.edit.getHref(row.id)}
        onDelete={() => onDelete(row)}
      />
    ),
  },
];
