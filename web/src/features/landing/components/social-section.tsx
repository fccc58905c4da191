import Facebook from '@mui/icons-material/Facebook';
import Instagram from '@mui/icons-material/Instagram';
import LinkedIn from '@mui/icons-material/LinkedIn';
import YouTube from '@mui/icons-material/YouTube';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { SITE, type SocialLink } from '@/config/site';

const ICONS: Record<SocialLink['network'], typeof Facebook> = { LinkedIn, Facebook, Instagram, YouTube };

/** The social section of the landing page (spec section 1). */
export function SocialSection() {
  return (
    <Box
      component="section"
      aria-labelledby="social-section"
      sx={{ py: { xs: 6, md: 8 }, bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider' }}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography id="social-section" variant="h2" sx={{ mb: 1 }}>
          Life at {SITE.groupName}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Stories from our mills and teams, new openings first: follow us.
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1.5 }}>
          {SITE.socialLinks.map(({ network, href }) => {
            const Icon = ICONS[network];
            return (
              <Button
                key={network}
                variant="outlined"
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                startIcon={<Icon />}
              >
                {network}
                <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </Button>
            );
          })}
        </Box>
      </Container>
    </Box>
  );
}
