import { MyApplicationsPage } from '@/features/applications/components/my-applications-page';

/** /my-applications: the signed-in candidate's applications and their timelines. */
export function MyApplicationsRoute() {
  return <MyApplicationsPage />;
}
