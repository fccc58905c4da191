import { CandidateDataPage } from '@/features/data-rights/components/candidate-data-page';

/** /candidates/{uid}/data: one candidate's export, erasure and legal hold (issue 21). */
export function CandidateDataRoute() {
  return <CandidateDataPage />;
}
