import { COLLECTIONS } from '@careers/domain/firestore';
import { applicantSearchPlan } from '@careers/domain/rules';
import type { ApplicantQuery } from '@careers/domain/types';
import { collection, orderBy, query, where, type Firestore, type Query } from 'firebase/firestore/lite';

// The applicant search (issue 20) over `applicantSearch`: the domain's plan as a Firestore query,
// with no app imports, so the applicants table, the candidates page (through ../firestore-sdk.ts)
// and the reads benchmark (scripts/bench/applicant-search-reads.bench.ts) run the same query the
// server runs for "select all matching" (functions/src/applications).

/** The entries `spec` asks for, newest application first (page it with jobsPageQuery). */
export const applicantSearchQuery = (db: Firestore, spec: ApplicantQuery): Query => {
  const plan = applicantSearchPlan(spec);
  return query(
    collection(db, COLLECTIONS.applicantSearch),
    ...plan.where.map((condition) =>
      where(condition.field, condition.op, condition.value as string | number | string[]),
    ),
    orderBy(plan.orderBy.field, plan.orderBy.direction),
  );
};
