// Word search over Firestore (issue 20): Firestore has no full-text search, so a searchable document
// carries its words, normalised, in an array field that `array-contains` queries match. A word is
// a run of letters and digits, lower-cased with its accents taken off ("Café" and "cafe" are one
// word), so what a recruiter types matches whatever case and accents the text was written with.

/** Words kept per document: a long title never makes a document (or its index entries) huge. */
export const SEARCH_TOKENS_LIMIT = 60;

/** Longest word kept: past it a "word" is a code or a pasted blob, not something anyone types. */
const TOKEN_MAX_LENGTH = 40;

const WORD = /[\p{L}\p{N}]+/gu;
const MARKS = /\p{M}+/gu;

/** The normalised words of `text`, in order, repeats included. */
const wordsOf = (text: string): string[] =>
  (text.normalize('NFKD').replace(MARKS, '').toLowerCase().match(WORD) ?? []).filter(
    (word) => word.length <= TOKEN_MAX_LENGTH,
  );

/** The distinct normalised words of the texts, in order of first appearance, at most SEARCH_TOKENS_LIMIT. */
export const searchTokensOf = (...texts: readonly string[]): string[] =>
  [...new Set(texts.flatMap(wordsOf))].slice(0, SEARCH_TOKENS_LIMIT);

/**
 * The one word a search box's text is looked up by (Firestore allows one `array-contains` per
 * query): its longest word, the most telling one ("senior engineer" → "engineer"), or null when the
 * text has no word.
 */
export const searchWordOf = (text: string): string | null =>
  wordsOf(text).reduce<string | null>(
    (longest, word) => (!longest || word.length > longest.length ? word : longest),
    null,
  );

/** A job's words: its title and its department's name. */
export const jobSearchTokens = (job: { title: string; department: { title: string } }): string[] =>
  searchTokensOf(job.title, job.department.title);
