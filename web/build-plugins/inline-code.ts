import { parse, type DefaultTreeAdapterTypes } from 'parse5';

import { hashSource } from './content-security-policy.ts';

// The inline code of an HTML page as a Content-Security-Policy sees it: the inline scripts it must
// allow by hash (their exact text), inline styles, data blocks it does not govern, and what no hash
// can allow (event handler attributes, javascript: URLs). Used by the test that ties firebase.json's
// policy to the built index.html and by `npm run csp:hashes`.

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

type Element = DefaultTreeAdapterTypes.Element;
type Node = DefaultTreeAdapterTypes.Node;

/** Every element of the tree, in document order (template contents included). */
const elementsOf = (node: Node): Element[] => {
  const children = [
    ...('childNodes' in node ? node.childNodes : []),
    ...('content' in node ? [node.content] : []),
  ];
  const own = 'tagName' in node ? [node] : [];
  return [...own, ...children.flatMap(elementsOf)];
};

const attribute = (element: Element, name: string): string | undefined =>
  element.attrs.find((attr) => attr.name === name)?.value;

/** An element's text as the browser hashes it: its text children, joined. */
const textOf = (element: Element): string =>
  element.childNodes
    .map((child) => (child.nodeName === '#text' && 'value' in child ? child.value : ''))
    .join('');

const scriptType = (script: Element): string => (attribute(script, 'type') ?? '').trim().toLowerCase();

/** Parsed as browsers parse it (parse5, the HTML standard's algorithm, which jsdom uses too). */
export const inlineCodeOf = (html: string): PageInlineCode => {
  const elements = elementsOf(parse(html));
  const code = (kind: InlineCode['kind'], element: Element): InlineCode => {
    const text = textOf(element);
    return { kind, text, hash: hashSource(text) };
  };
  const inlineScripts = elements.filter(
    (element) => element.tagName === 'script' && attribute(element, 'src') === undefined,
  );
  return {
    scripts: inlineScripts
      .filter((script) => JAVASCRIPT_TYPES.has(scriptType(script)))
      .map((script) => code('script', script)),
    styles: elements.filter((element) => element.tagName === 'style').map((style) => code('style', style)),
    dataBlocks: inlineScripts
      .filter((script) => !JAVASCRIPT_TYPES.has(scriptType(script)))
      .map((script) => ({
        type: scriptType(script),
        id: attribute(script, 'id') ?? '',
        text: textOf(script),
      })),
    unhashable: elements.flatMap((element) =>
      element.attrs
        .filter(
          (attr) =>
            /^on/i.test(attr.name) ||
            (['href', 'src', 'action', 'formaction'].includes(attr.name) &&
              /^\s*javascript:/i.test(attr.value)),
        )
        .map((attr) => `<${element.tagName} ${attr.name}="${attr.value}">`),
    ),
  };
};
