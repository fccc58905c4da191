import { TeamPage } from '@/features/team/components/team-page';

/** /team: the admin team (the team feature). */
export function TeamRoute() {
  return <TeamPage />;
}
