import { useQuery } from '@tanstack/react-query';

import { useSession } from '@/lib/session/use-session';

import { getProfileQueryOptions } from './get-profile';

/** The signed-in candidate's uid and email (the wizard pages are behind RequireSignedIn). */
export const useCandidateAccount = () => {
  const session = useSession();
  return session.status === 'signedIn'
    ? { uid: session.user.uid, email: session.user.email ?? '' }
    : { uid: '', email: '' };
};

/** The candidate's own profile, shared by every wizard step (one read, kept in the query cache). */
export const useOwnProfile = () => {
  const { uid } = useCandidateAccount();
  return useQuery({ ...getProfileQueryOptions(uid), enabled: uid !== '' });
};
