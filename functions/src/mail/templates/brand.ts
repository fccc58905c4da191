// The group's identity in emails. Mirrors web/src/config/site.ts (the web app's copy); colours are
// the light theme's primary and text colours, which keep a contrast of at least 4.5:1.

export const MAIL_BRAND = {
  groupName: 'Textile Group',
  product: 'Careers',
  address: 'Head Office, Main Boulevard, Gulberg, Lahore, Pakistan',
  /** How mails name the company's time zone (COMPANY_TIME_ZONE, Asia/Karachi) after a time. */
  timeZoneLabel: 'Pakistan time',
  colors: {
    primary: '#2B3A8C',
    onPrimary: '#FFFFFF',
    text: '#1C1F2A',
    muted: '#4B5263',
    background: '#F7F5F2',
    paper: '#FFFFFF',
    border: '#E2DED8',
  },
} as const;
