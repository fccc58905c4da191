import { COLLECTIONS, CONVERTERS, MESSAGES, type RegisterInput } from '@careers/domain';
import { newProfile } from '@careers/domain/rules';
import { useMutation } from '@tanstack/react-query';

import { auth, createUserWithEmailAndPassword, updateProfile } from '@/lib/firebase/auth-sdk';
import { firestoreConverter } from '@/lib/firebase/converter';
import { sendVerificationEmail } from '@/lib/firebase/email-verification';
import { loadFirestore } from '@/lib/firebase/load-firestore';

import { AccountFormError } from '../utils/auth-errors';

const profileConverter = firestoreConverter(CONVERTERS.profiles);

export type RegisterRequest = Pick<
  RegisterInput,
  'firstName' | 'middleName' | 'lastName' | 'email' | 'password'
> & {
  /** The job the visitor wanted to apply for (`/register?jobId=` or `?job_id=`), or null. */
  jobId: string | null;
};

export type RegisterResult = { uid: string; email: string; verificationEmailSent: boolean };

/**
 * Creates the account (which signs the visitor in), names it 'First Last' (the header greets the
 * candidate by first name), creates the candidate's `profiles/{uid}` document and asks for the
 * confirmation email. Creating the account or the profile can fail the registration: without a
 * profile the visitor is told (AccountFormError, MESSAGES.profileNotCreated) and presses Create
 * account again, which, the account made by the first try being still signed in, creates only the
 * profile (issue 31: an account left without one was never reviewed for retention). The name and
 * the email are repaired later (the wizard's first step saves the names, the banner sends the
 * email again).
 */
export const register = async (request: RegisterRequest): Promise<RegisterResult> => {
  // A retry after the profile could not be created: the account that try made is signed in.
  const retried = auth.currentUser?.email === request.email ? auth.currentUser : null;
  const user = retried ?? (await createUserWithEmailAndPassword(auth, request.email, request.password)).user;
  const email = user.email ?? request.email;

  try {
    await updateProfile(user, { displayName: `${request.firstName} ${request.lastName}` });
    // A fresh ID token carries the name, and the session (which follows token changes) picks it up.
    await user.getIdToken(true);
  } catch (error) {
    console.error('Could not set the account name', error);
  }

  try {
    const { db, doc, getDoc, setDoc } = await loadFirestore();
    const profile = doc(db, COLLECTIONS.profiles, user.uid).withConverter(profileConverter);
    // The first try's write may have reached the server though its answer did not.
    if (!retried || !(await getDoc(profile)).exists()) {
      await setDoc(profile, newProfile({ ...request, email }, new Date()));
    }
  } catch (error) {
    console.error('Could not create the profile document', error);
    throw new AccountFormError(MESSAGES.profileNotCreated);
  }

  let verificationEmailSent = true;
  try {
    await sendVerificationEmail();
  } catch (error) {
    verificationEmailSent = false;
    console.error('Could not send the confirmation email', error);
  }

  return { uid: user.uid, email, verificationEmailSent };
};

export const useRegister = () => useMutation({ mutationFn: register });
