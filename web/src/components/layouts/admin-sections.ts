import { ROUTES } from '@careers/domain/constants';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import MailOutlineOutlined from '@mui/icons-material/MailOutlineOutlined';
import QuestionAnswerOutlined from '@mui/icons-material/QuestionAnswerOutlined';
import QuizOutlined from '@mui/icons-material/QuizOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';

export type AdminSection = {
  label: string;
  href: string;
  Icon: typeof WorkOutlineOutlined;
  /** Path prefixes that belong to the section, for highlighting it. */
  prefixes: readonly string[];
};

/** The admin side navigation, in the spec's order (section 2). */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  {
    label: 'Jobs',
    href: ROUTES.jobs.list.getHref(),
    Icon: WorkOutlineOutlined,
    prefixes: ['/jobs'],
  },
  {
    label: 'Tests',
    href: ROUTES.tests.list.getHref(),
    Icon: QuizOutlined,
    // The admin's Test Preview lives under the candidates' /user_tests (spec section 2).
    prefixes: ['/tests', ROUTES.tests.create.path, '/user_tests/new/test/1'],
  },
  {
    label: 'Companies',
    href: ROUTES.companies.list.getHref(),
    Icon: ApartmentOutlined,
    prefixes: ['/companies'],
  },
  {
    label: 'Employment Questions',
    href: ROUTES.employmentQuestions.list.getHref(),
    Icon: QuestionAnswerOutlined,
    prefixes: ['/employment_questions'],
  },
  {
    label: 'Add Degrees',
    href: ROUTES.educations.list.getHref(),
    Icon: SchoolOutlined,
    prefixes: ['/educations'],
  },
  {
    label: 'Departments',
    href: ROUTES.departments.list.getHref(),
    Icon: AccountTreeOutlined,
    prefixes: ['/departments'],
  },
  {
    label: 'Change Password',
    href: ROUTES.changePassword.getHref(),
    Icon: KeyOutlined,
    prefixes: [ROUTES.changePassword.path],
  },
  {
    label: 'Candidates',
    href: ROUTES.candidates.getHref(),
    // The account menu's icon, already loaded: every admin page's first paint pays for each icon.
    Icon: AccountCircleOutlined,
    prefixes: [ROUTES.candidates.path],
  },
  {
    label: 'Mail Log',
    href: ROUTES.mailLog.getHref(),
    Icon: MailOutlineOutlined,
    prefixes: [ROUTES.mailLog.path],
  },
  {
    label: 'Team',
    href: ROUTES.team.getHref(),
    Icon: GroupOutlined,
    prefixes: [ROUTES.team.path],
  },
  {
    label: 'Insights',
    href: ROUTES.insights.getHref(),
    Icon: InsightsOutlined,
    prefixes: [ROUTES.insights.path],
  },
];

/** The section a path belongs to, or null (e.g. the dashboard). */
export const activeAdminSection = (pathname: string): AdminSection | null =>
  ADMIN_SECTIONS.find((section) =>
    section.prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)),
  ) ?? null;
