import { ROUTES, safeRedirectPath } from '@careers/domain/constants';
import type { Role } from '@careers/domain/constants';
import { matchPath } from 'react-router-dom';

/** Pages that make no sense to return to after signing in (they would loop or start over). */
const ACCOUNT_ROUTES = [
  ROUTES.login,
  ROUTES.register,
  ROUTES.forgotPassword,
  ROUTES.resetPassword,
  ROUTES.confirmEmail,
];

const isAccountPage = (path: string) => {
  const pathname = path.split(/[?#]/)[0] ?? path;
  return ACCOUNT_ROUTES.some((route) => matchPath(route.path, pathname) !== null);
};

/**
 * Where a visitor goes after signing in (spec section 2, /login): back to the page that sent them
 * to /login when there was one (a safe in-app path), else an admin to /dashboard, a candidate who
 * accepted the terms to /careers and anyone else to /profile-step-1.
 */
export const destinationAfterSignIn = (input: {
  role: Role;
  termsAccepted: boolean;
  redirectTo?: string | null;
}): string => {
  const back = safeRedirectPath(input.redirectTo);
  if (back && !isAccountPage(back)) return back;
  if (input.role === 'admin') return ROUTES.dashboard.getHref();
  return input.termsAccepted ? ROUTES.careers.list.getHref() : ROUTES.profile.step1.getHref();
};
