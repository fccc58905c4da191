import { COLLECTIONS, type LoginInput } from '@careers/domain';
import type { Role } from '@careers/domain/constants';
import { roleFromClaims } from '@careers/domain/rules';
import { useMutation } from '@tanstack/react-query';

import { auth, getIdTokenResult, signInWithEmailAndPassword } from '@/lib/firebase/auth-sdk';
import { loadFirestore } from '@/lib/firebase/load-firestore';

export type SignInResult = { uid: string; role: Role; termsAccepted: boolean; emailVerified: boolean };

/** Whether the candidate accepted the terms (their profile's `termsAndConditions`). */
const hasAcceptedTerms = async (uid: string): Promise<boolean> => {
  try {
    const { db, doc, getDoc } = await loadFirestore();
    const snapshot = await getDoc(doc(db, COLLECTIONS.profiles, uid));
    return snapshot.get('termsAndConditions') === true;
  } catch (error) {
    // Unreadable profile: treat as not accepted, which leads to the wizard's first step.
    console.error('Could not read the profile after signing in', error);
    return false;
  }
};

/** Signs in with email and password; returns what decides the page to go to next. */
export const signIn = async ({ email, password }: LoginInput): Promise<SignInResult> => {
  const { user } = await signInWithEmailAndPassword(auth, email, password);
  const role = roleFromClaims((await getIdTokenResult(user)).claims);
  const termsAccepted = role === 'user' ? await hasAcceptedTerms(user.uid) : false;
  return { uid: user.uid, role, termsAccepted, emailVerified: user.emailVerified };
};

export const useSignIn = () => useMutation({ mutationFn: signIn });
