import type { ReactNode } from 'react';
import { use } from 'react';
import { AuthProvider, FirebaseAppProvider, FunctionsProvider } from 'reactfire';

import { loadSignedInSdks, SignedInSdksContext, StorageLoaderContext } from './signed-in-sdks';

/**
 * reactfire's providers for the signed-in areas (candidate, test, account and admin pages):
 * `useSigninCheck` and `useFunctions` work below it, and `useStorageSdk` (the Storage SDK loads on
 * first use, not before the page's first paint). Public pages
 * never render it, so reactfire and the SDKs it needs stay out of their JavaScript. Suspends until
 * the instances have loaded: render it inside a Suspense boundary.
 */
export function SignedInFirebaseProviders({ children }: { children: ReactNode }) {
  const sdks = use(SignedInSdksContext) ?? use(loadSignedInSdks());
  return (
    <FirebaseAppProvider firebaseApp={sdks.app}>
      <AuthProvider sdk={sdks.auth}>
        <FunctionsProvider sdk={sdks.functions}>
          <StorageLoaderContext value={sdks.loadStorage}>{children}</StorageLoaderContext>
        </FunctionsProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
