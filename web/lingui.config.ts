import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The web app's message catalogs (issue 33; docs/i18n.md). English is the source: the text in the
 * code is the English message and its id is derived from it. One catalog per area, so that a page
 * loads the words of its own area only (an English visitor never downloads the admin console's, an
 * English page never any Urdu) and so that translators of one area never meet another's file:
 * - public: what a visitor sees before signing in, and the frame, kit and helpers every page uses;
 * - candidate: the signed-in candidate's pages (profile wizard, applications, tests, their data);
 * - hiring and admin: the back office, in two parts (a job's applicants and decisions; the rest).
 *   English only; its texts go through the catalogs all the same.
 * `pseudo` is not shipped: tests render every route in it to find text that is not in a catalog.
 */
const HIRING = [
  'src/components/decisions/**',
  'src/components/interviews/**',
  'src/features/{applicant-review,applicants,job-admin}/**',
];
const ADMIN = [
  'src/app/admin-routes.ts',
  'src/app/routes/admin/**',
  'src/components/data-grid/**',
  'src/features/{candidates,catalogs,departments,insights,mail-log,team,test-admin}/**',
];
const CANDIDATE = [
  'src/app/routes/candidate/**',
  'src/features/{profile,applications,test-taking,data-rights}/**',
];
const TESTS = ['**/*.test.{ts,tsx}', 'src/testing/**'];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ur', 'pseudo'],
  pseudoLocale: { locale: 'pseudo', prepend: '⟦', append: '⟧' },
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/public',
      include: ['<rootDir>/src'],
      exclude: [...HIRING, ...ADMIN, ...CANDIDATE, ...TESTS].map((glob) => `<rootDir>/${glob}`),
    },
    {
      path: '<rootDir>/src/locales/{locale}/candidate',
      include: CANDIDATE.map((glob) => `<rootDir>/${glob}`),
      exclude: TESTS.map((glob) => `<rootDir>/${glob}`),
    },
    {
      path: '<rootDir>/src/locales/{locale}/hiring',
      include: HIRING.map((glob) => `<rootDir>/${glob}`),
      exclude: TESTS.map((glob) => `<rootDir>/${glob}`),
    },
    {
      path: '<rootDir>/src/locales/{locale}/admin',
      include: ADMIN.map((glob) => `<rootDir>/${glob}`),
      exclude: TESTS.map((glob) => `<rootDir>/${glob}`),
    },
  ],
});
