// The typed route table: every screen of spec section 2, in one place for everything that names a
// page: the web router (`path`) and its links (`getHref(...)`), the functions' mail links
// (/confirm/{code}, /reset/{code}), the build's early preload of public pages and the e2e page
// objects. No URL of the app is typed by hand anywhere else.

const segment = (value: string | number): string => encodeURIComponent(String(value));

// Written out rather than URLSearchParams: this package is free of DOM and Node APIs. The page that
// reads the query decodes it with URLSearchParams either way.
const withQuery = (pathname: string, query: Record<string, string | null | undefined>): string => {
  const pairs = Object.entries(query).flatMap(([key, value]) =>
    value ? [`${encodeURIComponent(key)}=${encodeURIComponent(value)}`] : [],
  );
  return pairs.length > 0 ? `${pathname}?${pairs.join('&')}` : pathname;
};

/** Query parameter names shared by the page that writes them and the page that reads them. */
export const QUERY_PARAMS = {
  /** On /login (and /register): where to return after signing in (an in-app path). */
  redirectTo: 'redirectTo',
  /**
   * On /register: the job the visitor wanted to apply for (spec section 4, Applying); on
   * /confirm/{uuid}: the job the candidate was applying for.
   */
  jobId: 'jobId',
  /**
   * The spec's own name for `jobId` on /register. Our links write `jobId`; links written from the
   * spec (emails, job boards) carry `job_id`, and /register reads both.
   */
  specJobId: 'job_id',
  /** On any page (a job link shared on a board): the channel the visitor came from (issue 22). */
  source: 'source',
  /** The same, as campaign links name it. */
  utmSource: 'utm_source',
} as const;

export const ROUTES = {
  // Public
  home: { path: '/', getHref: () => '/' },
  register: {
    path: '/register',
    /** `redirectTo`: where to go once registered (an admin invitation's link) instead of the wizard. */
    getHref: (jobId?: string | null, redirectTo?: string | null) =>
      withQuery('/register', { [QUERY_PARAMS.jobId]: jobId, [QUERY_PARAMS.redirectTo]: redirectTo }),
  },
  login: {
    path: '/login',
    getHref: (redirectTo?: string | null) => withQuery('/login', { [QUERY_PARAMS.redirectTo]: redirectTo }),
  },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  /** The emailed password-reset link (spec: /reset/{token}); the token is Firebase's action code. */
  resetPassword: {
    path: '/reset/:token',
    getHref: (token: string) => `/reset/${segment(token)}`,
  },
  /**
   * The emailed confirmation link (spec: /confirm/{uuid}); the uuid is Firebase's action code.
   * `jobId`: the job the candidate was applying for, so that the page leads back to it even in a
   * browser where they are not signed in (issue 31).
   */
  confirmEmail: {
    path: '/confirm/:uuid',
    getHref: (uuid: string, jobId?: string | null) =>
      withQuery(`/confirm/${segment(uuid)}`, { [QUERY_PARAMS.jobId]: jobId }),
  },
  careers: {
    list: { path: '/careers', getHref: () => '/careers' },
    department: {
      path: '/careers/:departmentId',
      getHref: (departmentId: string) => `/careers/${segment(departmentId)}`,
    },
  },
  jobDetail: {
    path: '/job-detail/:id',
    getHref: (jobId: string) => `/job-detail/${segment(jobId)}`,
  },

  // Candidate
  profile: {
    step1: { path: '/profile-step-1', getHref: () => '/profile-step-1' },
    step2: { path: '/profile-step-2', getHref: () => '/profile-step-2' },
    /** Review, edit and submit (fourth tab). */
    step4: { path: '/profile-step-4', getHref: () => '/profile-step-4' },
    /** Privacy policy (third tab); also the candidate menu's Profile link. */
    step5: { path: '/profile-step-5', getHref: () => '/profile-step-5' },
  },
  apply: {
    /** The job's employment questions: the last step of applying. */
    employmentQuestions: {
      path: '/jobs/apply/:id/employmentQuestions',
      getHref: (jobId: string) => `/jobs/apply/${segment(jobId)}/employmentQuestions`,
    },
  },
  /**
   * Not in the spec: the candidate's applications with their status timelines and Withdraw, linked
   * from the candidate menu and from the "CV submitted" email.
   */
  myApplications: { path: '/my-applications', getHref: () => '/my-applications' },
  /** Not in the spec (issue 21): the candidate downloads everything held about them, or erases it. */
  myData: { path: '/my-data', getHref: () => '/my-data' },
  /** Not in the spec (issue 31): where a candidate lands, signed out, once they erased their account. */
  accountErased: { path: '/account-erased', getHref: () => '/account-erased' },
  /** The retention warning's "keep my account" link (issue 21): public, the token in the query. */
  keepAccount: {
    path: '/keep-account',
    getHref: (token: string) => `/keep-account?token=${encodeURIComponent(token)}`,
  },
  userTests: {
    instructions: {
      path: '/user_tests/new/test/:jobId/:testId/instructions',
      getHref: (jobId: string, testId: string) =>
        `/user_tests/new/test/${segment(jobId)}/${segment(testId)}/instructions`,
    },
    take: {
      path: '/user_tests/new/test/:jobId/:testId',
      getHref: (jobId: string, testId: string) => `/user_tests/new/test/${segment(jobId)}/${segment(testId)}`,
    },
    /**
     * The admin's Test Preview (spec: /user_tests/new/test/1/{id}): a drawn paper, nothing recorded.
     * The static '1' ranks above `take`'s ':jobId', so the two never meet.
     */
    preview: {
      path: '/user_tests/new/test/1/:testId',
      getHref: (testId: string) => `/user_tests/new/test/1/${segment(testId)}`,
    },
  },

  /**
   * Not in the spec: the mailed invitation to the admin team (issue 20). Signed in with the invited
   * address, the page accepts it; signed out, it offers sign-in or registration and comes back.
   */
  acceptAdminInvitation: {
    path: '/admin-invitation/:token',
    getHref: (token: string) => `/admin-invitation/${segment(token)}`,
  },

  // Candidates and admins
  changePassword: { path: '/change_password', getHref: () => '/change_password' },

  // Admin
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  jobs: {
    list: { path: '/jobs', getHref: () => '/jobs' },
    new: { path: '/jobs/new', getHref: () => '/jobs/new' },
    edit: { path: '/jobs/edit/:id', getHref: (jobId: string) => `/jobs/edit/${segment(jobId)}` },
    show: { path: '/jobs/show/:id', getHref: (jobId: string) => `/jobs/show/${segment(jobId)}` },
    applicant: {
      path: '/jobs/:id/applicant/:applicantId',
      getHref: (jobId: string, applicantId: string) =>
        `/jobs/${segment(jobId)}/applicant/${segment(applicantId)}`,
    },
  },
  tests: {
    create: { path: '/create-test', getHref: () => '/create-test' },
    list: { path: '/tests', getHref: () => '/tests' },
    show: {
      path: '/tests/show/:id',
      getHref: (testId: string) => `/tests/show/${segment(testId)}`,
    },
    edit: {
      path: '/tests/edit/:id',
      getHref: (testId: string) => `/tests/edit/${segment(testId)}`,
    },
  },
  employmentQuestions: {
    list: { path: '/employment_questions', getHref: () => '/employment_questions' },
    new: { path: '/employment_questions/new', getHref: () => '/employment_questions/new' },
    edit: {
      path: '/employment_questions/edit/:id',
      getHref: (questionId: string) => `/employment_questions/edit/${segment(questionId)}`,
    },
  },
  companies: {
    list: { path: '/companies', getHref: () => '/companies' },
    new: { path: '/companies/new', getHref: () => '/companies/new' },
    edit: {
      path: '/companies/edit/:id',
      getHref: (companyId: string) => `/companies/edit/${segment(companyId)}`,
    },
  },
  departments: {
    list: { path: '/departments', getHref: () => '/departments' },
    new: { path: '/departments/new', getHref: () => '/departments/new' },
    edit: {
      path: '/departments/edit/:id',
      getHref: (departmentId: string) => `/departments/edit/${segment(departmentId)}`,
    },
  },
  educations: {
    list: { path: '/educations', getHref: () => '/educations' },
    new: { path: '/educations/new', getHref: () => '/educations/new' },
    edit: {
      path: '/educations/edit/:id',
      getHref: (degreeId: string) => `/educations/edit/${segment(degreeId)}`,
    },
  },
  /** Not in the spec: every message of the mail outbox with its delivery state, and Retry. */
  mailLog: { path: '/mail-log', getHref: () => '/mail-log' },
  /** Not in the spec: the admin team, invitations and removal (issue 20). */
  team: { path: '/team', getHref: () => '/team' },
  /** Not in the spec (issue 20): every candidate who has applied, across jobs; the search in the query. */
  candidates: { path: '/candidates', getHref: () => '/candidates' },
  /** Not in the spec (issue 21): one candidate's export, erasure and legal hold; the retention period. */
  candidateData: {
    path: '/candidates/:uid/data',
    getHref: (uid: string) => `/candidates/${segment(uid)}/data`,
  },
  /** Not in the spec (issue 22): hiring insights; range and filters in the query. */
  insights: {
    path: '/insights',
    getHref: (query: { from?: string; to?: string; company?: string; department?: string } = {}, hash = '') =>
      `${withQuery('/insights', query)}${hash ? `#${hash}` : ''}`,
  },
} as const;

/** An absolute link to a page, for emails: `appUrl` is the site's origin, with or without a path. */
export const absoluteHref = (appUrl: string, href: string): string => `${appUrl.replace(/\/+$/, '')}${href}`;

/**
 * A regular expression source matching a route `path` as a whole URL path (trailing slash
 * allowed). Each `:param` becomes a capture group, `[^/]+` unless `params` narrows it, e.g. to
 * DOCUMENT_ID_SOURCE for a document id.
 */
export const routePatternSource = (path: string, params: Readonly<Record<string, string>> = {}): string => {
  const body = path
    .split('/')
    .map((part) =>
      part.startsWith(':')
        ? `(${params[part.slice(1)] ?? '[^/]+'})`
        : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('\\/');
  return path === '/' ? '^\\/$' : `^${body}\\/?$`;
};

/**
 * The in-app path to return to after signing in, or null when the value could lead elsewhere
 * (absolute URLs, protocol-relative `//host`, backslash tricks): an open redirect otherwise.
 */
export const safeRedirectPath = (value: string | null | undefined): string | null => {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return null;
  }
  return value;
};
