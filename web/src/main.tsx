import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

const root = createRoot(container);
// The first render as a transition: React renders in slices and yields to the browser between
// them, so a slow phone stays responsive while the app starts (as hydration does).
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
