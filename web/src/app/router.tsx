import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  Outlet,
  ScrollRestoration,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';

import { RouteErrorBoundary } from '@/components/errors/route-error-boundary';
import { HideFromAdmin } from '@/components/guards/hide-from-admin';
import { RequireAdmin } from '@/components/guards/require-admin';
import { RequireSignedIn } from '@/components/guards/require-signed-in';
import { AppFrame } from '@/components/layouts/app-frame';
import { PublicLayout } from '@/components/layouts/public-layout';
import { paths } from '@/config/paths';
import { getJobIndexQueryOptions } from '@/features/careers/api/get-job-index';
import { getJobQueryOptions } from '@/features/jobs/api/get-job';
import { getAppQueryClient, settleWithin } from '@/lib/react-query';

/**
 * A lazy route: the page's module (and everything only it imports) becomes its own chunk, so a
 * visitor downloads the admin screens, the Storage and Functions SDKs and the data grid only when
 * a page that needs them opens.
 */
/**
 * Data pages start their first read in the route's loader, in parallel with their code, and render
 * once it has arrived (from the cache at once when it is there), so the page paints whole rather
 * than as a skeleton filled in by a second, longer render. The wait is bounded: after that the
 * page renders its loading state and its query carries on.
 */
const LOADER_WAIT_MS = 2500;

const loadCareers = async () => {
  await settleWithin(getAppQueryClient().ensureQueryData(getJobIndexQueryOptions()), LOADER_WAIT_MS);
  return null;
};
const loadJobDetail = async ({ params }: LoaderFunctionArgs) => {
  await settleWithin(
    getAppQueryClient().ensureQueryData(getJobQueryOptions(params['id'] ?? '')),
    LOADER_WAIT_MS,
  );
  return null;
};

const page =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async () => ({ Component: pick(await load()) });

function RootRoute() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/** Errors inside a layout render in its content area, keeping the header and navigation. */
const withErrorBoundary = (children: RouteObject[]): RouteObject[] => [
  { ErrorBoundary: RouteErrorBoundary, children },
];

const publicPages: RouteObject[] = [
  {
    index: true,
    lazy: page(
      () => import('./routes/public/landing'),
      (m) => m.LandingRoute,
    ),
  },
  {
    path: paths.register.path,
    lazy: page(
      () => import('./routes/public/register'),
      (m) => m.RegisterRoute,
    ),
  },
  {
    path: paths.login.path,
    lazy: page(
      () => import('./routes/public/login'),
      (m) => m.LoginRoute,
    ),
  },
  {
    path: paths.forgotPassword.path,
    lazy: page(
      () => import('./routes/public/forgot-password'),
      (m) => m.ForgotPasswordRoute,
    ),
  },
  {
    path: paths.resetPassword.path,
    lazy: page(
      () => import('./routes/public/reset-password'),
      (m) => m.ResetPasswordRoute,
    ),
  },
  {
    path: paths.confirmEmail.path,
    lazy: page(
      () => import('./routes/public/confirm-email'),
      (m) => m.ConfirmEmailRoute,
    ),
  },
  {
    path: paths.careers.list.path,
    loader: loadCareers,
    // Search, filters and pages change only the query string: nothing to load again.
    shouldRevalidate: () => false,
    lazy: page(
      () => import('./routes/public/careers'),
      (m) => m.CareersRoute,
    ),
  },
  {
    path: paths.careers.department.path,
    loader: loadCareers,
    // Search, filters and pages change only the query string: nothing to load again.
    shouldRevalidate: () => false,
    lazy: page(
      () => import('./routes/public/careers'),
      (m) => m.CareersRoute,
    ),
  },
  {
    path: paths.jobDetail.path,
    loader: loadJobDetail,
    lazy: page(
      () => import('./routes/public/job-detail'),
      (m) => m.JobDetailRoute,
    ),
  },
];

/** Candidate pages: signed in, and not for admins (they go to their dashboard). */
const candidatePages: RouteObject[] = [
  {
    path: paths.profile.step1.path,
    lazy: page(
      () => import('./routes/candidate/profile-step-1'),
      (m) => m.ProfileStep1Route,
    ),
  },
  {
    path: paths.profile.step2.path,
    lazy: page(
      () => import('./routes/candidate/profile-step-2'),
      (m) => m.ProfileStep2Route,
    ),
  },
  {
    path: paths.profile.step4.path,
    lazy: page(
      () => import('./routes/candidate/profile-step-4'),
      (m) => m.ProfileStep4Route,
    ),
  },
  {
    path: paths.profile.step5.path,
    lazy: page(
      () => import('./routes/candidate/profile-step-5'),
      (m) => m.ProfileStep5Route,
    ),
  },
  {
    path: paths.apply.employmentQuestions.path,
    lazy: page(
      () => import('./routes/candidate/employment-questions'),
      (m) => m.EmploymentQuestionsRoute,
    ),
  },
];

/**
 * Test pages: signed in. Admins are allowed too: 'Test Preview' on a test's page opens
 * /user_tests/new/test/1/{testId} (spec section 2).
 */
const testPages: RouteObject[] = [
  {
    path: paths.userTests.instructions.path,
    lazy: page(
      () => import('./routes/candidate/test-instructions'),
      (m) => m.TestInstructionsRoute,
    ),
  },
  {
    path: paths.userTests.take.path,
    lazy: page(
      () => import('./routes/candidate/take-test'),
      (m) => m.TakeTestRoute,
    ),
  },
];

const adminPages: RouteObject[] = [
  {
    path: paths.dashboard.path,
    lazy: page(
      () => import('./routes/admin/dashboard'),
      (m) => m.DashboardRoute,
    ),
  },
  {
    path: paths.jobs.list.path,
    lazy: page(
      () => import('./routes/admin/jobs/jobs-list'),
      (m) => m.JobsListRoute,
    ),
  },
  {
    path: paths.jobs.new.path,
    lazy: page(
      () => import('./routes/admin/jobs/job-new'),
      (m) => m.JobNewRoute,
    ),
  },
  {
    path: paths.jobs.edit.path,
    lazy: page(
      () => import('./routes/admin/jobs/job-edit'),
      (m) => m.JobEditRoute,
    ),
  },
  {
    path: paths.jobs.show.path,
    lazy: page(
      () => import('./routes/admin/jobs/job-show'),
      (m) => m.JobShowRoute,
    ),
  },
  {
    path: paths.jobs.applicant.path,
    lazy: page(
      () => import('./routes/admin/jobs/applicant-review'),
      (m) => m.ApplicantReviewRoute,
    ),
  },
  {
    path: paths.tests.create.path,
    lazy: page(
      () => import('./routes/admin/tests/test-create'),
      (m) => m.TestCreateRoute,
    ),
  },
  {
    path: paths.tests.list.path,
    lazy: page(
      () => import('./routes/admin/tests/tests-list'),
      (m) => m.TestsListRoute,
    ),
  },
  {
    path: paths.tests.show.path,
    lazy: page(
      () => import('./routes/admin/tests/test-show'),
      (m) => m.TestShowRoute,
    ),
  },
  {
    path: paths.tests.edit.path,
    lazy: page(
      () => import('./routes/admin/tests/test-edit'),
      (m) => m.TestEditRoute,
    ),
  },
  {
    path: paths.employmentQuestions.list.path,
    lazy: page(
      () => import('./routes/admin/employment-questions/employment-questions-list'),
      (m) => m.EmploymentQuestionsListRoute,
    ),
  },
  {
    path: paths.employmentQuestions.new.path,
    lazy: page(
      () => import('./routes/admin/employment-questions/employment-question-new'),
      (m) => m.EmploymentQuestionNewRoute,
    ),
  },
  {
    path: paths.employmentQuestions.edit.path,
    lazy: page(
      () => import('./routes/admin/employment-questions/employment-question-edit'),
      (m) => m.EmploymentQuestionEditRoute,
    ),
  },
  {
    path: paths.companies.list.path,
    lazy: page(
      () => import('./routes/admin/companies/companies-list'),
      (m) => m.CompaniesListRoute,
    ),
  },
  {
    path: paths.companies.new.path,
    lazy: page(
      () => import('./routes/admin/companies/company-new'),
      (m) => m.CompanyNewRoute,
    ),
  },
  {
    path: paths.companies.edit.path,
    lazy: page(
      () => import('./routes/admin/companies/company-edit'),
      (m) => m.CompanyEditRoute,
    ),
  },
  {
    path: paths.departments.list.path,
    lazy: page(
      () => import('./routes/admin/departments/departments-list'),
      (m) => m.DepartmentsListRoute,
    ),
  },
  {
    path: paths.departments.new.path,
    lazy: page(
      () => import('./routes/admin/departments/department-new'),
      (m) => m.DepartmentNewRoute,
    ),
  },
  {
    path: paths.departments.edit.path,
    lazy: page(
      () => import('./routes/admin/departments/department-edit'),
      (m) => m.DepartmentEditRoute,
    ),
  },
  {
    path: paths.educations.list.path,
    lazy: page(
      () => import('./routes/admin/educations/educations-list'),
      (m) => m.EducationsListRoute,
    ),
  },
  {
    path: paths.educations.new.path,
    lazy: page(
      () => import('./routes/admin/educations/education-new'),
      (m) => m.EducationNewRoute,
    ),
  },
  {
    path: paths.educations.edit.path,
    lazy: page(
      () => import('./routes/admin/educations/education-edit'),
      (m) => m.EducationEditRoute,
    ),
  },
];

/** Every route of spec section 2, with its layout and guard. Exported for tests (memory router). */
export const appRoutes: RouteObject[] = [
  {
    path: paths.home.path,
    Component: RootRoute,
    HydrateFallback: AppFrame,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      {
        Component: PublicLayout,
        children: withErrorBoundary([
          ...publicPages,
          {
            Component: RequireSignedIn,
            children: [{ Component: HideFromAdmin, children: candidatePages }, ...testPages],
          },
          {
            path: '*',
            lazy: page(
              () => import('./routes/not-found'),
              (m) => m.NotFoundRoute,
            ),
          },
        ]),
      },
      {
        // Both roles: admins see it inside their layout, candidates inside the public one.
        Component: RequireSignedIn,
        children: [
          {
            lazy: page(
              () => import('@/components/layouts/role-layout'),
              (m) => m.RoleLayout,
            ),
            children: withErrorBoundary([
              {
                path: paths.changePassword.path,
                lazy: page(
                  () => import('./routes/shared/change-password'),
                  (m) => m.ChangePasswordRoute,
                ),
              },
            ]),
          },
        ],
      },
      {
        Component: RequireAdmin,
        children: [
          {
            lazy: page(
              () => import('@/components/layouts/admin-layout'),
              (m) => m.AdminLayout,
            ),
            children: withErrorBoundary(adminPages),
          },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(appRoutes);
