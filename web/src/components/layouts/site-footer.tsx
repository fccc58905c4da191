import { ROUTES } from '@careers/domain/constants';
import Facebook from '@mui/icons-material/Facebook';
import Instagram from '@mui/icons-material/Instagram';
import LinkedIn from '@mui/icons-material/LinkedIn';
import YouTube from '@mui/icons-material/YouTube';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { SITE, type SocialLink } from '@/config/site';

const SOCIAL_ICONS: Record<SocialLink['network'], typeof Facebook> = {
  LinkedIn,
  Facebook,
  Instagram,
  YouTube,
};

const headingSx = {
  fontSize: '0.875rem',
  fontWeight: 700,
  letterSpacing: '0.04em',
  mb: 1.5,
} as const;

/** Address, phone, social links and Home (spec section 1: the landing page's footer). */
export function SiteFooter() {
  const year = new Date().getFullYear();

  return (
    <Box
      component="footer"
      sx={(theme) => ({
        mt: 'auto',
        bgcolor: 'primary.dark',
        color: 'common.white',
        ...theme.applyStyles('dark', {
          bgcolor: 'background.paper',
          color: 'text.primary',
          borderTop: 1,
          borderColor: 'divider',
        }),
      })}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: '2fr repeat(3, 1fr)' },
          }}
        >
          <div>
            <Typography sx={{ fontWeight: 700, fontSize: '1.125rem' }}>{SITE.groupName}</Typography>
            <Typography sx={{ opacity: 0.85, mt: 1, maxWidth: '36ch' }}>
              Careers across our spinning, weaving and textile sites.
            </Typography>
            <Link href={ROUTES.home.getHref()} color="inherit" sx={{ display: 'inline-block', mt: 2 }}>
              Home
            </Link>
          </div>

          <div>
            <Typography component="h2" sx={headingSx}>
              Visit us
            </Typography>
            <Box component="address" sx={{ fontStyle: 'normal', lineHeight: 1.7 }}>
              {SITE.address.lines.map((line) => (
                <div key={line}>{line}</div>
              ))}
            </Box>
          </div>

          <div>
            <Typography component="h2" sx={headingSx}>
              Call us
            </Typography>
            <Link href={SITE.phone.href} color="inherit">
              {SITE.phone.display}
            </Link>
          </div>

          <div>
            <Typography component="h2" sx={headingSx}>
              Follow us
            </Typography>
            <Stack direction="row" spacing={0.5} sx={{ ml: -1 }}>
              {SITE.socialLinks.map(({ network, href }) => {
                const Icon = SOCIAL_ICONS[network];
                return (
                  <IconButton
                    key={network}
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    color="inherit"
                    aria-label={`${network} (opens in a new tab)`}
                  >
                    <Icon />
                  </IconButton>
                );
              })}
            </Stack>
          </div>
        </Box>
        <Divider sx={{ my: 3, borderColor: 'currentColor', opacity: 0.2 }} />
        <Typography variant="body2" sx={{ opacity: 0.85 }}>
          © {year} {SITE.groupName}. All rights reserved.
        </Typography>
      </Container>
    </Box>
  );
}
