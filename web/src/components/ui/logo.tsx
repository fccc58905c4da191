import Box from '@mui/material/Box';
import Link from '@mui/material/Link';

import { SITE } from '@/config/site';

/** The group's mark: warp and weft threads crossing, drawn in the current text colour. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <g stroke="var(--careers-palette-background-paper, #fff)" strokeWidth="3" strokeLinecap="round">
        <path d="M9 7v18M16 7v18M23 7v18" />
        <path d="M7 11h4M14 11h4M21 11h4M7 21h4M14 21h4M21 21h4" opacity="0.9" />
        <path d="M7 16h18" />
      </g>
    </svg>
  );
}

type LogoProps = {
  href: string;
  /** Text after the group name, e.g. 'Careers' or 'Admin'. */
  label?: string;
};

/** Logo and wordmark, linking to the home of the current area. */
export function Logo({ href, label = SITE.wordmark }: LogoProps) {
  return (
    <Link
      href={href}
      underline="none"
      color="inherit"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25, fontWeight: 700 }}
    >
      <Box component="span" sx={{ display: 'inline-flex', color: 'primary.main' }}>
        <LogoMark />
      </Box>
      <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column', lineHeight: 1.1 }}>
        <Box component="span" sx={{ fontSize: '1rem', whiteSpace: 'nowrap' }}>
          {SITE.groupName}
        </Box>
        {/* The link's name is its visible text ('Textile Group Careers'): the space keeps the words apart. */}{' '}
        <Box component="span" sx={{ fontSize: '0.8125rem', fontWeight: 500, color: 'text.secondary' }}>
          {label}
        </Box>
      </Box>
    </Link>
  );
}
