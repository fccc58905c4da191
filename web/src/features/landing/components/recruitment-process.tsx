import { LANDING } from '@careers/domain/constants';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

type Phase = (typeof LANDING.recruitmentPhases)[number];

const PHASE_TEXT: Record<Phase, string> = {
  Shortlisting: 'We read every application against the role and shortlist the closest matches.',
  Assessment: 'Shortlisted candidates may take a short online test of aptitude and job skills.',
  Interview: 'Meet the hiring manager and the team, at the site or online.',
  Evaluation: 'We weigh test, interview and experience together and decide quickly.',
  'Background Check': 'References and documents are verified before we make an offer.',
};

/** The five-phase recruitment process (spec section 1). */
export function RecruitmentProcess() {
  return (
    <Box
      component="section"
      aria-labelledby="recruitment-process"
      sx={{ py: { xs: 6, md: 9 }, bgcolor: 'background.paper', borderBlock: 1, borderColor: 'divider' }}
    >
      <Container maxWidth="lg">
        <Typography id="recruitment-process" variant="h2" sx={{ mb: 1, textAlign: { md: 'center' } }}>
          Our recruitment process
        </Typography>
        <Typography color="text.secondary" sx={{ mb: { xs: 3, md: 5 }, textAlign: { md: 'center' } }}>
          Five steps, and we keep you informed at each one.
        </Typography>
        <Box
          component="ol"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: { xs: 2, md: 3 },
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(5, 1fr)' },
          }}
        >
          {LANDING.recruitmentPhases.map((phase, index) => (
            <Box component="li" key={phase} sx={{ display: 'flex', gap: 2, flexDirection: { md: 'column' } }}>
              <Box
                aria-hidden
                sx={{
                  flex: 'none',
                  display: 'grid',
                  placeItems: 'center',
                  width: 44,
                  height: 44,
                  borderRadius: '50%',
                  border: 2,
                  borderColor: 'primary.main',
                  color: 'primary.main',
                  fontWeight: 700,
                  fontSize: '1.125rem',
                }}
              >
                {index + 1}
              </Box>
              <div>
                <Typography component="h3" variant="h6" sx={{ mb: 0.5 }}>
                  {phase}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {PHASE_TEXT[phase]}
                </Typography>
              </div>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
