import type { Company, Degree, ScreeningQuestion } from '@careers/domain';

type Seed<T> = Omit<T, 'createdAt' | 'updatedAt'> & { id: string };

/** The spec's "educations": degree options offered on jobs and in the candidate's education history. */
export const DEGREES: readonly Seed<Degree>[] = [
  { id: 'matric', title: 'Matric (SSC)' },
  { id: 'intermediate', title: 'Intermediate (FSc / ICS / I.Com / FA)' },
  { id: 'dae-mechanical', title: 'DAE Mechanical' },
  { id: 'dae-electrical', title: 'DAE Electrical' },
  { id: 'dae-textile', title: 'DAE Textile Spinning / Weaving' },
  { id: 'bsc-textile-engineering', title: 'BSc Textile Engineering' },
  { id: 'bs-textile-design', title: 'BS Textile Design' },
  { id: 'bs-fashion-design', title: 'BS Fashion Design' },
  { id: 'bsc-mechanical-engineering', title: 'BSc Mechanical Engineering' },
  { id: 'bsc-electrical-engineering', title: 'BSc Electrical Engineering' },
  { id: 'bs-computer-science', title: 'BS Computer Science' },
  { id: 'bs-chemistry', title: 'BS Chemistry' },
  { id: 'bcom', title: 'BCom' },
  { id: 'bba', title: 'BBA' },
  { id: 'mba', title: 'MBA' },
  { id: 'acca', title: 'ACCA' },
  { id: 'ca', title: 'Chartered Accountant (ICAP)' },
  { id: 'ms-textile-engineering', title: 'MS Textile Engineering' },
];

/** Companies of the group that post jobs (invented names). */
export const COMPANIES: readonly Seed<Company>[] = [
  { id: 'sunehri-spinning', title: 'Sunehri Spinning Mills Limited' },
  { id: 'sunehri-weaving', title: 'Sunehri Weaving & Processing Limited' },
  { id: 'sunehri-apparel', title: 'Sunehri Apparel (Pvt.) Limited' },
  { id: 'sunehri-home', title: 'Sunehri Home Textiles Limited' },
];

/** The spec's "employment questions", answered when applying; `limit` is the answer's maximum length. */
export const SCREENING_QUESTIONS: readonly Seed<ScreeningQuestion>[] = [
  {
    id: 'why-this-role',
    title: 'Why do you want to join our group, and what makes you a good fit for this role?',
    limit: 600,
  },
  {
    id: 'relevant-experience',
    title: 'Describe your most relevant experience for this position, including one result you can measure.',
    limit: 1000,
  },
  { id: 'notice-period', title: 'What is your notice period at your current employer?', limit: 150 },
  { id: 'expected-salary', title: 'What is your expected monthly salary in PKR (gross)?', limit: 150 },
  {
    id: 'shift-work',
    title:
      'Our mill sites on Multan Road run three shifts. Are you able to work rotating shifts, and do you need the company pick-and-drop service?',
    limit: 300,
  },
  {
    id: 'machines-operated',
    title: 'Which textile machines or production lines have you operated or supervised (make and model)?',
    limit: 600,
  },
  {
    id: 'software-tools',
    title: 'Which software do you use at work (for example ERP, Excel, AutoCAD, Power BI) and how well?',
    limit: 400,
  },
  {
    id: 'buyers-handled',
    title: 'Which international buyers or brands have you worked with, and in what role?',
    limit: 500,
  },
];
