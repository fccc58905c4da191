// Counts in words (issue 20: the console showed "1 years"). English plural rules through
// Intl.PluralRules, so every count on every screen takes its noun the same way.

const rules = new Intl.PluralRules('en');

/**
 * '1 year', '0 years', '3 years': `count` and the noun in the form English gives that count.
 * `plural` for nouns that do not just take an s ('1 person', '2 people').
 */
export const countOf = (count: number, singular: string, plural = `${singular}s`): string =>
  `${String(count)} ${rules.select(count) === 'one' ? singular : plural}`;
