import { ROUTES } from '@careers/domain/constants';
import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  Outlet,
  ScrollRestoration,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router-dom';

import { RouteErrorBoundary } from '@/components/errors/route-error-boundary';
import { HideFromAdmin } from '@/components/guards/hide-from-admin';
import { RequireSignedIn } from '@/components/guards/require-signed-in';
import { AppFrame } from '@/components/layouts/app-frame';
import { getJobIndexQueryOptions } from '@/features/careers/api/get-job-index';
import { getJobQueryOptions } from '@/features/jobs/api/get-job';
import { getAppQueryClient, settleWithin } from '@/lib/react-query';
import { useLoadSessionAfterPaint } from '@/lib/session/use-session';

import { PublicLayoutRoute } from './routes/layouts/public-layout-route';

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

/**
 * A lazy route: the page's module (and everything only it imports) becomes its own chunk, so a
 * visitor downloads the admin screens, reactfire, the Storage and Functions SDKs and the data grid
 * only when a page that needs them opens.
 */
const page =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async () => ({ Component: pick(await load()) });

/** Signed-in pages sit under reactfire's providers (candidate, test and account pages). */
const signedInArea = page(
  () => import('./routes/layouts/signed-in-area'),
  (m) => m.SignedInAreaRoute,
);

function RootRoute() {
  // Rendered with the first page (not with the frame shown while its code loads): the Auth SDK
  // loads once that page is on screen.
  useLoadSessionAfterPaint();
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
    path: ROUTES.register.path,
    lazy: page(
      () => import('./routes/public/register'),
      (m) => m.RegisterRoute,
    ),
  },
  {
    path: ROUTES.login.path,
    lazy: page(
      () => import('./routes/public/login'),
      (m) => m.LoginRoute,
    ),
  },
  {
    path: ROUTES.forgotPassword.path,
    lazy: page(
      () => import('./routes/public/forgot-password'),
      (m) => m.ForgotPasswordRoute,
    ),
  },
  {
    path: ROUTES.resetPassword.path,
    lazy: page(
      () => import('./routes/public/reset-password'),
      (m) => m.ResetPasswordRoute,
    ),
  },
  {
    path: ROUTES.confirmEmail.path,
    lazy: page(
      () => import('./routes/public/confirm-email'),
      (m) => m.ConfirmEmailRoute,
    ),
  },
  {
    path: ROUTES.careers.list.path,
    loader: loadCareers,
    // Search, filters and pages change only the query string: nothing to load again.
    shouldRevalidate: () => false,
    lazy: page(
      () => import('./routes/public/careers'),
      (m) => m.CareersRoute,
    ),
  },
  {
    path: ROUTES.careers.department.path,
    loader: loadCareers,
    // Search, filters and pages change only the query string: nothing to load again.
    shouldRevalidate: () => false,
    lazy: page(
      () => import('./routes/public/careers'),
      (m) => m.CareersRoute,
    ),
  },
  {
    path: ROUTES.jobDetail.path,
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
    path: ROUTES.profile.step1.path,
    lazy: page(
      () => import('./routes/candidate/profile-step-1'),
      (m) => m.ProfileStep1Route,
    ),
  },
  {
    path: ROUTES.profile.step2.path,
    lazy: page(
      () => import('./routes/candidate/profile-step-2'),
      (m) => m.ProfileStep2Route,
    ),
  },
  {
    path: ROUTES.profile.step4.path,
    lazy: page(
      () => import('./routes/candidate/profile-step-4'),
      (m) => m.ProfileStep4Route,
    ),
  },
  {
    path: ROUTES.profile.step5.path,
    lazy: page(
      () => import('./routes/candidate/profile-step-5'),
      (m) => m.ProfileStep5Route,
    ),
  },
  {
    path: ROUTES.apply.employmentQuestions.path,
    lazy: page(
      () => import('./routes/candidate/employment-questions'),
      (m) => m.EmploymentQuestionsRoute,
    ),
  },
  {
    path: ROUTES.myApplications.path,
    lazy: page(
      () => import('./routes/candidate/my-applications'),
      (m) => m.MyApplicationsRoute,
    ),
  },
];

/**
 * Test pages: signed in. Admins are allowed too: 'Test Preview' on a test's page opens
 * /user_tests/new/test/1/{testId} (spec section 2).
 */
const testPages: RouteObject[] = [
  {
    path: ROUTES.userTests.instructions.path,
    lazy: page(
      () => import('./routes/candidate/test-instructions'),
      (m) => m.TestInstructionsRoute,
    ),
  },
  {
    path: ROUTES.userTests.take.path,
    lazy: page(
      () => import('./routes/candidate/take-test'),
      (m) => m.TakeTestRoute,
    ),
  },
];

const adminPages: RouteObject[] = [
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
    path: ROUTES.insights.path,
    lazy: page(
      () => import('./routes/admin/insights'),
      (m) => m.InsightsRoute,
    ),
  },
];

/** Every route of spec section 2, with its layout and guard. Exported for tests (memory router). */
export const appRoutes: RouteObject[] = [
  {
    path: ROUTES.home.path,
    Component: RootRoute,
    HydrateFallback: AppFrame,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      {
        Component: PublicLayoutRoute,
        children: withErrorBoundary([
          ...publicPages,
          {
            Component: RequireSignedIn,
            children: [
              {
                lazy: signedInArea,
                children: [{ Component: HideFromAdmin, children: candidatePages }, ...testPages],
              },
            ],
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
            lazy: signedInArea,
            children: [
              {
                lazy: page(
                  () => import('./routes/layouts/role-layout-route'),
                  (m) => m.RoleLayoutRoute,
                ),
                children: withErrorBoundary([
                  {
                    path: ROUTES.changePassword.path,
                    lazy: page(
                      () => import('./routes/shared/change-password'),
                      (m) => m.ChangePasswordRoute,
                    ),
                  },
                ]),
              },
            ],
          },
        ],
      },
      {
        // Signed-out visitors go to /login at once, before the admin area's code loads; the area
        // itself checks the admin claim (403 page for candidates).
        Component: RequireSignedIn,
        children: [
          {
            lazy: page(
              () => import('./routes/admin/admin-area'),
              (m) => m.AdminAreaRoute,
            ),
            children: withErrorBoundary(adminPages),
          },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(appRoutes);
export type AppRouter = ReturnType<typeof createAppRouter>;
