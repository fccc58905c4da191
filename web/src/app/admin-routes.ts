import { ROUTES } from '@careers/domain/constants';
import type { RouteObject } from 'react-router-dom';

import { page } from './lazy-page';

/** The admin area's pages (router.tsx puts them under the admin area's guard and layout). */
export const adminPages: RouteObject[] = [
  {
    path: ROUTES.dashboard.path,
    lazy: page(
      () => import('./routes/admin/dashboard'),
      (m) => m.DashboardRoute,
    ),
  },
  {
    path: ROUTES.jobs.list.path,
    lazy: page(
      () => import('./routes/admin/jobs/jobs-list'),
      (m) => m.JobsListRoute,
    ),
  },
  {
    path: ROUTES.jobs.new.path,
    lazy: page(
      () => import('./routes/admin/jobs/job-new'),
      (m) => m.JobNewRoute,
    ),
  },
  {
    path: ROUTES.jobs.edit.path,
    lazy: page(
      () => import('./routes/admin/jobs/job-edit'),
      (m) => m.JobEditRoute,
    ),
  },
  {
    path: ROUTES.jobs.show.path,
    lazy: page(
      () => import('./routes/admin/jobs/job-show'),
      (m) => m.JobShowRoute,
    ),
  },
  {
    path: ROUTES.jobs.applicant.path,
    lazy: page(
      () => import('./routes/admin/jobs/applicant-review'),
      (m) => m.ApplicantReviewRoute,
    ),
  },
  {
    path: ROUTES.tests.create.path,
    lazy: page(
      () => import('./routes/admin/tests/test-create'),
      (m) => m.TestCreateRoute,
    ),
  },
  {
    path: ROUTES.tests.list.path,
    lazy: page(
      () => import('./routes/admin/tests/tests-list'),
      (m) => m.TestsListRoute,
    ),
  },
  {
    path: ROUTES.tests.show.path,
    lazy: page(
      () => import('./routes/admin/tests/test-show'),
      (m) => m.TestShowRoute,
    ),
  },
  {
    path: ROUTES.tests.edit.path,
    lazy: page(
      () => import('./routes/admin/tests/test-edit'),
      (m) => m.TestEditRoute,
    ),
  },
  {
    // Test Preview: the static '1' ranks above the candidate's '/user_tests/new/test/:jobId/:testId'.
    path: ROUTES.userTests.preview.path,
    lazy: page(
      () => import('./routes/admin/tests/test-preview'),
      (m) => m.TestPreviewRoute,
    ),
  },
  {
    path: ROUTES.employmentQuestions.list.path,
    lazy: page(
      () => import('./routes/admin/employment-questions/employment-questions-list'),
      (m) => m.EmploymentQuestionsListRoute,
    ),
  },
  {
    path: ROUTES.employmentQuestions.new.path,
    lazy: page(
      () => import('./routes/admin/employment-questions/employment-question-new'),
      (m) => m.EmploymentQuestionNewRoute,
    ),
  },
  {
    path: ROUTES.employmentQuestions.edit.path,
    lazy: page(
      () => import('./routes/admin/employment-questions/employment-question-edit'),
      (m) => m.EmploymentQuestionEditRoute,
    ),
  },
  {
    path: ROUTES.companies.list.path,
    lazy: page(
      () => import('./routes/admin/companies/companies-list'),
      (m) => m.CompaniesListRoute,
    ),
  },
  {
    path: ROUTES.companies.new.path,
    lazy: page(
      () => import('./routes/admin/companies/company-new'),
      (m) => m.CompanyNewRoute,
    ),
  },
  {
    path: ROUTES.companies.edit.path,
    lazy: page(
      () => import('./routes/admin/companies/company-edit'),
      (m) => m.CompanyEditRoute,
    ),
  },
  {
    path: ROUTES.departments.list.path,
    lazy: page(
      () => import('./routes/admin/departments/departments-list'),
      (m) => m.DepartmentsListRoute,
    ),
  },
  {
    path: ROUTES.departments.new.path,
    lazy: page(
      () => import('./routes/admin/departments/department-new'),
      (m) => m.DepartmentNewRoute,
    ),
  },
  {
    path: ROUTES.departments.edit.path,
    lazy: page(
      () => import('./routes/admin/departments/department-edit'),
      (m) => m.DepartmentEditRoute,
    ),
  },
  {
    path: ROUTES.educations.list.path,
    lazy: page(
      () => import('./routes/admin/educations/educations-list'),
      (m) => m.EducationsListRoute,
    ),
  },
  {
    path: ROUTES.educations.new.path,
    lazy: page(
      () => import('./routes/admin/educations/education-new'),
      (m) => m.EducationNewRoute,
    ),
  },
  {
    path: ROUTES.educations.edit.path,
    lazy: page(
      () => import('./routes/admin/educations/education-edit'),
      (m) => m.EducationEditRoute,
    ),
  },
  {
    path: ROUTES.mailLog.path,
    lazy: page(
      () => import('./routes/admin/mail-log'),
      (m) => m.MailLogRoute,
    ),
  },
  {
    path: ROUTES.team.path,
    lazy: page(
      () => import('./routes/admin/team'),
      (m) => m.TeamRoute,
    ),
  },
  {
    path: ROUTES.candidates.path,
    lazy: page(
      () => import('./routes/admin/candidates'),
      (m) => m.CandidatesRoute,
    ),
  },
  {
    path: ROUTES.candidateData.path,
    lazy: page(
      () => import('./routes/admin/candidate-data'),
      (m) => m.CandidateDataRoute,
    ),
  },
  {
    path: ROUTES.insights.path,
    lazy: page(
      () => import('./routes/admin/insights'),
      (m) => m.InsightsRoute,
    ),
  },
];
