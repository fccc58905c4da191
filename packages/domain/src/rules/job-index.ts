import { JOB_INDEX_EXCERPT_LENGTH, JOB_INDEX_MAX_BYTES } from '../constants/limits.ts';
import type { Job, JobIndexEntry } from '../types/job.ts';
import { compareJobs } from './careers-filter.ts';

// `jobIndex/open` is the one public document the careers page reads: a compact summary of every
// listed job. The save-job callable rebuilds it in the same transaction as the job (ARCHITECTURE
// section 3), so these rules decide what a visitor can find and must be identical wherever they run.

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

/** Public means open and not hidden (bulk "delete" hides). Everything else stays admin-only. */
export const isListedPublicly = (job: Pick<Job, 'status' | 'hidden'>): boolean =>
  job.status === 'open' && !job.hidden;

/** The compact index entry of one job: only what the careers card and filters need. */
export const toJobIndexEntry = (id: string, job: Job): JobIndexEntry => ({
  id,
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

/** Name size of `jobIndex/open`: each path segment + 1, plus 16. */
const JOB_INDEX_NAME_BYTES = 'jobIndex'.length + 1 + 'open'.length + 1 + 16;

/**
 * Estimated stored size of the whole `jobIndex/open` document ({ jobs, updatedAt }) holding these
 * entries. The save-job callable compares it with JOB_INDEX_MAX_BYTES before writing.
 */
export const estimateIndexBytes = (entries: readonly JobIndexEntry[]): number =>
  JOB_INDEX_NAME_BYTES + 32 + firestoreValueBytes({ jobs: entries, updatedAt: new Date(0) });

/**
 * Keeps the index under `maxBytes` by shortening excerpts (all of them, to the longest common
 * length that fits) rather than dropping jobs: a shorter teaser is a better failure than a job
 * nobody can find. Returns the entries unchanged when they already fit, and `null` when even empty
 * excerpts do not fit (then the caller must refuse the save and say why).
 */
export const fitJobIndex = (
  entries: readonly JobIndexEntry[],
  maxBytes: number,
): { entries: JobIndexEntry[]; excerptLength: number } | null => {
  const longest = entries.reduce((max, entry) => Math.max(max, entry.excerpt.length), 0);
  const total = estimateIndexBytes(entries);
  if (total <= maxBytes) return { entries: [...entries], excerptLength: longest };
  // Only the excerpts change, so size(length) = everything else + the excerpts' own bytes.
  const excerptBytes = (length: number) =>
    entries.reduce((sum, entry) => sum + utf8ByteLength(truncateAtWord(entry.excerpt, length)), 0);
  const fixed = total - excerptBytes(longest);
  if (fixed > maxBytes) return null;
  // Binary search for the longest length that fits: size never shrinks as the length grows.
  let low = 0;
  let high = longest;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fixed + excerptBytes(middle) <= maxBytes) low = middle;
    else high = middle - 1;
  }
  return {
    entries: entries.map((entry) => ({ ...entry, excerpt: truncateAtWord(entry.excerpt, low) })),
    excerptLength: low,
  };
};

/** Thrown by buildJobIndex when the listed jobs cannot fit one document even without teasers. */
export class JobIndexTooLargeError extends Error {
  readonly entryCount: number;
  readonly bytes: number;
  readonly maxBytes: number;

  constructor(entryCount: number, bytes: number, maxBytes: number) {
    super(
      `The job index of ${entryCount} jobs needs ${bytes} bytes even without excerpts; the limit is ${maxBytes}.`,
    );
    this.name = 'JobIndexTooLargeError';
    this.entryCount = entryCount;
    this.bytes = bytes;
    this.maxBytes = maxBytes;
  }
}

/**
 * Every publicly listed job as an index entry, newest first (the careers page's default sort),
 * guaranteed to fit `maxBytes`. With realistic jobs (~510 bytes each at full excerpt length) about
 * 1,750 fit as they are; past that the excerpts are shortened (fitJobIndex: ~157 characters at
 * 2,000 jobs). Past roughly 3,000 jobs it throws JobIndexTooLargeError, so the save fails with a
 * clear reason instead of Firestore rejecting the write.
 */
export const buildJobIndex = (
  jobs: readonly { id: string; job: Job }[],
  maxBytes: number = JOB_INDEX_MAX_BYTES,
): JobIndexEntry[] => {
  const entries = jobs
    .filter(({ job }) => isListedPublicly(job))
    .map(({ id, job }) => toJobIndexEntry(id, job))
    .sort(compareJobs('newest'));
  const fitted = fitJobIndex(entries, maxBytes);
  if (!fitted) throw tooLarge(entries, maxBytes);
  return fitted.entries;
};

const tooLarge = (entries: readonly JobIndexEntry[], maxBytes: number): JobIndexTooLargeError =>
  new JobIndexTooLargeError(
    entries.length,
    estimateIndexBytes(entries.map((entry) => ({ ...entry, excerpt: '' }))),
    maxBytes,
  );

/**
 * The index after one job was saved or deleted (`job` null), without re-reading every job: the
 * save-job transaction reads `jobIndex/open` and the one job. The entry is replaced, added or removed
 * according to isListedPublicly, the order stays newest first and the size budget is kept. Excerpts
 * shortened by an earlier fit stay short until buildJobIndex rebuilds from all jobs.
 */
export const upsertJobIndexEntry = (
  entries: readonly JobIndexEntry[],
  id: string,
  job: Job | null,
  maxBytes: number = JOB_INDEX_MAX_BYTES,
): JobIndexEntry[] => {
  const others = entries.filter((entry) => entry.id !== id);
  const next = job && isListedPublicly(job) ? [...others, toJobIndexEntry(id, job)] : others;
  next.sort(compareJobs('newest'));
  const fitted = fitJobIndex(next, maxBytes);
  if (!fitted) throw tooLarge(next, maxBytes);
  return fitted.entries;
};
