// Readable public job addresses (issue 20): a job made in the form gets its document id from its
// title, as the demo jobs have ('spinning-technologist-process-control'), so /job-detail/{id} reads
// as the job. The id never changes afterwards (applications are keyed by it), but the address
// follows the title (issue 31): a renamed job gets its new title's slug (Job.slug), and every slug
// it had stays in `jobSlugs/{slug}`, so an old address finds the job and the page redirects.

/** Longest slug: room for a '-NN' suffix within a readable address. */
export const JOB_SLUG_MAX_LENGTH = 60;

/** How many suffixed candidates ('-2' … '-20') are tried before falling back to a random id. */
export const JOB_SLUG_ATTEMPTS = 20;

/**
 * 'Senior Spinning Engineer (Shift A)' → 'senior-spinning-engineer-shift-a'. Accents are dropped
 * ('Café' → 'cafe'); anything but ASCII letters and digits becomes one hyphen; cut at a word
 * boundary within JOB_SLUG_MAX_LENGTH. '' when the title has no letter or digit to keep.
 */
export const jobSlug = (title: string): string => {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (words.length <= JOB_SLUG_MAX_LENGTH) return words;
  const cut = words.slice(0, JOB_SLUG_MAX_LENGTH + 1);
  const boundary = cut.lastIndexOf('-');
  return (boundary > 0 ? cut.slice(0, boundary) : words.slice(0, JOB_SLUG_MAX_LENGTH)).replace(/-+$/, '');
};

/** The ids to try for a job titled `title`, in order: the slug, then 'slug-2', 'slug-3'… */
export const jobSlugCandidates = (title: string): string[] => {
  const slug = jobSlug(title);
  if (!slug) return [];
  return [
    slug,
    ...Array.from({ length: JOB_SLUG_ATTEMPTS - 1 }, (_, index) => `${slug}-${String(index + 2)}`),
  ];
};
