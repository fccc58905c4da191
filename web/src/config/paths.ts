// The typed route table: every screen of spec section 2. The router reads `path`; links and
// redirects call `getHref(...)` so that no URL is typed by hand anywhere else.

const segment = (value: string | number): string => encodeURIComponent(String(value));

const withQuery = (pathname: string, query: Record<string, string | null | undefined>): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value) search.set(key, value);
  }
  const text = search.toString();
  return text ? `${pathname}?${text}` : pathname;
};

/** Query parameter names shared by the page that writes them and the page that reads them. */
export const QUERY_PARAMS = {
  /** On /login: where to return after signing in (an in-app path). */
  redirectTo: 'redirectTo',
  /** On /register: the job the visitor wanted to apply for (spec section 4, Applying). */
  jobId: 'jobId',
} as const;

export const paths = {
  // Public
  home: { path: '/', getHref: () => '/' },
  register: {
    path: '/register',
    getHref: (jobId?: string | null) => withQuery('/register', { [QUERY_PARAMS.jobId]: jobId }),
  },
  login: {
    path: '/login',
    getHref: (redirectTo?: string | null) => withQuery('/login', { [QUERY_PARAMS.redirectTo]: redirectTo }),
  },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  resetPassword: {
    path: '/reset/:token',
    getHref: (token: string) => `/reset/${segment(token)}`,
  },
  confirmEmail: {
    path: '/confirm/:uuid',
    getHref: (uuid: string) => `/confirm/${segment(uuid)}`,
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
} as const;

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
