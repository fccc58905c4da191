import { PageLoader } from '@/components/ui/page-loader';

/** Shown while Firebase restores the session, so no guarded page flashes before a redirect. */
export function SessionPending() {
  return <PageLoader label="Checking your sign-in" />;
}
