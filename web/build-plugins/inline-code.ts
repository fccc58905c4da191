import { JSDOM } from 'jsdom';

import { hashSource } from './content-security-policy.ts';

// What in an HTML page the Content-Security-Policy must allow by hash: its inline scripts and
// styles (their exact text), and what no hash can allow (event handler attributes, javascript:
// URLs). Used by the test that ties firebase.json's policy to the built index.html and by
// `npm run csp:hashes`.

export type InlineCode = { kind: 'script' | 'style'; text: string; hash: string };

export type PageInlineCode = {
  /** Inline scripts the browser runs (classic, module, import map, speculation rules). */
  scripts: InlineCode[];
  styles: InlineCode[];
  /** `<script>` elements with a data type (JSON, JSON-LD): never run, not governed by CSP. */
  dataBlocks: { type: string; id: string; text: string }[];
  /** Inline code CSP refuses whatever the hashes: `onload="…"`, `href="javascript:…"`. */
  unhashable: string[];
};

// The JavaScript MIME types of the HTML standard: a script of any other type is a data block.
const JAVASCRIPT_TYPES = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  ...[
    'application/ecmascript',
    'application/javascript',
    'application/x-ecmascript',
    'application/x-javascript',
    'text/ecmascript',
    'text/javascript',
    'text/javascript1.0',
    'text/javascript1.1',
    'text/javascript1.2',
    'text/javascript1.3',
    'text/javascript1.4',
    'text/javascript1.5',
    'text/jscript',
    'text/livescript',
    'text/x-ecmascript',
    'text/x-javascript',
  ],
]);

const scriptType = (script: Element): string => (script.getAttribute('type') ?? '').trim().toLowerCase();

export const inlineCodeOf = (html: string): PageInlineCode => {
  const { document } = new JSDOM(html).window;
  const code = (kind: InlineCode['kind'], element: Element): InlineCode => {
    const text = element.textContent ?? '';
    return { kind, text, hash: hashSource(text) };
  };
  const inlineScripts = [...document.querySelectorAll('script:not([src])')];
  return {
    scripts: inlineScripts
      .filter((script) => JAVASCRIPT_TYPES.has(scriptType(script)))
      .map((script) => code('script', script)),
    styles: [...document.querySelectorAll('style')].map((style) => code('style', style)),
    dataBlocks: inlineScripts
      .filter((script) => !JAVASCRIPT_TYPES.has(scriptType(script)))
      .map((script) => ({ type: scriptType(script), id: script.id, text: script.textContent ?? '' })),
    unhashable: [...document.querySelectorAll('*')].flatMap((element) =>
      [...element.attributes]
        .filter(
          (attribute) =>
            /^on/i.test(attribute.name) ||
            (['href', 'src', 'action', 'formaction'].includes(attribute.name) &&
              /^\s*javascript:/i.test(attribute.value)),
        )
        .map((attribute) => `<${element.localName} ${attribute.name}="${attribute.value}">`),
    ),
  };
};
