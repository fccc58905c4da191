import { documentTitle, SITE } from '@/config/site';

type DocumentMetaProps = {
  /** The page's own title; the group's name is appended ('… — Textile Group'). */
  title: string;
  /** The meta description search engines show under the title (default: the site's). */
  description?: string;
  /** Absolute canonical URL of the page (`<link rel="canonical">`). */
  canonicalUrl?: string;
  /** Keep the page out of search results (a job that is no longer open). */
  noIndex?: boolean;
};

/**
 * The page's `<title>`, meta description, canonical link and robots rule, rendered where the page
 * renders and hoisted into `<head>` by React 19 (which takes them out again when the page goes).
 * One per page: every page frame renders it (PageShell, AuthCard, the error page) or the page
 * itself (landing, careers, job). index.html keeps only the site's title for the first paint, so
 * the head never holds two descriptions.
 */
export function DocumentMeta({
  title,
  description = SITE.description,
  canonicalUrl,
  noIndex = false,
}: DocumentMetaProps) {
  return (
    <>
      <title>{documentTitle(title)}</title>
      <meta name="description" content={description} />
      {canonicalUrl ? <link rel="canonical" href={canonicalUrl} /> : null}
      {noIndex ? <meta name="robots" content="noindex" /> : null}
    </>
  );
}
