import { useParams } from 'react-router-dom';

import { AcceptInvitationScreen } from '@/features/team/components/accept-invitation-screen';

/** /admin-invitation/{token}: the admin team's mailed invitation (the team feature). */
export function AcceptAdminInvitationRoute() {
  return <AcceptInvitationScreen token={useParams()['token'] ?? ''} />;
}
