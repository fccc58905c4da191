import { ROUTES } from '@careers/domain/constants';

import { DeadEndPage } from './dead-end-page';

export const FORBIDDEN_TITLE = 'This page is for administrators';

/**
 * What a signed-in account without the admin claim sees on an admin page (HTTP's 403, said
 * plainly): the address stays, so an administrator who signs in with their own account can reload.
 */
export function ForbiddenPage() {
  return (
    <DeadEndPage
      title={FORBIDDEN_TITLE}
      description="You are signed in with an account that cannot manage jobs, tests or applicants. If you are an administrator, log out and sign in with your administrator account."
      waysOut={[
        { label: 'Go to the home page', href: ROUTES.home.getHref() },
        { label: 'See open positions', href: ROUTES.careers.list.getHref() },
      ]}
    />
  );
}
