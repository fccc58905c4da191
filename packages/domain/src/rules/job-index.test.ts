import { describe, expect, it } from 'vitest';
import { JOB_INDEX_EXCERPT_LENGTH, JOB_INDEX_MAX_BYTES } from '../constants/limits.ts';
import { generateIndexEntries, generateJobs, makeIndexEntry, makeJob } from './fixtures/job-fixtures.ts';
import {
  JobIndexTooLargeError,
  buildJobIndex,
  decodeHtmlEntities,
  estimateIndexBytes,
  firestoreValueBytes,
  fitJobIndex,
  htmlToPlainText,
  isListedPublicly,
  jobExcerpt,
  toJobIndexEntry,
  truncateAtWord,
  upsertJobIndexEntry,
  utf8ByteLength,
} from './job-index.ts';

const FIRESTORE_DOCUMENT_LIMIT = 1_048_576;

describe('htmlToPlainText', () => {
  it('strips tags, keeping words apart across block boundaries and together across inline tags', () => {
    expect(
      htmlToPlainText(
        '<p>Run the floor.</p><p>Lead <b>the</b> team.</p><ul><li>Shifts</li><li>ERP</li></ul>',
      ),
    ).toBe('Run the floor. Lead the team. Shifts ERP');
    expect(htmlToPlainText('<strong>Spin</strong>ning and weav<em>ing</em>')).toBe('Spinning and weaving');
    expect(htmlToPlainText('Line one<br>Line two<br/>Line three')).toBe('Line one Line two Line three');
  });

  it('drops comments, scripts and styles with their content', () => {
    expect(
      htmlToPlainText(
        '<style>p{color:red}</style><!-- draft --><p>Visible</p><script>alert("x")</script> text',
      ),
    ).toBe('Visible text');
  });

  it('decodes entities after the tags are gone, so escaped markup stays text', () => {
    expect(htmlToPlainText('<p>R&amp;D &lt;b&gt;not bold&lt;/b&gt;</p>')).toBe('R&D <b>not bold</b>');
  });

  it('collapses whitespace, including non-breaking spaces and newlines', () => {
    expect(htmlToPlainText('  <p>\n\tA&nbsp;&nbsp;B \u00a0 C\r\n</p>  ')).toBe('A B C');
  });
});

describe('decodeHtmlEntities', () => {
  it('decodes the common named entities and numeric ones', () => {
    expect(
      decodeHtmlEntities('&quot;Q&quot; &apos;A&#39; &ndash; &mdash; &hellip; &rsquo;s &#8364;5 &#x263A;'),
    ).toBe('"Q" \'A\' – — … ’s €5 ☺');
  });

  it('decodes once: &amp;lt; is the text &lt;', () => {
    expect(decodeHtmlEntities('&amp;lt;')).toBe('&lt;');
  });

  it('leaves unknown names and invalid code points as written', () => {
    expect(decodeHtmlEntities('&bogus; &#0; &#xD800; &#x110000; & alone')).toBe(
      '&bogus; &#0; &#xD800; &#x110000; & alone',
    );
  });
});

describe('truncateAtWord and jobExcerpt', () => {
  it('leaves short text alone', () => {
    expect(truncateAtWord('Short text', 20)).toBe('Short text');
    expect(truncateAtWord('x'.repeat(20), 20)).toBe('x'.repeat(20));
  });

  it("cuts at a word boundary and ends with '…' within the limit", () => {
    expect(truncateAtWord('Run the ring spinning floor safely', 20)).toBe('Run the ring…');
    expect(truncateAtWord('Run the ring spinning floor safely', 13)).toBe('Run the ring…');
  });

  it('keeps a word that ends exactly at the limit', () => {
    // 19 characters then a space: the whole of 'spinning' fits with the ellipsis.
    expect(truncateAtWord('Run the ring spinni floor', 20)).toBe('Run the ring spinni…');
  });

  it('does not leave a dangling comma or dash before the ellipsis', () => {
    expect(truncateAtWord('Quality, safety, output and more words', 17)).toBe('Quality, safety…');
    expect(truncateAtWord('Spinning – weaving – dyeing', 12)).toBe('Spinning…');
  });

  it('cuts inside a word that is longer than half the budget rather than leaving a stub', () => {
    expect(truncateAtWord(`A ${'x'.repeat(50)}`, 20)).toBe(`A ${'x'.repeat(17)}…`);
  });

  it('never splits a surrogate pair', () => {
    const text = `${'a'.repeat(18)}😀😀😀`;
    const cut = truncateAtWord(text, 20);
    expect(cut).toBe(`${'a'.repeat(18)}…`);
  });

  it(`an excerpt is at most ${JOB_INDEX_EXCERPT_LENGTH} characters of plain text`, () => {
    for (const { job } of generateJobs(200, { seed: 5 })) {
      const excerpt = jobExcerpt(job.description);
      expect(excerpt.length).toBeLessThanOrEqual(JOB_INDEX_EXCERPT_LENGTH);
      expect(excerpt).not.toMatch(/[<>]|&[a-z]+;|\s{2}/);
    }
    expect(jobExcerpt('<p>Brief.</p>')).toBe('Brief.');
  });
});

describe('isListedPublicly', () => {
  it.each([
    ['open', false, true],
    ['open', true, false],
    ['closed', false, false],
    ['archived', false, false],
  ] as const)('status %s, hidden %s → %s', (status, hidden, expected) => {
    expect(isListedPublicly({ status, hidden })).toBe(expected);
  });
});

describe('toJobIndexEntry', () => {
  it('keeps only what the careers card needs, with dates as millis', () => {
    const job = makeJob({
      title: 'Dyeing Master',
      description: '<p>Own the <b>dye house</b> &amp; its recipes.</p>',
      department: { id: 'dyeing', title: 'Dyeing', extra: 'dropped' } as never,
      postedAt: new Date(Date.UTC(2026, 10, 1)),
      endDate: new Date(Date.UTC(2026, 11, 1)),
    });
    expect(toJobIndexEntry('job-9', job)).toEqual({
      id: 'job-9',
      title: 'Dyeing Master',
      excerpt: 'Own the dye house & its recipes.',
      location: 'HTD site',
      jobType: 'Permanent',
      experience: 3,
      careerLevel: 'Mid',
      department: { id: 'dyeing', title: 'Dyeing' },
      company: { id: 'mills', title: 'Textile Mills Ltd' },
      postedAt: Date.UTC(2026, 10, 1),
      endDate: Date.UTC(2026, 11, 1),
    });
  });
});

describe('buildJobIndex', () => {
  it('lists only open, visible jobs, newest first', () => {
    const at = (day: number) => new Date(Date.UTC(2026, 10, day));
    const index = buildJobIndex([
      { id: 'old', job: makeJob({ postedAt: at(1) }) },
      { id: 'closed', job: makeJob({ status: 'closed', postedAt: at(5) }) },
      { id: 'new', job: makeJob({ postedAt: at(9) }) },
      { id: 'hidden', job: makeJob({ hidden: true, postedAt: at(7) }) },
      { id: 'archived', job: makeJob({ status: 'archived', postedAt: at(8) }) },
      { id: 'mid', job: makeJob({ postedAt: at(4) }) },
    ]);
    expect(index.map((entry) => entry.id)).toEqual(['new', 'mid', 'old']);
  });

  it('is empty when nothing is listed', () => {
    expect(buildJobIndex([{ id: 'a', job: makeJob({ status: 'closed' }) }])).toEqual([]);
  });
});

describe('upsertJobIndexEntry', () => {
  const at = (day: number) => new Date(Date.UTC(2026, 10, day));
  const index = buildJobIndex([
    { id: 'a', job: makeJob({ title: 'A', postedAt: at(1) }) },
    { id: 'b', job: makeJob({ title: 'B', postedAt: at(5) }) },
  ]);
  const order = (entries: readonly { id: string }[]) => entries.map((entry) => entry.id);

  it('adds a newly listed job in newest-first order', () => {
    expect(order(upsertJobIndexEntry(index, 'c', makeJob({ postedAt: at(3) })))).toEqual(['b', 'c', 'a']);
  });

  it('replaces an edited job instead of duplicating it', () => {
    const updated = upsertJobIndexEntry(index, 'a', makeJob({ title: 'A (edited)', postedAt: at(9) }));
    expect(order(updated)).toEqual(['a', 'b']);
    expect(updated[0]?.title).toBe('A (edited)');
  });

  it('removes a job that was closed, hidden or deleted', () => {
    expect(order(upsertJobIndexEntry(index, 'a', makeJob({ status: 'closed' })))).toEqual(['b']);
    expect(order(upsertJobIndexEntry(index, 'b', makeJob({ hidden: true })))).toEqual(['a']);
    expect(order(upsertJobIndexEntry(index, 'b', null))).toEqual(['a']);
  });

  it('gives the same index as a full rebuild', () => {
    const jobs = generateJobs(120, { seed: 9 });
    let incremental = buildJobIndex(jobs.slice(0, 100));
    for (const { id, job } of jobs.slice(100)) incremental = upsertJobIndexEntry(incremental, id, job);
    expect(incremental).toEqual(buildJobIndex(jobs));
  });

  it('does not change the index it was given', () => {
    const before = JSON.parse(JSON.stringify(index)) as unknown;
    upsertJobIndexEntry(index, 'a', null);
    expect(index).toEqual(before);
  });
});

describe('document size', () => {
  it('counts UTF-8 bytes like TextEncoder', () => {
    expect(utf8ByteLength('abc')).toBe(3);
    expect(utf8ByteLength('é')).toBe(2);
    expect(utf8ByteLength('…')).toBe(3);
    expect(utf8ByteLength('😀')).toBe(4);
    expect(utf8ByteLength('\ud800x')).toBe(4); // lone surrogate → U+FFFD (3) + 'x'
  });

  it("follows Firestore's size rules for values", () => {
    expect(firestoreValueBytes('tasks')).toBe(6);
    expect(firestoreValueBytes(42)).toBe(8);
    expect(firestoreValueBytes(new Date())).toBe(8);
    expect(firestoreValueBytes(true)).toBe(1);
    expect(firestoreValueBytes(null)).toBe(1);
    expect(firestoreValueBytes(['a', 1])).toBe(2 + 8);
    // Firestore's documented example: { type: 'Personal', done: false, priority: 1, description: '...' }
    expect(
      firestoreValueBytes({
        type: 'Personal',
        done: false,
        priority: 1,
        description: 'Learn Cloud Firestore',
      }),
    ).toBe(14 + 6 + 17 + 34);
  });

  it('one entry costs about 500 bytes; an empty index almost nothing', () => {
    const entry = toJobIndexEntry('AbCdEfGhIjKlMnOpQrSt', makeJob());
    expect(estimateIndexBytes([])).toBeLessThan(100);
    const perEntry = estimateIndexBytes([entry]) - estimateIndexBytes([]);
    expect(perEntry).toBe(firestoreValueBytes(entry));
  });

  it('1,500 realistic jobs fit with full-length excerpts', () => {
    const entries = generateIndexEntries(1500);
    expect(entries.every((entry) => entry.excerpt.length > 150)).toBe(true);
    expect(estimateIndexBytes(entries)).toBeLessThanOrEqual(JOB_INDEX_MAX_BYTES);
  });

  it('2,000 realistic jobs at full-length excerpts would not fit the budget (about 1 MB)', () => {
    const bytes = estimateIndexBytes(generateIndexEntries(2000));
    expect(bytes).toBeGreaterThan(JOB_INDEX_MAX_BYTES);
  });

  it('2,000 realistic jobs fit once buildJobIndex shortens their excerpts', () => {
    const index = buildJobIndex(generateJobs(2000));
    expect(index).toHaveLength(2000);
    const bytes = estimateIndexBytes(index);
    expect(bytes).toBeLessThanOrEqual(JOB_INDEX_MAX_BYTES);
    expect(bytes).toBeLessThan(FIRESTORE_DOCUMENT_LIMIT);
    // Still a useful teaser, and still cut at a word with an ellipsis.
    const longest = Math.max(...index.map((entry) => entry.excerpt.length));
    expect(longest).toBeGreaterThanOrEqual(140);
    expect(longest).toBeLessThan(JOB_INDEX_EXCERPT_LENGTH);
    expect(index.every((entry) => entry.excerpt.endsWith('…') || entry.excerpt.length < 140)).toBe(true);
  });

  it('fitJobIndex returns the entries untouched when they fit and picks the longest length that fits', () => {
    const entries = generateIndexEntries(50);
    expect(fitJobIndex(entries, JOB_INDEX_MAX_BYTES)?.entries).toEqual(entries);
    const budget = estimateIndexBytes(entries) - 2000;
    const fitted = fitJobIndex(entries, budget);
    expect(fitted).not.toBeNull();
    expect(estimateIndexBytes(fitted!.entries)).toBeLessThanOrEqual(budget);
    const oneLonger = fitted!.entries.map((entry, index) => ({
      ...entry,
      excerpt: truncateAtWord(entries[index]!.excerpt, fitted!.excerptLength + 1),
    }));
    expect(estimateIndexBytes(oneLonger)).toBeGreaterThan(budget);
  });

  it('fails clearly when even empty excerpts cannot fit', () => {
    const entries = [makeIndexEntry({ id: 'a' }), makeIndexEntry({ id: 'b' })];
    expect(fitJobIndex(entries, 100)).toBeNull();
    expect(() => buildJobIndex([{ id: 'a', job: makeJob() }], 100)).toThrow(JobIndexTooLargeError);
  });
});
