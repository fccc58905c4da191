import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';

import { AppProvider } from './provider';
import { createAppRouter, type AppRouter } from './router';

/** `router`: the app's router, when the caller has created it already (src/main.tsx does). */
export function App({ router: givenRouter }: { router?: AppRouter }) {
  const [router] = useState(() => givenRouter ?? createAppRouter());

  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
