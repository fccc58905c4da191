import { LANDING } from '@careers/domain/constants';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/** The statement the spec asks the landing page to make: nearly 60% of senior managers are women. */
export function WomenInLeadership() {
  return (
    <Box component="section" aria-labelledby="women-in-leadership" sx={{ py: { xs: 6, md: 8 } }}>
      <Container
        maxWidth="md"
        sx={{
          display: 'grid',
          gap: { xs: 1, sm: 4 },
          gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' },
          alignItems: 'center',
        }}
      >
        <Typography
          aria-hidden
          sx={{
            fontSize: { xs: '3.5rem', sm: '5rem' },
            fontWeight: 800,
            lineHeight: 1,
            color: 'primary.main',
          }}
        >
          {LANDING.seniorWomenPercent}%
        </Typography>
        <div>
          <Typography id="women-in-leadership" variant="h2" sx={{ mb: 1 }}>
            Women lead here
          </Typography>
          <Typography color="text.secondary" sx={{ fontSize: '1.0625rem' }}>
            Nearly {LANDING.seniorWomenPercent}% of our senior management are women. We promote on merit,
            support flexible shifts for parents and run a mentoring programme for women engineers.
          </Typography>
        </div>
      </Container>
    </Box>
  );
}
