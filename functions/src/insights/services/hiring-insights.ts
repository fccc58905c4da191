import { companyIsoDate, insightsRange, insightsReport, type InsightsReport } from '@careers/domain';

import { readInsightCounters } from '../../applications/index.ts';
import { nowOf, type Deps } from '../../deps.ts';

/** What the page and the route send, checked (insightsQuerySchema): '' means "the default". */
export type HiringInsightsInput = { from: string; to: string; company: string; department: string };

/**
 * The hiring insights of a range of days (the applications made in it and what became of them), for
 * a company and a department or all (issue 22): one range query on the days' counter documents
 * (at most four a day, whatever the number of applications), folded by the domain's insightsReport.
 * The page's callable and `GET /api/admin/insights` both answer this.
 */
export const readHiringInsights = async (deps: Deps, input: HiringInsightsInput): Promise<InsightsReport> => {
  const today = companyIsoDate(nowOf(deps));
  const range = insightsRange(input, today);
  const docs = await readInsightCounters(deps.db, range);
  return insightsReport(
    docs,
    {
      ...range,
      ...(input.company ? { companyId: input.company } : {}),
      ...(input.department ? { departmentId: input.department } : {}),
    },
    today,
  );
};
