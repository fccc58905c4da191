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

/** A section at a route: it links there, and is highlighted there and on every page below it. */
const at = (route: { path: string; getHref: () => string }) => ({
  href: route.getHref(),
  prefixes: [route.path],
});

/** The admin side navigation, in the spec's order (section 2). */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { label: 'Jobs', Icon: WorkOutlineOutlined, ...at(ROUTES.jobs.list) },
  {
    label: 'Tests',
    href: ROUTES.tests.list.getHref(),
    Icon: QuizOutlined,
    // The admin's Test Preview lives under the candidates' /user_tests (spec section 2).
    prefixes: ['/tests', ROUTES.tests.create.path, '/user_tests/new/test/1'],
  },
  { label: 'Companies', Icon: ApartmentOutlined, ...at(ROUTES.companies.list) },
  { label: 'Employment Questions', Icon: QuestionAnswerOutlined, ...at(ROUTES.employmentQuestions.list) },
  { label: 'Add Degrees', Icon: SchoolOutlined, ...at(ROUTES.educations.list) },
  { label: 'Departments', Icon: AccountTreeOutlined, ...at(ROUTES.departments.list) },
  { label: 'Change Password', Icon: KeyOutlined, ...at(ROUTES.changePassword) },
  // The account menu's icon, already loaded: every admin page's first paint pays for each icon.
  { label: 'Candidates', Icon: AccountCircleOutlined, ...at(ROUTES.candidates) },
  { label: 'Mail Log', Icon: MailOutlineOutlined, ...at(ROUTES.mailLog) },
  { label: 'Team', Icon: GroupOutlined, ...at(ROUTES.team) },
  { label: 'Insights', Icon: InsightsOutlined, ...at(ROUTES.insights) },
];

/** The section a path belongs to, or null (e.g. the dashboard). */
export const activeAdminSection = (pathname: string): AdminSection | null =>
  ADMIN_SECTIONS.find((section) =>
    section.prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)),
  ) ?? null;
