// The group's public identity as shown in the header, footer and document titles.
// Contact details and social pages are content: confirm them with the group's communications team.

export type SocialLink = {
  network: 'LinkedIn' | 'Facebook' | 'Instagram' | 'YouTube';
  href: string;
};

export const SITE = {
  groupName: 'Textile Group',
  /** What search engines say of a page that does not describe itself. */
  description:
    'Careers at the Textile Group: browse open positions by department, build your profile and apply online.',
  /** Short wordmark beside the logo. */
  wordmark: 'Careers',
  address: {
    lines: ['Head Office', 'Main Boulevard, Gulberg', 'Lahore, Pakistan'],
  },
  phone: { display: '+92 42 3500 0000', href: 'tel:+924235000000' },
  socialLinks: [
    { network: 'LinkedIn', href: 'https://www.linkedin.com/company/textile-group' },
    { network: 'Facebook', href: 'https://www.facebook.com/textilegroup' },
    { network: 'Instagram', href: 'https://www.instagram.com/textilegroup' },
    { network: 'YouTube', href: 'https://www.youtube.com/@textilegroup' },
  ] satisfies SocialLink[],
} as const;

/** 'Career Opportunities — Textile Group'. */
export const documentTitle = (pageTitle: string): string => `${pageTitle} — ${SITE.groupName}`;
