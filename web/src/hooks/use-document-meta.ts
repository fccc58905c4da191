import { useEffect } from 'react';

import { documentTitle } from '@/config/site';

type DocumentMeta = {
  /** The page's own title; the group's name is appended ('… — Textile Group'). */
  title: string;
  /** The meta description search engines show under the title. */
  description?: string;
  /** Absolute canonical URL of the page (`<link rel="canonical">`). */
  canonicalUrl?: string;
  /** Keep the page out of search results (a job that is no longer open). */
  noIndex?: boolean;
};

const headElement = <T extends HTMLElement>(selector: string, create: () => T): T => {
  const existing = document.head.querySelector<T>(selector);
  if (existing) return existing;
  const element = create();
  document.head.append(element);
  return element;
};

const metaNamed = (name: string): HTMLMetaElement =>
  headElement(`meta[name="${name}"]`, () => {
    const element = document.createElement('meta');
    element.name = name;
    return element;
  });

/**
 * Sets `document.title` and the meta description while the page is shown and puts back what was
 * there before when it goes (the next page sets its own, or the site-wide one from index.html).
 */
export const useDocumentMeta = ({
  title,
  description,
  canonicalUrl,
  noIndex = false,
}: DocumentMeta): void => {
  useEffect(() => {
    const previousTitle = document.title;
    document.title = documentTitle(title);
    return () => {
      document.title = previousTitle;
    };
  }, [title]);

  useEffect(() => {
    if (description === undefined) return;
    const element = metaNamed('description');
    const previous = element.content;
    element.content = description;
    return () => {
      element.content = previous;
    };
  }, [description]);

  useEffect(() => {
    if (!canonicalUrl) return;
    const element = document.createElement('link');
    element.rel = 'canonical';
    element.href = canonicalUrl;
    document.head.append(element);
    return () => {
      element.remove();
    };
  }, [canonicalUrl]);

  useEffect(() => {
    if (!noIndex) return;
    const element = document.createElement('meta');
    element.name = 'robots';
    element.content = 'noindex';
    document.head.append(element);
    return () => {
      element.remove();
    };
  }, [noIndex]);
};
