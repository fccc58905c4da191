import type { ReactNode } from 'react';

import { FirebaseSessionProvider } from '@/lib/session/firebase-session-provider';

import { UiProvider } from './ui-provider';

/**
 * The app's providers: the UI ones plus the session. Firebase products are initialised by the
 * modules that use them (src/lib/firebase), so each page loads only the SDKs it needs.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <UiProvider>
      <FirebaseSessionProvider>{children}</FirebaseSessionProvider>
    </UiProvider>
  );
}
