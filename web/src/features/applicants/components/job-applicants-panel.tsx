import {
  applicantEmailSchema,
  interviewDetailsSchema,
  rejectionTextSchema,
  APPLICANT_MAIL_LIMITS,
  type ApplicantsActionResult,
} from '@careers/domain';
import { defaultRejectionText, MESSAGES } from '@careers/domain/constants';
import { ADMIN_STATUS_LABELS } from '@careers/domain/rules';
import { APPLICATION_STATUSES, type Job, type WithId } from '@careers/domain/types';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import PlaylistAddCheckOutlined from '@mui/icons-material/PlaylistAddCheckOutlined';
import QuizOutlined from '@mui/icons-material/QuizOutlined';
import StarOutlined from '@mui/icons-material/StarOutlined';
import ThumbDownOffAltOutlined from '@mui/icons-material/ThumbDownOffAltOutlined';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { GridRowSelectionModel, GridSortModel } from '@mui/x-data-grid';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import { useSearchParams } from 'react-router-dom';

import { AdminDataGrid } from '@/components/data-grid/admin-data-grid';
import { useGridUrlState } from '@/components/data-grid/use-grid-url-state';
import { useNotify } from '@/components/notifications/notifications-context';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  APPLICANTS_DEFAULT_SORT,
  APPLICANTS_SORT_FIELDS,
  type ApplicantsGridSpec,
  type ApplicantsSortField,
  type ApplicantsView,
} from '@/lib/firebase/queries/applicants-grid-query';
import { useReadStoredFile } from '@/lib/firebase/storage-files';
import { callableFeedback } from '@/utils/callable-feedback';

import {
  useEmailApplicants,
  useInviteApplicantsToInterview,
  useInviteApplicantsToTest,
  useMarkTopCandidates,
  useRecordCvDownloads,
  useRejectApplicants,
  useRemoveApplicant,
  useShortlistApplicants,
} from '../api/applicant-mutations';
import { useApplicantsPage, type ApplicantRow } from '../api/applicants-page';
import { cvFileName } from '../utils/cv-file-names';
import { saveFile } from '@/utils/save-file';
import {
  emailAvailability,
  interviewInvitationAvailability,
  rejectAvailability,
  shortlistAvailability,
  testInvitationAvailability,
  type ActionAvailability,
} from '../utils/selection-rules';

import { ActionFormDialog } from './action-form-dialog';
import { ActionResult, type ActionReport } from './action-result';
import { applicantsColumns } from './applicants-columns';
import { CvArchive } from './cv-archive';
import { CvDownloadsLog } from './cv-downloads-log';

const EMPTY_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };
const GRID_DEFAULTS = {
  sortModel: [
    { field: APPLICANTS_DEFAULT_SORT.field, sort: APPLICANTS_DEFAULT_SORT.direction },
  ] as GridSortModel,
  paginationModel: { page: 0, pageSize: 25 },
};
const VIEW_PARAM = 'applicants';

const VIEWS: readonly { value: ApplicantsView; label: string }[] = [
  { value: 'active', label: 'All applicants' },
  ...APPLICATION_STATUSES.filter((status) => status !== 'removed' && status !== 'not-selected').map(
    (status) => ({
      value: status,
      label: ADMIN_STATUS_LABELS[status],
    }),
  ),
  { value: 'hidden', label: 'Removed and not selected' },
  { value: 'removed', label: 'Removed' },
  { value: 'not-selected', label: 'Not selected' },
];

const readView = (params: URLSearchParams): ApplicantsView => {
  const raw = params.get(VIEW_PARAM) ?? '';
  return VIEWS.some((view) => view.value === raw) ? (raw as ApplicantsView) : 'active';
};

const sortOf = (model: GridSortModel): ApplicantsGridSpec['sort'] => {
  const [item] = model;
  return item && item.field in APPLICANTS_SORT_FIELDS && item.sort
    ? { field: item.field as ApplicantsSortField, direction: item.sort }
    : APPLICANTS_DEFAULT_SORT;
};

type Dialog =
  'shortlist' | 'test' | 'interview' | 'email' | 'reject' | 'top' | { remove: ApplicantRow } | null;

const describeError = (error: unknown) => {
  const feedback = callableFeedback(error);
  return feedback.form ?? Object.values(feedback.fields)[0] ?? MESSAGES.somethingWentWrong;
};

function ActionButton({
  availability,
  onClick,
  icon,
  children,
  color,
}: {
  availability: ActionAvailability;
  onClick: () => void;
  icon: ReactElement;
  children: string;
  color?: 'error';
}) {
  const button = (
    <span>
      <Button
        variant="outlined"
        color={color}
        startIcon={icon}
        onClick={onClick}
        disabled={!availability.enabled}
      >
        {children}
      </Button>
    </span>
  );
  return availability.hint ? <Tooltip title={availability.hint}>{button}</Tooltip> : button;
}

/**
 * The applicants of a job below its details on /jobs/show/{id} (issue 11): the table (server pages,
 * a status view, sort, selection, CSV of what is shown), the confirmed batch actions with the
 * server's report, the removal of one applicant, top candidates on a closed job, the CVs one by one
 * or as all-documents.zip, and who downloaded them.
 */
export function JobApplicantsPanel({ job }: { job: WithId<Job> }) {
  const [params, setParams] = useSearchParams();
  const view = readView(params);
  const grid = useGridUrlState(GRID_DEFAULTS);
  const { page, pageSize } = grid.paginationModel;
  const spec: ApplicantsGridSpec = useMemo(
    () => ({ jobId: job.id, view, sort: sortOf(grid.sortModel) }),
    [job.id, view, grid.sortModel],
  );
  const applicants = useApplicantsPage(spec, page, pageSize);
  const notify = useNotify();
  const readFile = useReadStoredFile();
  const recordDownload = useRecordCvDownloads();
  const shortlist = useShortlistApplicants();
  const inviteToTest = useInviteApplicantsToTest();
  const inviteToInterview = useInviteApplicantsToInterview();
  const email = useEmailApplicants();
  const reject = useRejectApplicants();
  const remove = useRemoveApplicant();
  const topCandidates = useMarkTopCandidates();
  const [selection, setSelection] = useState<GridRowSelectionModel>(EMPTY_SELECTION);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [report, setReport] = useState<ActionReport | null>(null);

  // Names of every applicant shown so far: reports and the downloads log name applicants, not ids.
  const names = useRef(new Map<string, string>());
  const rows = useMemo(() => applicants.data?.rows ?? [], [applicants.data]);
  useEffect(() => {
    for (const row of rows) names.current.set(row.id, row.name || row.email);
  }, [rows]);
  const nameOf = useCallback((id: string) => names.current.get(id) ?? id, []);

  // The selection is of rows on this page (it is cleared when the page, view or sort changes).
  const selected = rows.filter((row) => selection.ids.has(row.id));
  const selectedIds = selected.map((row) => row.id);

  const setView = (next: ApplicantsView) => {
    setSelection(EMPTY_SELECTION);
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'active') updated.delete(VIEW_PARAM);
        else updated.set(VIEW_PARAM, next);
        updated.delete('page');
        return updated;
      },
      { replace: true },
    );
  };

  const reportBatch = (title: string, result: ApplicantsActionResult) => {
    setSelection(EMPTY_SELECTION);
    const delayed = /could not be delivered/.test(result.message);
    setReport({
      title,
      message: result.message,
      updated: result.updated.length,
      skipped: result.skipped.map((item) => ({ name: nameOf(item.id), reason: item.reason })),
      severity: delayed ? 'warning' : undefined,
    });
    notify(result.message, delayed ? 'warning' : 'success');
  };

  const downloadCv = useCallback(
    (row: ApplicantRow) => {
      if (!row.resume) return;
      const resume = row.resume;
      void readFile(resume.path)
        .then(
          async (file) => {
            saveFile(file, cvFileName(row, resume));
            await recordDownload.mutateAsync({
              jobId: job.id,
              applicationIds: [row.id],
              archive: false,
              missing: [],
            });
          },
          async () => {
            notify(`The CV of ${row.name} could not be downloaded. Please try again.`, 'error');
            await recordDownload.mutateAsync({
              jobId: job.id,
              applicationIds: [row.id],
              archive: false,
              missing: [row.id],
            });
          },
        )
        .catch(() => {
          // The download itself worked; only its record failed, which the log will show as absent.
        });
    },
    [readFile, recordDownload, job.id, notify],
  );

  const columns = useMemo(
    () =>
      applicantsColumns({
        jobId: job.id,
        onDownloadCv: downloadCv,
        onRemove: (row) => setDialog({ remove: row }),
        canRemove: (row) => row.status !== 'removed',
      }),
    [job.id, downloadCv],
  );

  const jobHasTest = job.conductTest && job.test !== null;
  const count = selected.length;
  const who = `${String(count)} selected applicant${count === 1 ? '' : 's'}`;

  return (
    <Stack spacing={3} component="section" aria-labelledby="job-applicants">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
          >
            <Typography id="job-applicants" variant="h2" sx={{ fontSize: '1.25rem' }}>
              Applicants
              {applicants.data ? (
                <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
                  ({applicants.data.total})
                </Typography>
              ) : null}
            </Typography>
            <TextField
              select
              size="small"
              label="Show"
              value={view}
              onChange={(event) => setView(event.target.value as ApplicantsView)}
              sx={{ width: { xs: '100%', sm: 260 } }}
            >
              {VIEWS.map((option) => (
                <MenuItem key={option.value} value={option.value}>
                  {option.label}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <Stack
            direction="row"
            role="group"
            aria-label="Applicant actions"
            sx={{ flexWrap: 'wrap', gap: 1 }}
          >
            <ActionButton
              availability={shortlistAvailability(selected)}
              onClick={() => setDialog('shortlist')}
              icon={<PlaylistAddCheckOutlined />}
            >
              Shortlist
            </ActionButton>
            <ActionButton
              availability={testInvitationAvailability(selected, jobHasTest)}
              onClick={() => setDialog('test')}
              icon={<QuizOutlined />}
            >
              Invite to test
            </ActionButton>
            <ActionButton
              availability={interviewInvitationAvailability(selected)}
              onClick={() => setDialog('interview')}
              icon={<EventOutlined />}
            >
              Invite to interview
            </ActionButton>
            <ActionButton
              availability={emailAvailability(selected)}
              onClick={() => setDialog('email')}
              icon={<EmailOutlined />}
            >
              Email
            </ActionButton>
            <ActionButton
              availability={rejectAvailability(selected)}
              onClick={() => setDialog('reject')}
              icon={<ThumbDownOffAltOutlined />}
              color="error"
            >
              Reject
            </ActionButton>
            {job.status === 'closed' ? (
              <Button variant="contained" startIcon={<StarOutlined />} onClick={() => setDialog('top')}>
                Mark top candidates
              </Button>
            ) : null}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {count > 0
              ? `${who}. Only shortlisted applicants can be invited to the test or an interview.`
              : 'Select applicants to shortlist, invite, email or reject them. Only shortlisted applicants can be invited.'}
          </Typography>
          {report ? <ActionResult report={report} onClose={() => setReport(null)} /> : null}
          <AdminDataGrid<ApplicantRow>
            label="Applicants"
            emptyMessage={
              view === 'active' ? 'No one has applied for this job yet.' : 'No applicants in this view.'
            }
            rows={rows}
            columns={columns}
            loading={applicants.isFetching}
            error={
              applicants.isError
                ? { message: 'The applicants could not be loaded.', retry: () => void applicants.refetch() }
                : null
            }
            checkboxSelection
            rowSelectionModel={selection}
            onRowSelectionModelChange={setSelection}
            keepNonExistentRowsSelected={false}
            paginationMode="server"
            sortingMode="server"
            disableColumnFilter
            rowCount={applicants.data?.total ?? 0}
            paginationModel={grid.paginationModel}
            onPaginationModelChange={(model) => {
              setSelection(EMPTY_SELECTION);
              grid.onPaginationModelChange(model);
            }}
            sortModel={grid.sortModel}
            onSortModelChange={(model) => {
              setSelection(EMPTY_SELECTION);
              grid.onSortModelChange(model);
            }}
            showToolbar
            slotProps={{
              toolbar: {
                showQuickFilter: false,
                csvOptions: { fileName: `applicants-${job.id}`, utf8WithBom: true },
                printOptions: { disableToolbarButton: true },
              },
            }}
          />
          <CvArchive jobId={job.id} />
        </Stack>
      </Paper>
      <CvDownloadsLog jobId={job.id} nameOf={nameOf} />

      <ConfirmDialog
        open={dialog === 'shortlist'}
        title="Shortlist the selected applicants?"
        confirmLabel="Shortlist"
        describeError={describeError}
        onClose={() => setDialog(null)}
        onConfirm={async () =>
          reportBatch(
            'Shortlist',
            await shortlist.mutateAsync({ jobId: job.id, applicationIds: selectedIds }),
          )
        }
      >
        {`${who} will be shortlisted. Shortlisting cannot be undone from this screen; applicants already shortlisted or decided are skipped.`}
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'test'}
        title="Invite to the test?"
        confirmLabel="Send invitations"
        describeError={describeError}
        onClose={() => setDialog(null)}
        onConfirm={async () =>
          reportBatch(
            'Test invitations',
            await inviteToTest.mutateAsync({ jobId: job.id, applicationIds: selectedIds }),
          )
        }
      >
        {`${who} will receive a mail with a one-time link to ${job.test ? `"${job.test.title}"` : 'the job’s test'}.`}
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'top'}
        title="Mark the top candidates?"
        confirmLabel="Mark top candidates"
        describeError={describeError}
        onClose={() => setDialog(null)}
        onConfirm={async () => {
          const result = await topCandidates.mutateAsync({ jobId: job.id });
          const message = `${String(result.selected.length)} selected; ${String(result.notSelected.length)} marked not selected.`;
          setReport({
            title: 'Top candidates',
            message,
            updated: result.selected.length + result.notSelected.length,
            skipped: [],
          });
          notify(message, 'success');
        }}
      >
        {`Every shortlisted applicant of this job becomes selected. The applicants still awaiting a decision are marked not selected and hidden from this table (the "Not selected" view shows them); nothing is deleted.`}
      </ConfirmDialog>
      <ConfirmDialog
        open={typeof dialog === 'object' && dialog !== null}
        title="Remove this applicant?"
        confirmLabel="Remove"
        destructive
        describeError={describeError}
        onClose={() => setDialog(null)}
        onConfirm={async () => {
          if (typeof dialog !== 'object' || dialog === null) return;
          await remove.mutateAsync({ jobId: job.id, applicationId: dialog.remove.id });
          setSelection(EMPTY_SELECTION);
          const message = `${dialog.remove.name} has been removed.`;
          setReport({ title: 'Remove', message, updated: 1, skipped: [], severity: 'info' });
          notify(message, 'success');
        }}
      >
        {typeof dialog === 'object' && dialog !== null
          ? `${dialog.remove.name} leaves this table. The application is kept, marked removed: the "Removed" view shows it.`
          : ''}
      </ConfirmDialog>
      <ActionFormDialog
        open={dialog === 'interview'}
        title="Invite to an interview"
        description={`${who} will receive the interview's date, time and place by mail.`}
        confirmLabel="Send invitations"
        initialValues={{ date: '', time: '', place: '', note: '' }}
        validationSchema={interviewDetailsSchema}
        fields={[
          { name: 'date', label: 'Date', type: 'date', required: true },
          { name: 'time', label: 'Time', type: 'time', required: true },
          { name: 'place', label: 'Place', required: true, maxLength: APPLICANT_MAIL_LIMITS.place },
          { name: 'note', label: 'Note', multiline: true, maxLength: APPLICANT_MAIL_LIMITS.note },
        ]}
        onClose={() => setDialog(null)}
        onSubmit={async (values) =>
          reportBatch(
            'Interview invitations',
            await inviteToInterview.mutateAsync({ jobId: job.id, applicationIds: selectedIds, ...values }),
          )
        }
      />
      <ActionFormDialog
        open={dialog === 'email'}
        title="Email the selected applicants"
        description={`${who} will receive this mail.`}
        confirmLabel="Send mail"
        initialValues={{ subject: '', body: '' }}
        validationSchema={applicantEmailSchema}
        fields={[
          { name: 'subject', label: 'Subject', required: true, maxLength: APPLICANT_MAIL_LIMITS.subject },
          {
            name: 'body',
            label: 'Message',
            required: true,
            multiline: true,
            maxLength: APPLICANT_MAIL_LIMITS.body,
          },
        ]}
        onClose={() => setDialog(null)}
        onSubmit={async (values) =>
          reportBatch(
            'Email',
            await email.mutateAsync({ jobId: job.id, applicationIds: selectedIds, ...values }),
          )
        }
      />
      <ActionFormDialog
        open={dialog === 'reject'}
        title="Reject the selected applicants?"
        description={`${who} will be rejected and receive this text by mail. Applicants already decided are skipped.`}
        confirmLabel="Reject and send"
        destructive
        initialValues={{ body: defaultRejectionText(job.title) }}
        validationSchema={rejectionTextSchema}
        fields={[
          {
            name: 'body',
            label: 'Rejection text',
            required: true,
            multiline: true,
            maxLength: APPLICANT_MAIL_LIMITS.body,
          },
        ]}
        onClose={() => setDialog(null)}
        onSubmit={async (values) =>
          reportBatch(
            'Reject',
            await reject.mutateAsync({ jobId: job.id, applicationIds: selectedIds, ...values }),
          )
        }
      />
    </Stack>
  );
}
