import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { Config, DOMPurify } from 'dompurify';
import { use, useMemo, type ElementType } from 'react';

import { afterFirstPaint } from '@/utils/after-first-paint';

// Job descriptions and key requirements are rich text written in the admin's editor: shown as
// HTML, always through DOMPurify. DOMPurify is loaded on demand, once the page's first paint is on
// screen: it is not needed for that paint, and would otherwise share the network with what is.

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option'],
  FORBID_ATTR: ['style', 'class', 'id'],
};

let sanitizer: Promise<DOMPurify> | null = null;

/** DOMPurify, configured: loaded once, after the page's first paint (see above). */
export const loadSanitizer = (): Promise<DOMPurify> => {
  sanitizer ??= new Promise<void>((resolve) => {
    afterFirstPaint(resolve);
  })
    .then(() => import('dompurify'))
    .then(({ default: createDOMPurify }) => {
      // An instance of our own, configured once (`sanitize(html, config)` would parse the
      // configuration again on every call, once per key requirement).
      const purify = createDOMPurify(window);
      purify.setConfig(CONFIG);
      // Links that open a new tab must not get a handle on this one.
      purify.addHook('afterSanitizeAttributes', (node) => {
        if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
          node.setAttribute('rel', 'noopener noreferrer');
        }
      });
      return purify;
    });
  return sanitizer;
};

/** Sanitized HTML as a string (for JSON-LD and the like). */
export const sanitizeHtml = (purify: DOMPurify, html: string): string => purify.sanitize(html);

/** Suspends until the sanitizer has loaded. */
export const useSanitizer = (): DOMPurify => use(loadSanitizer());

type SanitizedHtmlProps = {
  html: string;
  component?: ElementType;
  sx?: SxProps<Theme>;
};

/** Rich text from the database, sanitized. Render inside a Suspense boundary. */
export function SanitizedHtml({ html, component = 'div', sx }: SanitizedHtmlProps) {
  const purify = useSanitizer();
  const clean = useMemo(() => sanitizeHtml(purify, html), [purify, html]);
  return <Box component={component} sx={sx} dangerouslySetInnerHTML={{ __html: clean }} />;
}
