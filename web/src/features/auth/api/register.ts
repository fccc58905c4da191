import { COLLECTIONS, CONVERTERS, type RegisterInput } from '@careers/domain';
import { newProfile } from '@careers/domain/rules';
import { useMutation } from '@tanstack/react-query';

import { auth, createUserWithEmailAndPassword, updateProfile } from '@/lib/firebase/auth-sdk';
import { firestoreConverter } from '@/lib/firebase/converter';
import { sendVerificationEmail } from '@/lib/firebase/email-verification';
import { loadFirestore } from '@/lib/firebase/load-firestore';

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
 * confirmation email. Only creating the account can fail the registration: once it exists the
 * visitor is signed in, and the rest is repaired later (the wizard's first step saves the profile
 * and the names, the banner sends the email again).
 */
export const register = async (request: RegisterRequest): Promise<RegisterResult> => {
  const { user } = await createUserWithEmailAndPassword(auth, request.email, request.password);
  const email = user.email ?? request.email;

  try {
    await updateProfile(user, { displayName: `${request.firstName} ${request.lastName}` });
    // A fresh ID token carries the name, and the session (which follows token changes) picks it up.
    await user.getIdToken(true);
  } catch (error) {
    console.error('Could not set the account name', error);
  }

  try {
    const { db, doc, setDoc } = await loadFirestore();
    await setDoc(
      doc(db, COLLECTIONS.profiles, user.uid).withConverter(profileConverter),
      newProfile({ ...request, email }, new Date()),
    );
  } catch (error) {
    console.error('Could not create the profile document', error);
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
