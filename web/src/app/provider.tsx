import type { ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider } from 'reactfire';

import { FirebaseSessionProvider } from '@/features/auth/components/firebase-session-provider';
import { auth } from '@/lib/firebase/auth';
import { firebaseApp } from '@/lib/firebase/app';

import { UiProvider } from './ui-provider';

/** The app's providers: the UI ones plus Firebase (through reactfire) and the session. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <UiProvider>
      <FirebaseAppProvider firebaseApp={firebaseApp}>
        <AuthProvider sdk={auth}>
          <FirebaseSessionProvider>{children}</FirebaseSessionProvider>
        </AuthProvider>
      </FirebaseAppProvider>
    </UiProvider>
  );
}
