import type {
  AttachProfileFileInput,
  EducationAndCareerRequest,
  PersonalDetailsRequest,
  PrivacyAcceptanceRequest,
  SubmitProfileResult,
} from '@careers/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { useCallable } from '@/lib/firebase/use-callable';

import { profileQueryKey } from './get-profile';
import { useCandidateAccount } from './use-own-profile';

/**
 * One of the wizard's callables. Every save changes the profile the tabs are judged on, so the
 * profile is read again once the server has answered.
 */
const useProfileCallable = <Request, Response>(name: string) => {
  const call = useCallable<Request, Response>(name);
  const queryClient = useQueryClient();
  const { uid } = useCandidateAccount();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey(uid) }),
  });
};

export const useSavePersonalDetails = () =>
  useProfileCallable<PersonalDetailsRequest, unknown>('savePersonalDetails');

export const useSaveEducationAndCareer = () =>
  useProfileCallable<EducationAndCareerRequest, unknown>('saveEducationAndCareer');

export const useAcceptPrivacyPolicy = () =>
  useProfileCallable<PrivacyAcceptanceRequest, unknown>('acceptPrivacyPolicy');

export const useAttachProfileFile = () =>
  useProfileCallable<AttachProfileFileInput, unknown>('attachProfileFile');

export const useSubmitProfile = () =>
  useProfileCallable<Record<string, never>, SubmitProfileResult>('submitProfile');
