import { useEffect } from 'react';

import { documentTitle } from '@/config/site';

/** Sets `document.title` to '{pageTitle} — {group name}' while the page is shown. */
export const useDocumentTitle = (pageTitle: string): void => {
  useEffect(() => {
    document.title = documentTitle(pageTitle);
  }, [pageTitle]);
};
