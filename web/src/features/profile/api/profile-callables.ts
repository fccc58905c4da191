import { useCallableMutation } from '@/hooks/use-callable-mutation';

import { profileQueryKey } from './get-profile';
import { useCandidateAccount } from './use-own-profile';

/**
 * The wizard's callables. Every save changes the profile the tabs are judged on, so the profile is
 * read again once the server has answered.
 */
type ProfileCallable =
  | 'savePersonalDetails'
  | 'saveEducationAndCareer'
  | 'acceptPrivacyPolicy'
  | 'attachProfileFile'
  | 'submitProfile';

const useProfileCallable = <N extends ProfileCallable>(name: N) => {
  const { uid } = useCandidateAccount();
  return useCallableMutation(name, { invalidates: [profileQueryKey(uid)] });
};

export const useSavePersonalDetails = () => useProfileCallable('savePersonalDetails');
export const useSaveEducationAndCareer = () => useProfileCallable('saveEducationAndCareer');
export const useAcceptPrivacyPolicy = () => useProfileCallable('acceptPrivacyPolicy');
export const useAttachProfileFile = () => useProfileCallable('attachProfileFile');
export const useSubmitProfile = () => useProfileCallable('submitProfile');
