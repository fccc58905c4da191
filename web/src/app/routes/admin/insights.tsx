import { InsightsPage } from '@/features/insights/components/insights-page';

/** /insights: the hiring insights (issue 22; the insights feature). */
export function InsightsRoute() {
  return <InsightsPage />;
}
