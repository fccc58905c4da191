import { ROUTES } from '@careers/domain/constants';
import { COLLECTIONS } from '@careers/domain/firestore';
import { PIPELINE_PAGE_SIZE } from '@careers/domain/rules';
import type { ApplicationStatus } from '@careers/domain/types';
import { initializeApp, deleteApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { useBrowser, VIEWPORTS } from '../harness/browser.ts';
import { stackInfo, useApplicantsFixture } from '../harness/stack.ts';
import { ApplicantsPanel, PipelineBoard } from '../pages/applicants-pages.ts';
import { DEMO_ADMIN, JobShowPage, signInAsAdmin } from '../pages/admin-jobs-pages.ts';

// Issue 31, items 8 and 11: the pipeline of a job with 600 applicants shows the newest first in
// each column, each column's count is the job's (count() on the server, not the cards shown), and
// "Show more" pages a column. And its layout: the seven stages in one row at 1280 px, and at 390 px
// it opens on the first stage that has someone in it. The jobs are made through createJob; their
// applications are copies of a seeded one written with the admin SDK (owner access), as many at
// once as no callable would make them in a spec's time.

const SEEDED_APPLICATION = 'spinning-technologist-process-control_demo-candidate-complete';
/** The cards a column reads at a time. */
const PAGE = PIPELINE_PAGE_SIZE;
const APPLICANTS = 600;

type Seeded = { name: string; status: ApplicationStatus };

describe('admin: the pipeline of a large job, and its layout', () => {
  const session = useBrowser();
  const fixture = useApplicantsFixture();
  const stamp = Date.now().toString(36);
  const large = { title: `Blowroom Operator ${stamp}`, id: '' };
  const small = { title: `Winding Inspector ${stamp}`, id: '' };
  let app: App;
  let db: Firestore;
  /** The large job's applicants, newest first. */
  const seeded: Seeded[] = [];

  /** Copies of the seeded application to `jobId`, the first newest, one minute apart. */
  const seedApplications = async (jobId: string, title: string, people: readonly Seeded[]) => {
    const template = (await db.collection(COLLECTIONS.applications).doc(SEEDED_APPLICATION).get()).data();
    if (!template) throw new Error(`The seeded application ${SEEDED_APPLICATION} is missing`);
    const now = Date.now();
    for (let start = 0; start < people.length; start += 200) {
      const batch = db.batch();
      people.slice(start, start + 200).forEach((person, offset) => {
        const index = start + offset;
        const uid = `pipeline-${stamp}-${String(index).padStart(4, '0')}`;
        const at = Timestamp.fromMillis(now - index * 60_000);
        const [firstName, lastName] = person.name.split(' ');
        batch.set(db.collection(COLLECTIONS.applications).doc(`${jobId}_${uid}`), {
          ...template,
          jobId,
          jobTitle: title,
          uid,
          status: person.status,
          statusHistory:
            person.status === 'applied'
              ? [{ status: 'applied', at }]
              : [
                  { status: 'applied', at },
                  { status: person.status, at },
                ],
          candidate: {
            ...template['candidate'],
            firstName,
            middleName: '',
            lastName,
            email: `${uid}@careers.test`,
          },
          appliedAt: at,
          updatedAt: at,
          test: null,
          topCandidate: false,
          notSelectedMailId: null,
        });
      });
      await batch.commit();
    }
  };

  beforeAll(async () => {
    const { projectId } = stackInfo();
    // The fixture pointed firebase-admin at this stack's emulators (FIRESTORE_EMULATOR_HOST).
    app = initializeApp({ projectId }, `pipeline-large-${stamp}`);
    db = getFirestore(app);
    const adminToken = await fixture.idToken(DEMO_ADMIN.email, DEMO_ADMIN.password);
    large.id = (await fixture.createJob(adminToken, large.title)).id;
    small.id = (await fixture.createJob(adminToken, small.title)).id;
    for (let index = 0; index < APPLICANTS; index += 1)
      seeded.push({
        name: index === 0 ? 'Nadia Newest' : `Applicant A${String(index).padStart(3, '0')}`,
        status: index > 0 && index % 6 === 0 ? 'shortlisted' : 'applied',
      });
    await seedApplications(large.id, large.title, seeded);
    // The only candidate of the small job is five columns from the first.
    await seedApplications(small.id, small.title, [{ name: 'Sole Selected', status: 'selected' }]);
  }, 120_000);

  afterAll(async () => {
    await deleteApp(app);
  });

  const openPipeline = async (page: Page, job: { id: string; title: string }) => {
    await signInAsAdmin(page);
    await page.goto(ROUTES.jobs.show.getHref(job.id));
    await new JobShowPage(page).waitFor(job.title);
    const panel = new ApplicantsPanel(page);
    if ((await panel.layout('Pipeline').getAttribute('aria-pressed')) !== 'true')
      await panel.layout('Pipeline').click();
    return new PipelineBoard(page);
  };

  it('shows the newest applicant, the job\'s count per column, and pages a column with "Show more"', async () => {
    const page = session.page();
    const board = await openPipeline(page, large);
    const applied = seeded.filter((person) => person.status === 'applied');
    const shortlisted = seeded.filter((person) => person.status === 'shortlisted');
    expect(applied.length + shortlisted.length).toBe(APPLICANTS);

    // The counts are the job's, from the server, not the cards on the page.
    await board
      .column('Applied')
      .getByText(`(${String(applied.length)})`, { exact: true })
      .waitFor();
    await board
      .column('Shortlisted')
      .getByText(`(${String(shortlisted.length)})`, { exact: true })
      .waitFor();
    // Newest first: the last to apply heads their column.
    const column = board.column('Applied');
    await board.card('Applied', 'Nadia Newest').waitFor();
    await expect.poll(() => board.cards('Applied').count()).toBe(PAGE);
    expect(await board.cards('Applied').first().textContent()).toContain('Nadia Newest');
    await board.card('Shortlisted', shortlisted[0]!.name).waitFor();
    // The next page of this column only: the 21st to 40th newest, after the first twenty.
    expect(await board.card('Applied', applied[PAGE]!.name).count()).toBe(0);
    await board.showMore('Applied').click();
    await board.card('Applied', applied[2 * PAGE - 1]!.name).waitFor();
    await expect.poll(() => board.cards('Applied').count()).toBe(2 * PAGE);
    expect(await board.cards('Shortlisted').count()).toBe(PAGE);
    expect(await column.getByText(`(${String(applied.length)})`, { exact: true }).count()).toBe(1);
  });

  it('keeps the seven stages in one row at 1280 px and opens on the first stage with someone at 390 px', async () => {
    const page = session.page();
    const board = await openPipeline(page, small);
    await board.card('Selected', 'Sole Selected').waitFor();
    await board.column('Applied').getByText('(0)', { exact: true }).waitFor();

    // 1280 px: one row, every column's top at the same height, scrolling sideways within the board.
    const tops = await Promise.all(
      [
        'Applied',
        'Shortlisted',
        'Invited to test',
        'Tested',
        'Interview',
        'Selected',
        'Not selected / rejected',
      ].map(async (label) => Math.round((await box(board.column(label))).y)),
    );
    expect(new Set(tops).size, `column tops ${tops.join(', ')}`).toBe(1);
    expect(await isInView(board.card('Selected', 'Sole Selected'), board.columns())).toBe(true);
    // The summary names every stage's count, so none is out of sight unannounced.
    await board
      .summary()
      .getByRole('button', { name: /Selected.*1/ })
      .waitFor();

    // 390 px, opened afresh: the candidate's column is in view, not an empty first column.
    await page.setViewportSize(VIEWPORTS.phone);
    await page.reload();
    await board.card('Selected', 'Sole Selected').waitFor();
    await expect.poll(() => isInView(board.card('Selected', 'Sole Selected'), board.columns())).toBe(true);
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    // The summary takes the admin to an empty stage and back.
    await board
      .summary()
      .getByRole('button', { name: /Applied.*0/ })
      .click();
    await expect.poll(() => isInView(board.column('Applied'), board.columns())).toBe(true);
    await page.setViewportSize(VIEWPORTS.desktop);
  });
});

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${String(locator)} has no box`);
  return found;
};

/** Whether `inner`'s box lies horizontally within the scrolling `outer`'s visible box. */
const isInView = async (inner: Locator, outer: Locator): Promise<boolean> => {
  const [a, b] = [await box(inner), await box(outer)];
  return a.x >= b.x - 1 && a.x + a.width <= b.x + b.width + 1;
};
