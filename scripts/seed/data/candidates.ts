// Demo accounts: one admin and three candidates at different stages of the journey.
import { ADMIN_CLAIMS, type CareerEntry, type EducationEntry } from '@careers/domain';
import type { PdfLine } from '../pdf.ts';

export type DemoUser = {
  uid: string;
  email: string;
  password: string;
  displayName: string;
  /** Custom claims; ADMIN_CLAIMS (`{ admin: true }`) makes an administrator. */
  claims: Record<string, unknown>;
  /** What the demo shows with this account. */
  note: string;
};

export const DEMO_USERS = {
  admin: {
    uid: 'demo-admin',
    email: 'admin@careers.test',
    password: 'Admin#2026',
    displayName: 'Portal Administrator',
    claims: { ...ADMIN_CLAIMS },
    note: 'administrator: jobs, tests, catalogs, applicants',
  },
  registered: {
    uid: 'demo-candidate-registered',
    email: 'hamza.iqbal@careers.test',
    password: 'Candidate#2026',
    displayName: 'Hamza Iqbal',
    claims: {},
    note: 'candidate, just registered: no profile yet',
  },
  complete: {
    uid: 'demo-candidate-complete',
    email: 'ayesha.siddiqui@careers.test',
    password: 'Candidate#2026',
    displayName: 'Ayesha Siddiqui',
    claims: {},
    note: 'candidate, profile submitted, 2 applications (one shortlisted with a test invitation)',
  },
  draft: {
    uid: 'demo-candidate-draft',
    email: 'bilal.chaudhry@careers.test',
    password: 'Candidate#2026',
    displayName: 'Bilal Chaudhry',
    claims: {},
    note: 'candidate, profile wizard step 1 done (personal information and CV)',
  },
} as const satisfies Record<string, DemoUser>;

// ---------------------------------------------------------------------------------------------
// Ayesha Noor Siddiqui: complete, submitted profile.

export const AYESHA = {
  personal: {
    firstName: 'Ayesha',
    middleName: 'Noor',
    lastName: 'Siddiqui',
    phoneNumber: '03001234567',
    city: 'Faisalabad',
    address: 'House 112, Street 4, Peoples Colony No. 1, Faisalabad',
  },
  totalExperience: 4,
  education: [
    {
      institute: 'National Textile University, Faisalabad',
      degree: 'BSc Textile Engineering',
      fieldOfStudy: 'Yarn Manufacturing',
      cgpa: 3.41,
      percentage: null,
      from: 2017,
      to: 2021,
    },
    {
      institute: 'Government College for Women, Madina Town, Faisalabad',
      degree: 'Intermediate (FSc / ICS / I.Com / FA)',
      fieldOfStudy: 'Pre-Engineering',
      cgpa: null,
      percentage: 86.4,
      from: 2015,
      to: 2017,
    },
  ] satisfies EducationEntry[],
  career: [
    {
      company: 'Jhang Road Spinning Mills (Pvt.) Ltd.',
      position: 'Assistant Spinning Engineer',
      from: 2022,
      to: 2026,
      description:
        'Process control for 30,000 compact spindles; cut end breaks by 18% through traveller and spacer trials.',
      currentJob: true,
    },
    {
      company: 'Lyallpur Yarns Ltd.',
      position: 'Trainee Engineer',
      from: 2021,
      to: 2022,
      description:
        'Rotated through blow room, carding and ring spinning; ran the daily Uster and HVI reports.',
      currentJob: false,
    },
  ] satisfies CareerEntry[],
  resumeFileName: 'Ayesha-Siddiqui-CV.pdf',
  answers: {
    'spinning-technologist-process-control': {
      'why-this-role':
        'I have spent four years in process control on compact ring frames and I want to grow in a larger unit that exports fine combed counts. Your focus on data-driven quality (Uster, HVI, Classimat) matches how I like to work.',
      'machines-operated':
        'Rieter C 70 cards, Rieter E 86 combers, Toyota RX 300 ring frames with compact attachments, Schlafhorst Autoconer X6 with Uster Quantum 3 clearers. I also use the Uster Tester 6 and HVI 1000 in the lab.',
      'shift-work':
        'Yes, I have worked rotating shifts for four years. I would move into the site accommodation, so I will not need pick-and-drop.',
    },
    'qa-officer-yarn-testing-lab': {
      'why-this-role':
        'The yarn lab is where process and customer meet. I have used the lab instruments every day for four years and would like to move into a dedicated QA role.',
      'relevant-experience':
        'At Jhang Road Spinning Mills I set up a daily count-CV dashboard from Uster Tester 6 data. Within three months, count CV% on Ne 40 combed fell from 2.1% to 1.6% and customer complaints about count variation stopped.',
    },
  } as Record<string, Record<string, string>>,
  remarks:
    'Strong spinning fundamentals and good use of lab data. Shortlisted for the Spinning Technologist test; consider for the QA lab role as well.',
};

export const ayeshaResumeLines = (email: string): PdfLine[] => [
  { text: 'Ayesha Noor Siddiqui', size: 20, bold: true },
  { text: `Textile Engineer (Spinning)  |  ${email}  |  0300 1234567  |  Faisalabad` },
  { text: 'Profile', size: 13, bold: true, gapBefore: 10 },
  { text: 'Spinning engineer with four years of process control experience on compact ring spinning,' },
  { text: 'strong in yarn testing and data-driven quality improvement.' },
  { text: 'Experience', size: 13, bold: true, gapBefore: 10 },
  { text: '2022 - present  Assistant Spinning Engineer, Jhang Road Spinning Mills (Pvt.) Ltd.', bold: true },
  { text: '- Process control for 30,000 compact spindles producing Ne 30 - Ne 50 combed yarn.' },
  { text: '- Cut end breaks by 18% through traveller and spacer trials.' },
  { text: '- Daily count CV% dashboard from Uster Tester 6 data.' },
  { text: '2021 - 2022  Trainee Engineer, Lyallpur Yarns Ltd.', bold: true, gapBefore: 4 },
  { text: '- Rotations in blow room, carding, drawing and ring spinning; daily Uster and HVI reports.' },
  { text: 'Education', size: 13, bold: true, gapBefore: 10 },
  {
    text: '2017 - 2021  BSc Textile Engineering (Yarn Manufacturing), National Textile University - CGPA 3.41',
  },
  { text: '2015 - 2017  FSc Pre-Engineering, Government College for Women, Faisalabad - 86.4%' },
  { text: 'Skills', size: 13, bold: true, gapBefore: 10 },
  { text: 'Uster Tester 6, HVI 1000, Classimat; MS Excel and Power BI; 5S and root-cause analysis.' },
  { text: 'Languages: English, Urdu, Punjabi.' },
];

// ---------------------------------------------------------------------------------------------
// Bilal Ahmed Chaudhry: step 1 (personal information and CV) done, nothing else yet.

export const BILAL = {
  personal: {
    firstName: 'Bilal',
    middleName: 'Ahmed',
    lastName: 'Chaudhry',
    phoneNumber: '03214567890',
    city: 'Lahore',
    address: 'Flat 7, Block C, Johar Town, Lahore',
  },
  resumeFileName: 'Bilal-Chaudhry-Resume.pdf',
  /** He registered from this job's Apply Now link (`/register?job_id=...`). */
  firstJobId: 'it-help-desk-technician',
};

export const bilalResumeLines = (email: string): PdfLine[] => [
  { text: 'Bilal Ahmed Chaudhry', size: 20, bold: true },
  { text: `IT Support  |  ${email}  |  0321 4567890  |  Lahore` },
  { text: 'Education', size: 13, bold: true, gapBefore: 10 },
  { text: '2020 - 2024  BS Computer Science, University of the Punjab, Lahore - CGPA 3.05' },
  { text: 'Experience', size: 13, bold: true, gapBefore: 10 },
  { text: '2024 - present  Help Desk Intern, a Lahore software house' },
  { text: '- Windows 11 imaging, Microsoft 365 accounts, printers and Wi-Fi support for 120 users.' },
  { text: 'Certifications', size: 13, bold: true, gapBefore: 10 },
  { text: 'CompTIA A+ (2024); Cisco CCNA coursework.' },
];
