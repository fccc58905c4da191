import { ROUTES } from '@careers/domain/constants';
import type { RouteObject } from 'react-router-dom';

import { page } from './lazy-page';

/** The admin area's pages (router.tsx puts them under the admin area's guard and layout). */
export const adminPages: RouteObject[] = [
  {
    path: ROUTES.dashboard.path,
    lazy: page(() => import('./routes/admin/dashboard'), 'DashboardRoute'),
  },
  {
    path: ROUTES.jobs.list.path,
    lazy: page(() => import('./routes/admin/jobs/jobs-list'), 'JobsListRoute'),
  },
  {
    path: ROUTES.jobs.new.path,
    lazy: page(() => import('./routes/admin/jobs/job-new'), 'JobNewRoute'),
  },
  {
    path: ROUTES.jobs.edit.path,
    lazy: page(() => import('./routes/admin/jobs/job-edit'), 'JobEditRoute'),
  },
  {
    path: ROUTES.jobs.show.path,
    lazy: page(() => import('./routes/admin/jobs/job-show'), 'JobShowRoute'),
  },
  {
    path: ROUTES.jobs.applicant.path,
    lazy: page(() => import('./routes/admin/jobs/applicant-review'), 'ApplicantReviewRoute'),
  },
  {
    path: ROUTES.tests.create.path,
    lazy: page(() => import('./routes/admin/tests/test-create'), 'TestCreateRoute'),
  },
  {
    path: ROUTES.tests.list.path,
    lazy: page(() => import('./routes/admin/tests/tests-list'), 'TestsListRoute'),
  },
  {
    path: ROUTES.tests.show.path,
    lazy: page(() => import('./routes/admin/tests/test-show'), 'TestShowRoute'),
  },
  {
    path: ROUTES.tests.edit.path,
    lazy: page(() => import('./routes/admin/tests/test-edit'), 'TestEditRoute'),
  },
  {
    // Test Preview: the static '1' ranks above the candidate's '/user_tests/new/test/:jobId/:testId'.
    path: ROUTES.userTests.preview.path,
    lazy: page(() => import('./routes/admin/tests/test-preview'), 'TestPreviewRoute'),
  },
  {
    path: ROUTES.employmentQuestions.list.path,
    lazy: page(
      () => import('./routes/admin/employment-questions/employment-questions-list'),
      'EmploymentQuestionsListRoute',
    ),
  },
  {
    path: ROUTES.employmentQuestions.new.path,
    lazy: page(
      () => import('./routes/admin/employment-questions/employment-question-new'),
      'EmploymentQuestionNewRoute',
    ),
  },
  {
    path: ROUTES.employmentQuestions.edit.path,
    lazy: page(
      () => import('./routes/admin/employment-questions/employment-question-edit'),
      'EmploymentQuestionEditRoute',
    ),
  },
  {
    path: ROUTES.companies.list.path,
    lazy: page(() => import('./routes/admin/companies/companies-list'), 'CompaniesListRoute'),
  },
  {
    path: ROUTES.companies.new.path,
    lazy: page(() => import('./routes/admin/companies/company-new'), 'CompanyNewRoute'),
  },
  {
    path: ROUTES.companies.edit.path,
    lazy: page(() => import('./routes/admin/companies/company-edit'), 'CompanyEditRoute'),
  },
  {
    path: ROUTES.departments.list.path,
    lazy: page(() => import('./routes/admin/departments/departments-list'), 'DepartmentsListRoute'),
  },
  {
    path: ROUTES.departments.new.path,
    lazy: page(() => import('./routes/admin/departments/department-new'), 'DepartmentNewRoute'),
  },
  {
    path: ROUTES.departments.edit.path,
    lazy: page(() => import('./routes/admin/departments/department-edit'), 'DepartmentEditRoute'),
  },
  {
    path: ROUTES.educations.list.path,
    lazy: page(() => import('./routes/admin/educations/educations-list'), 'EducationsListRoute'),
  },
  {
    path: ROUTES.educations.new.path,
    lazy: page(() => import('./routes/admin/educations/education-new'), 'EducationNewRoute'),
  },
  {
    path: ROUTES.educations.edit.path,
    lazy: page(() => import('./routes/admin/educations/education-edit'), 'EducationEditRoute'),
  },
  {
    path: ROUTES.mailLog.path,
    lazy: page(() => import('./routes/admin/mail-log'), 'MailLogRoute'),
  },
  {
    path: ROUTES.team.path,
    lazy: page(() => import('./routes/admin/team'), 'TeamRoute'),
  },
  {
    path: ROUTES.candidates.path,
    lazy: page(() => import('./routes/admin/candidates'), 'CandidatesRoute'),
  },
  {
    path: ROUTES.candidateData.path,
    lazy: page(() => import('./routes/admin/candidate-data'), 'CandidateDataRoute'),
  },
  {
    path: ROUTES.insights.path,
    lazy: page(() => import('./routes/admin/insights'), 'InsightsRoute'),
  },
];
