import { LANDING } from '@careers/domain/constants';
import AutoGraphOutlined from '@mui/icons-material/AutoGraphOutlined';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

type Reason = (typeof LANDING.whyJoinUs)[number];

const REASONS: Record<Reason, { Icon: typeof PersonSearchOutlined; text: string }> = {
  Hire: {
    Icon: PersonSearchOutlined,
    text: 'We hire graduates, technicians and experienced professionals for our mills, stitching units and offices, on merit and through a transparent process.',
  },
  Develop: {
    Icon: AutoGraphOutlined,
    text: 'Structured traineeships, on-the-job coaching and sponsored courses help you master your craft, from yarn quality to export merchandising.',
  },
  Grow: {
    Icon: TrendingUpOutlined,
    text: 'Most of our managers started with us. Move between sites and functions as you grow, with clear paths to lead teams and plants.',
  },
};

/** Why join us: Hire, Develop, Grow (spec section 1). */
export function WhyJoinUs() {
  return (
    <Box component="section" aria-labelledby="why-join-us" sx={{ py: { xs: 6, md: 9 } }}>
      <Container maxWidth="lg">
        <Typography id="why-join-us" variant="h2" sx={{ mb: { xs: 3, md: 5 }, textAlign: { md: 'center' } }}>
          Why join us
        </Typography>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          }}
        >
          {LANDING.whyJoinUs.map((reason) => {
            const { Icon, text } = REASONS[reason];
            return (
              <Box
                component="li"
                key={reason}
                sx={{ p: 3, borderRadius: 2, bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}
              >
                <Box
                  aria-hidden
                  sx={{
                    display: 'inline-grid',
                    placeItems: 'center',
                    width: 48,
                    height: 48,
                    borderRadius: '50%',
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                    mb: 2,
                  }}
                >
                  <Icon />
                </Box>
                <Typography component="h3" variant="h4" sx={{ mb: 1 }}>
                  {reason}
                </Typography>
                <Typography color="text.secondary">{text}</Typography>
              </Box>
            );
          })}
        </Box>
      </Container>
    </Box>
  );
}
