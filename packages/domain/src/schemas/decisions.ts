import * as yup from 'yup';

import { applicationIdsField, jobOfApplicantsSchema } from './applicants.ts';
import { documentId } from './common.ts';

// The per-person decisions (issue 20): `selectApplicants` and `markApplicantsNotSelected` take the
// chosen applicants and whether to mail them; `undoNotSelected` takes the chosen applicants.

export const undoNotSelectedSchema = yup.object({
  jobId: documentId('Job'),
  ids: applicationIdsField(),
});
export type UndoNotSelectedInput = yup.InferType<typeof undoNotSelectedSchema>;

export const decideApplicantsSchema = undoNotSelectedSchema.shape({
  sendMail: yup.boolean().typeError('Send mail must be true or false.').required('Say whether to send mail.'),
});
export type DecideApplicantsInput = yup.InferType<typeof decideApplicantsSchema>;

/**
 * "Mark top candidates" on a closed job: over every applicant, or, with `ids`, a shortcut over the
 * chosen ones only (the shortlisted among them selected, those awaiting a decision not selected).
 */
export const markTopCandidatesSchema = jobOfApplicantsSchema.shape({
  ids: applicationIdsField().optional().default(undefined),
});
export type MarkTopCandidatesInput = yup.InferType<typeof markTopCandidatesSchema>;
