import type { JobInput } from '@careers/domain';
import sanitizeHtml from 'sanitize-html';

// The job form's rich text (description, skills) is HTML from an editor in an admin's browser. It is
// shown to every visitor, so what is stored is cut down to the formatting the editor offers:
// anything else (scripts, event handlers, styles, iframes, javascript: links) never reaches the
// database. The web app sanitizes again on display (DOMPurify), for anything stored before this.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'a',
    'code',
    'pre',
    'hr',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  transformTags: {
    // Links open in a new tab without giving it a handle on our page.
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
  },
};

export const sanitizeJobHtml = (html: string): string => sanitizeHtml(html, OPTIONS).trim();

/** The text a piece of HTML shows, without its markup. */
export const plainTextOf = (html: string): string =>
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim();

/** The job's fields with its rich text sanitized; a skill that was only markup is dropped. */
export const withSanitizedHtml = (fields: JobInput): JobInput => ({
  ...fields,
  description: sanitizeJobHtml(fields.description),
  skills: fields.skills.map(sanitizeJobHtml).filter((skill) => plainTextOf(skill) !== ''),
});
