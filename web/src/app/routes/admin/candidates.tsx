import { CandidatesPage } from '@/features/candidates/components/candidates-page';

/** /candidates: everyone who has applied, across jobs (the candidates feature, issue 20). */
export function CandidatesRoute() {
  return <CandidatesPage />;
}
