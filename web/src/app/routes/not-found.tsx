import { ROUTES } from '@careers/domain/constants';

import { DeadEndPage } from '@/components/errors/dead-end-page';

export function NotFoundRoute() {
  return (
    <DeadEndPage
      title="Page not found"
      description="The page you were looking for does not exist or has moved. It may have been a job that is no longer open."
      waysOut={[
        { label: 'See open positions', href: ROUTES.careers.list.getHref() },
        { label: 'Go to the home page', href: ROUTES.home.getHref() },
      ]}
    />
  );
}
