import { ROUTES } from '@careers/domain/constants';
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

import { adminPages } from './admin-routes';
import { page } from './lazy-page';
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

/** Signed-in pages sit under reactfire's providers (candidate, test and account pages). */
const signedInArea = page(() => import('./routes/layouts/signed-in-area'), 'SignedInAreaRoute', [
  'candidate',
]);

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
    lazy: page(() => import('./routes/public/landing'), 'LandingRoute'),
  },
  {
    path: ROUTES.register.path,
    lazy: page(() => import('./routes/public/register'), 'RegisterRoute'),
  },
  {
    path: ROUTES.login.path,
    lazy: page(() => import('./routes/public/login'), 'LoginRoute'),
  },
  {
    path: ROUTES.forgotPassword.path,
    lazy: page(() => import('./routes/public/forgot-password'), 'ForgotPasswordRoute'),
  },
  {
    path: ROUTES.resetPassword.path,
    lazy: page(() => import('./routes/public/reset-password'), 'ResetPasswordRoute'),
  },
  {
    path: ROUTES.confirmEmail.path,
    lazy: page(() => import('./routes/public/confirm-email'), 'ConfirmEmailRoute'),
  },
  {
    path: ROUTES.keepAccount.path,
    lazy: page(() => import('./routes/public/keep-account'), 'KeepAccountRoute'),
  },
  {
    path: ROUTES.accountErased.path,
    lazy: page(() => import('./routes/public/account-erased'), 'AccountErasedRoute'),
  },
  {
    path: ROUTES.careers.list.path,
    loader: loadCareers,
    // Search, filters and pages change only the query string: nothing to load again.
    shouldRevalidate: () => false,
    lazy: page(() => import('./routes/public/careers'), 'CareersRoute'),
  },
  {
    path: ROUTES.careers.department.path,
    loader: loadCareers,
    // Search, filters and pages change only the query string: nothing to load again.
    shouldRevalidate: () => false,
    lazy: page(() => import('./routes/public/careers'), 'CareersRoute'),
  },
  {
    // Signed out, it offers sign-in and registration with the invited address; no guard.
    path: ROUTES.acceptAdminInvitation.path,
    lazy: page(() => import('./routes/public/accept-admin-invitation'), 'AcceptAdminInvitationRoute'),
  },
  {
    path: ROUTES.jobDetail.path,
    loader: loadJobDetail,
    lazy: page(() => import('./routes/public/job-detail'), 'JobDetailRoute'),
  },
];

/** Candidate pages: signed in, and not for admins (they go to their dashboard). */
const candidatePages: RouteObject[] = [
  {
    path: ROUTES.profile.step1.path,
    lazy: page(() => import('./routes/candidate/profile-step-1'), 'ProfileStep1Route'),
  },
  {
    path: ROUTES.profile.step2.path,
    lazy: page(() => import('./routes/candidate/profile-step-2'), 'ProfileStep2Route'),
  },
  {
    path: ROUTES.profile.step4.path,
    lazy: page(() => import('./routes/candidate/profile-step-4'), 'ProfileStep4Route'),
  },
  {
    path: ROUTES.profile.step5.path,
    lazy: page(() => import('./routes/candidate/profile-step-5'), 'ProfileStep5Route'),
  },
  {
    path: ROUTES.apply.employmentQuestions.path,
    lazy: page(() => import('./routes/candidate/employment-questions'), 'EmploymentQuestionsRoute'),
  },
  {
    path: ROUTES.myApplications.path,
    lazy: page(() => import('./routes/candidate/my-applications'), 'MyApplicationsRoute'),
  },
  {
    path: ROUTES.myData.path,
    lazy: page(() => import('./routes/candidate/my-data'), 'MyDataRoute'),
  },
];

/**
 * Test pages: signed in. Admins are allowed too: 'Test Preview' on a test's page opens
 * /user_tests/new/test/1/{testId} (spec section 2).
 */
const testPages: RouteObject[] = [
  {
    path: ROUTES.userTests.instructions.path,
    lazy: page(() => import('./routes/candidate/test-instructions'), 'TestInstructionsRoute'),
  },
  {
    path: ROUTES.userTests.take.path,
    lazy: page(() => import('./routes/candidate/take-test'), 'TakeTestRoute'),
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
            lazy: page(() => import('./routes/not-found'), 'NotFoundRoute'),
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
                lazy: page(() => import('./routes/layouts/role-layout-route'), 'RoleLayoutRoute'),
                children: withErrorBoundary([
                  {
                    path: ROUTES.changePassword.path,
                    lazy: page(() => import('./routes/shared/change-password'), 'ChangePasswordRoute'),
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
            lazy: page(() => import('./routes/admin/admin-area'), 'AdminAreaRoute', [
              'candidate',
              'hiring',
              'admin',
            ]),
            children: withErrorBoundary(adminPages),
          },
        ],
      },
    ],
  },
];

/** `basename`: the language's prefix of the address ('/ur'; i18n/locale.ts), none in English. */
export const createAppRouter = (basename?: string) => createBrowserRouter(appRoutes, { basename });
export type AppRouter = ReturnType<typeof createAppRouter>;
