import { JOB_INDEX_ENTRY_MAX_BYTES, JOB_INDEX_EXCERPT_LENGTH } from '../constants/limits.ts';
import type { Job, JobIndexEntry } from '../types/job.ts';
import { compareJobs } from './careers-filter.ts';

// The open-jobs index (`jobIndex/open` and, past JOB_INDEX_SHARD_CAPACITY jobs, further shards; see
// ./job-index-shards.ts) is what the careers page reads: a compact summary of every listed job. The
// jobs service updates it in the same transaction as every job write (ARCHITECTURE section 3), so
// these rules decide what a visitor can find and must be identical wherever they run.

const BLOCK_TAGS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
]);

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  bull: '•',
  middot: '·',
  copy: '©',
  reg: '®',
  trade: '™',
  deg: '°',
  euro: '€',
  pound: '£',
  times: '×',
  shy: '',
};

const decodeCodePoint = (codePoint: number, original: string): string =>
  // NUL, surrogates and out-of-range values are not characters; keep the text as written.
  codePoint > 0 && codePoint <= 0x10ffff && (codePoint < 0xd800 || codePoint > 0xdfff)
    ? String.fromCodePoint(codePoint)
    : original;

/** Decodes named (common ones), decimal and hex entities in one pass, so `&amp;lt;` becomes `&lt;`. */
export const decodeHtmlEntities = (text: string): string =>
  text.replace(/&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z]{2,8});/g, (match, body: string) => {
    if (body[0] === '#') {
      const hex = body[1] === 'x' || body[1] === 'X';
      return decodeCodePoint(Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10), match);
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? match;
  });

/**
 * Plain text of rich-text HTML for teasers and search: drops comments, scripts and styles, turns
 * block boundaries into spaces (so `<p>a</p><p>b</p>` reads "a b" while `<b>Spin</b>ning` stays one
 * word), decodes entities after the tags are gone (so an escaped `&lt;b&gt;` stays text) and
 * collapses whitespace. Not a sanitizer: the output is text, never HTML.
 */
export const htmlToPlainText = (html: string): string =>
  decodeHtmlEntities(
    html
      .replace(/<!--[\s\S]*?(?:-->|$)/g, ' ')
      .replace(/<(script|style)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi, ' ')
      .replace(/<\/?([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>/g, (_tag, name: string) =>
        BLOCK_TAGS.has(name.toLowerCase()) ? ' ' : '',
      ),
  )
    // Same result as /\s+/g → ' ', but single spaces (most of them) are not matched and rewritten:
    // several times faster on long descriptions.
    .replace(/\s{2,}|[^\S ]/g, ' ')
    .trim();

/** Text that ends a teaser badly: a dangling comma or dash before the ellipsis. */
const TRAILING_JOINERS = /[\s,;:–—-]+$/;

/**
 * Cuts `text` to at most `maxLength` characters (the '…' included) at a word boundary. A single
 * word longer than half the budget is cut inside the word rather than leaving a stub.
 */
export const truncateAtWord = (text: string, maxLength: number): string => {
  if (text.length <= maxLength) return text;
  if (maxLength <= 1) return text.slice(0, Math.max(0, maxLength));
  const budget = maxLength - 1; // room for '…'
  let cut = /\s/.test(text.charAt(budget)) ? budget : text.lastIndexOf(' ', budget);
  if (cut < budget / 2) cut = budget;
  // Never split a surrogate pair (emoji, rare CJK) in half.
  const code = text.charCodeAt(cut - 1);
  if (code >= 0xd800 && code <= 0xdbff) cut -= 1;
  return `${text.slice(0, cut).replace(TRAILING_JOINERS, '')}…`;
};

/** The card teaser: plain text of the description, at most JOB_INDEX_EXCERPT_LENGTH characters. */
export const jobExcerpt = (descriptionHtml: string, maxLength: number = JOB_INDEX_EXCERPT_LENGTH): string =>
  truncateAtWord(htmlToPlainText(descriptionHtml), maxLength);

/**
 * Public means open, not hidden (bulk "delete" hides) and not deleted. Everything else stays
 * admin-only. firestore.rules' jobs rule says the same.
 */
export const isListedPublicly = (job: Pick<Job, 'status' | 'hidden' | 'deleted'>): boolean =>
  job.status === 'open' && !job.hidden && !job.deleted;

/**
 * The compact index entry of one job: only what the careers card and filters need, at most
 * JOB_INDEX_ENTRY_MAX_BYTES (fitIndexEntry), so that a full index document always fits Firestore's
 * limit whatever its neighbours are.
 */
export const toJobIndexEntry = (id: string, job: Job): JobIndexEntry =>
  fitIndexEntry({
    id,
    ...(job.slug !== undefined && job.slug !== id ? { slug: job.slug } : {}),
    title: job.title,
    excerpt: jobExcerpt(job.description),
    location: job.location,
    jobType: job.jobType,
    experience: job.experience,
    careerLevel: job.careerLevel,
    // Copy id and title only: a snapshot may carry more, and every byte here is paid 2,000 times.
    department: { id: job.department.id, title: job.department.title },
    company: { id: job.company.id, title: job.company.title },
    postedAt: job.postedAt.getTime(),
    endDate: job.endDate.getTime(),
  });

// ---------------------------------------------------------------------------------------------
// Document size, by Firestore's published rules (firebase.google.com/docs/firestore/storage-size):
// string = UTF-8 bytes + 1; number, timestamp = 8; boolean, null = 1; array = sum of its values;
// map = sum of (key string + value); document = name + fields + 32.

/** UTF-8 length without TextEncoder (not in the domain's ES-only lib); lone surrogates count 3. */
export const utf8ByteLength = (text: string): number => {
  let bytes = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && index + 1 < text.length) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        index += 1;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
};

/** Stored size of one Firestore field value. */
export const firestoreValueBytes = (value: unknown): number => {
  if (value === null || value === undefined || typeof value === 'boolean') return 1;
  if (typeof value === 'number' || value instanceof Date) return 8;
  if (typeof value === 'string') return utf8ByteLength(value) + 1;
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + firestoreValueBytes(item), 0);
  if (typeof value === 'object') {
    let bytes = 0;
    for (const [key, inner] of Object.entries(value))
      bytes += utf8ByteLength(key) + 1 + firestoreValueBytes(inner);
    return bytes;
  }
  return 8;
};

/** Stored size of a document's name: each path segment + 1, plus 16. */
export const documentNameBytes = (path: string): number =>
  path.split('/').reduce((sum, segment) => sum + utf8ByteLength(segment) + 1, 16);

/**
 * Estimated stored size of one index document (`jobIndex/open` by default) holding these entries,
 * with its other fields (`updatedAt`, and `shardIds` for the first document).
 */
export const estimateIndexBytes = (
  entries: readonly JobIndexEntry[],
  options: { path?: string; shardIds?: readonly string[] } = {},
): number =>
  documentNameBytes(options.path ?? 'jobIndex/open') +
  32 +
  firestoreValueBytes({
    jobs: entries,
    updatedAt: new Date(0),
    ...(options.shardIds ? { shardIds: options.shardIds } : {}),
  });

/**
 * Keeps one entry within `maxBytes` by shortening its excerpt (at a word, with '…') to the longest
 * length that fits: a shorter teaser is a better failure than a job nobody can find. An entry whose
 * other fields alone are too large keeps an empty excerpt; the shard layout then counts its real size.
 */
export const fitIndexEntry = (
  entry: JobIndexEntry,
  maxBytes: number = JOB_INDEX_ENTRY_MAX_BYTES,
): JobIndexEntry => {
  const bytes = firestoreValueBytes(entry);
  if (bytes <= maxBytes) return entry;
  // Only the excerpt changes: size(length) = everything else + the excerpt's own bytes.
  const fixed = bytes - utf8ByteLength(entry.excerpt);
  const fits = (length: number) => fixed + utf8ByteLength(truncateAtWord(entry.excerpt, length)) <= maxBytes;
  // Binary search for the longest length that fits: the size never shrinks as the length grows.
  let low = 0;
  let high = entry.excerpt.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(middle)) low = middle;
    else high = middle - 1;
  }
  return { ...entry, excerpt: truncateAtWord(entry.excerpt, low) };
};

/**
 * Every publicly listed job as an index entry, newest first (the careers page's default sort). The
 * shard layout of these entries is buildJobIndexLayout's (./job-index-shards.ts).
 */
export const buildJobIndex = (jobs: readonly { id: string; job: Job }[]): JobIndexEntry[] =>
  jobs
    .filter(({ job }) => isListedPublicly(job))
    .map(({ id, job }) => toJobIndexEntry(id, job))
    .sort(compareJobs('newest'));
