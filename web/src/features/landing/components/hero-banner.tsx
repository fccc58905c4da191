import { LANDING, OFFICE_LOCATIONS, ROUTES } from '@careers/domain/constants';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';

import { BrandBand } from '@/components/ui/brand-band';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { SITE } from '@/config/site';
import { usePrefersReducedMotion } from '@/hooks/use-prefers-reduced-motion';

import { useTypingText, type TypingTiming } from '../hooks/use-typing-text';

export const HERO_PHRASES = [
  'spinning',
  'weaving',
  'dyeing and printing',
  'garments',
  'merchandising',
  'engineering',
  'finance',
] as const;

const TIMING: TypingTiming = { periodMs: LANDING.typingPeriodMs, typeMs: 90, eraseMs: 45 };

/** 'spinning, weaving, … and finance': what screen readers hear instead of the typing. */
export const heroPhrasesSentence = (phrases: readonly string[]): string =>
  phrases.length > 1
    ? `${phrases.slice(0, -1).join(', ')} and ${phrases[phrases.length - 1] ?? ''}`
    : (phrases[0] ?? '');

/** Three facts beside the banner text on wide screens. */
const HERO_FACTS = [
  { value: String(OFFICE_LOCATIONS.length), label: 'sites around Lahore, from head office to mills' },
  {
    value: `${String(LANDING.recruitmentPhases.length)} steps`,
    label: 'in a clear, fair recruitment process',
  },
  { value: `Nearly ${String(LANDING.seniorWomenPercent)}%`, label: 'of our senior management are women' },
] as const;

const blink = keyframes`
  50% { opacity: 0; }
`;

/** Landing banner (spec section 1): the typing line, the 60% statement and Apply Now. */
export function HeroBanner() {
  const reducedMotion = usePrefersReducedMotion();
  const typed = useTypingText(HERO_PHRASES, TIMING, !reducedMotion);

  return (
    <BrandBand
      aria-labelledby="hero-title"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        // A woven texture drawn in CSS: no image to download before the first paint.
        backgroundImage:
          'repeating-linear-gradient(90deg, rgba(255,255,255,0.05) 0 2px, transparent 2px 14px), repeating-linear-gradient(0deg, rgba(255,255,255,0.04) 0 2px, transparent 2px 14px)',
      }}
      contentSx={{
        py: { xs: 6, md: 10 },
        display: 'grid',
        gap: 6,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1.4fr) minmax(0, 1fr)' },
        alignItems: 'center',
      }}
    >
      <div>
        <Typography
          variant="overline"
          component="p"
          sx={{ fontWeight: 700, letterSpacing: '0.12em', opacity: 0.9, mb: 1 }}
        >
          Careers at {SITE.groupName}
        </Typography>
        <Typography
          id="hero-title"
          variant="h1"
          sx={{ fontSize: 'clamp(2.125rem, 1.5rem + 3vw, 3.5rem)', maxWidth: '18ch', mb: 2 }}
        >
          Weave your future with us
        </Typography>
        <Typography
          component="p"
          sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' }, fontWeight: 600, minHeight: '1.6em', mb: 2 }}
        >
          We are hiring in{' '}
          <Box
            component="span"
            aria-hidden
            sx={(theme) => ({
              color: '#F3D2A6',
              whiteSpace: 'nowrap',
              ...theme.applyStyles('dark', { color: 'secondary.main' }),
            })}
          >
            {typed}
            <Box
              component="span"
              sx={{
                display: 'inline-block',
                width: '2px',
                height: '1.1em',
                ml: '2px',
                verticalAlign: 'text-bottom',
                bgcolor: 'currentColor',
                animation: reducedMotion ? 'none' : `${blink} 1s step-end infinite`,
              }}
            />
          </Box>
          <VisuallyHidden>{heroPhrasesSentence(HERO_PHRASES)}</VisuallyHidden>
        </Typography>
        <Typography sx={{ maxWidth: '56ch', opacity: 0.92, mb: 4, fontSize: '1.0625rem' }}>
          From cotton bale to finished garment, our mills, stitching units and offices around Lahore offer
          careers where you learn every day. Nearly {LANDING.seniorWomenPercent}% of our senior management are
          women.
        </Typography>
        <Button
          variant="contained"
          color="secondary"
          size="large"
          href={ROUTES.careers.list.getHref()}
          endIcon={<ArrowForward />}
          sx={{ px: 4, py: 1.5, fontSize: '1.0625rem' }}
        >
          Apply Now
        </Button>
      </div>
      <Box
        component="ul"
        sx={{
          display: { xs: 'none', md: 'grid' },
          gap: 2,
          listStyle: 'none',
          m: 0,
          p: 0,
        }}
      >
        {HERO_FACTS.map((fact) => (
          <Box
            component="li"
            key={fact.label}
            sx={{
              p: 2.5,
              borderRadius: 2,
              border: '1px solid rgba(255, 255, 255, 0.24)',
              bgcolor: 'rgba(255, 255, 255, 0.06)',
            }}
          >
            <Box
              component="span"
              sx={{ display: 'block', fontSize: '2rem', fontWeight: 800, lineHeight: 1.1 }}
            >
              {fact.value}
            </Box>
            <Box component="span" sx={{ display: 'block', opacity: 0.9 }}>
              {fact.label}
            </Box>
          </Box>
        ))}
      </Box>
    </BrandBand>
  );
}
