// The single place that creates the Firebase app. Other modules in this folder add one product each;
// components never import the Firebase SDK (STYLE.md).
import { initializeApp, type FirebaseOptions } from 'firebase/app';

import { env } from '@/config/env';

const options: FirebaseOptions = {
  projectId: env.firebase.projectId,
  apiKey: env.firebase.apiKey,
  authDomain: env.firebase.authDomain,
  storageBucket: env.firebase.storageBucket,
  ...(env.firebase.appId ? { appId: env.firebase.appId } : {}),
};

export const firebaseApp = initializeApp(options);

/** Base URL of an emulator on the configured host. */
export const emulatorUrl = (port: number): string => `http://${env.emulators.host}:${String(port)}`;
