import { absoluteHref, ROUTES } from '@careers/domain';

/**
 * The one-time code inside a link made by the admin SDK (`generateEmailVerificationLink`,
 * `generatePasswordResetLink`): its `oobCode` query parameter. We mail our own page's link with
 * this code instead of Firebase's hosted action page.
 */
export const oobCodeOf = (firebaseLink: string): string => {
  const code = new URL(firebaseLink).searchParams.get('oobCode');
  if (!code) throw new Error('The generated action link has no oobCode.');
  return code;
};

/**
 * `${appUrl}/confirm/{code}`: the web app's email-confirmation page (spec: /confirm/{uuid}), with
 * `?jobId=` the job the candidate is applying for, if any.
 */
export const confirmEmailUrl = (appUrl: string, code: string, jobId: string | null = null): string =>
  absoluteHref(appUrl, ROUTES.confirmEmail.getHref(code, jobId));

/** `${appUrl}/reset/{code}`: the web app's reset page (spec: /reset/{token}). */
export const resetPasswordUrl = (appUrl: string, code: string): string =>
  absoluteHref(appUrl, ROUTES.resetPassword.getHref(code));
