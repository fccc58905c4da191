import { PageShell } from '@/components/ui/page-shell';

// SHELL: the "Admin applicants" issue builds this page.
export function ApplicantReviewRoute() {
  return (
    <PageShell
      title="Applicant Review"
      description="The applicant's profile, answers, test score, career and education history, and your remarks."
    />
  );
}
