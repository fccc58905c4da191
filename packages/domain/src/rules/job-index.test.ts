import { describe, expect, it } from 'vitest';
import {
  FIRESTORE_MAX_FIELDS,
  FIRESTORE_MAX_DOCUMENT_BYTES,
  JOB_INDEX_ENTRY_MAX_BYTES,
  JOB_INDEX_EXCERPT_LENGTH,
  JOB_INDEX_MAX_BYTES,
  JOB_INDEX_SHARD_CAPACITY,
} from '../constants/limits.ts';
import { makeIndexEntry, makeJob } from '../testing/jobs.ts';
import { generateIndexEntries, generateJobs } from './fixtures/job-fixtures.ts';
import {
  buildJobIndex,
  decodeHtmlEntities,
  documentNameBytes,
  estimateIndexBytes,
  firestoreValueBytes,
  fitIndexEntry,
  htmlToPlainText,
  isListedPublicly,
  jobExcerpt,
  toJobIndexEntry,
  truncateAtWord,
  utf8ByteLength,
} from './job-index.ts';

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
    ['open', false, false, true],
    ['open', true, false, false],
    ['open', false, true, false],
    ['closed', false, false, false],
    ['archived', false, false, false],
  ] as const)('status %s, hidden %s, deleted %s → %s', (status, hidden, deleted, expected) => {
    expect(isListedPublicly({ status, hidden, deleted })).toBe(expected);
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
    // The default entry carries the default job's location, type, experience, level and company.
    expect(toJobIndexEntry('job-9', job)).toEqual(
      makeIndexEntry({
        id: 'job-9',
        title: 'Dyeing Master',
        excerpt: 'Own the dye house & its recipes.',
        department: { id: 'dyeing', title: 'Dyeing' },
        postedAt: Date.UTC(2026, 10, 1),
        endDate: Date.UTC(2026, 11, 1),
      }),
    );
  });
});

describe('buildJobIndex', () => {
  it('lists only open, visible, undeleted jobs, newest first', () => {
    const at = (day: number) => new Date(Date.UTC(2026, 10, day));
    const index = buildJobIndex([
      { id: 'old', job: makeJob({ postedAt: at(1) }) },
      { id: 'closed', job: makeJob({ status: 'closed', postedAt: at(5) }) },
      { id: 'new', job: makeJob({ postedAt: at(9) }) },
      { id: 'hidden', job: makeJob({ hidden: true, postedAt: at(7) }) },
      { id: 'deleted', job: makeJob({ deleted: true, deletedAt: at(8), postedAt: at(8) }) },
      { id: 'archived', job: makeJob({ status: 'archived', postedAt: at(8) }) },
      { id: 'mid', job: makeJob({ postedAt: at(4) }) },
    ]);
    expect(index.map((entry) => entry.id)).toEqual(['new', 'mid', 'old']);
  });

  it('is empty when nothing is listed', () => {
    expect(buildJobIndex([{ id: 'a', job: makeJob({ status: 'closed' }) }])).toEqual([]);
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

  it("sizes a document name like Firestore's example (users/jeff/tasks/my_task_id = 72 bytes)", () => {
    expect(documentNameBytes('users/jeff/tasks/my_task_id')).toBe(6 + 5 + 6 + 11 + 16);
  });

  it('an index document costs its name, 32 bytes and its fields; each entry adds its own size', () => {
    const entry = toJobIndexEntry('AbCdEfGhIjKlMnOpQrSt', makeJob());
    expect(estimateIndexBytes([])).toBe(documentNameBytes('jobIndex/open') + 32 + 5 + 10 + 8);
    expect(estimateIndexBytes([entry]) - estimateIndexBytes([])).toBe(firestoreValueBytes(entry));
    expect(estimateIndexBytes([], { shardIds: ['open-2'] }) - estimateIndexBytes([])).toBe(9 + 7);
  });
});

describe('fitIndexEntry', () => {
  it('leaves an entry within the budget untouched', () => {
    const entry = makeIndexEntry();
    expect(fitIndexEntry(entry, 500)).toBe(entry);
  });

  it('shortens the excerpt at a word to the longest length that fits', () => {
    const entry = makeIndexEntry({
      excerpt: 'Run the ring spinning floor safely and keep output on plan. '.repeat(4).trim(),
    });
    const budget = firestoreValueBytes(entry) - 60;
    const fitted = fitIndexEntry(entry, budget);
    expect(firestoreValueBytes(fitted)).toBeLessThanOrEqual(budget);
    expect(fitted.excerpt.endsWith('…')).toBe(true);
    expect(entry.excerpt.startsWith(fitted.excerpt.slice(0, -1))).toBe(true);
    // One character longer no longer fits: the longest length was taken.
    const longer = { ...entry, excerpt: truncateAtWord(entry.excerpt, fitted.excerpt.length + 1) };
    expect(longer.excerpt === fitted.excerpt || firestoreValueBytes(longer) > budget).toBe(true);
    expect({ ...fitted, excerpt: '' }).toEqual({ ...entry, excerpt: '' });
  });

  it('keeps an empty excerpt when the other fields alone are over the budget', () => {
    const entry = makeIndexEntry({ title: '字'.repeat(150) });
    expect(fitIndexEntry(entry, 300).excerpt).toBe('');
  });

  it(`every realistic entry is at most ${JOB_INDEX_ENTRY_MAX_BYTES} bytes, and most keep nearly all their teaser`, () => {
    const entries = generateIndexEntries(500, { seed: 4 });
    for (const entry of entries)
      expect(firestoreValueBytes(entry)).toBeLessThanOrEqual(JOB_INDEX_ENTRY_MAX_BYTES);
    const lengths = entries.map((entry) => entry.excerpt.length).sort((a, b) => a - b);
    expect(lengths[Math.floor(lengths.length / 2)]).toBeGreaterThanOrEqual(180);
  });
});

describe(`one index document holds ${JOB_INDEX_SHARD_CAPACITY} jobs`, () => {
  it('entries at the byte cap, a full document and a spare shard id stay under the budget and 1 MiB', () => {
    const worst = JOB_INDEX_SHARD_CAPACITY * JOB_INDEX_ENTRY_MAX_BYTES;
    const fixed = estimateIndexBytes([], { shardIds: ['open-2', 'open-3'] });
    expect(worst + fixed).toBeLessThanOrEqual(JOB_INDEX_MAX_BYTES);
    expect(JOB_INDEX_MAX_BYTES).toBeLessThan(FIRESTORE_MAX_DOCUMENT_BYTES);
  });

  it("a full document of entries with every field stays within Firestore's field count", () => {
    // As Firestore counts: each field once, a map's subfields again; an array's elements are not fields.
    const fieldsOf = (value: unknown): number =>
      Array.isArray(value)
        ? value.reduce((sum: number, element) => sum + fieldsOf(element), 0)
        : value !== null && typeof value === 'object'
          ? Object.values(value).reduce((sum: number, field) => sum + 1 + fieldsOf(field), 0)
          : 0;
    const entry = { ...makeIndexEntry({ id: 'weaving-master' }), slug: 'weaving-master-shift-a' };
    const document = {
      jobs: Array.from({ length: JOB_INDEX_SHARD_CAPACITY }, () => entry),
      shardIds: [],
      updatedAt: 0,
    };
    expect(fieldsOf(document)).toBeLessThanOrEqual(FIRESTORE_MAX_FIELDS);
  });

  it(`${String(JOB_INDEX_SHARD_CAPACITY)} realistic jobs fit one document`, () => {
    const index = buildJobIndex(generateJobs(JOB_INDEX_SHARD_CAPACITY));
    expect(index).toHaveLength(JOB_INDEX_SHARD_CAPACITY);
    expect(estimateIndexBytes(index, { shardIds: [] })).toBeLessThanOrEqual(JOB_INDEX_MAX_BYTES);
    expect(index.every((entry) => entry.excerpt.length <= JOB_INDEX_EXCERPT_LENGTH)).toBe(true);
  });
});
