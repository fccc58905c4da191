import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

const bandColours = (theme: Theme) => ({
  bgcolor: 'primary.dark',
  color: 'common.white',
  // A deep brand colour would glare among dark surfaces: the band becomes a raised surface there.
  ...theme.applyStyles('dark', { bgcolor: 'background.paper', color: 'text.primary' }),
});

type BrandBandProps = {
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** The band's own styles beyond its colours: padding, a texture. */
  sx?: SxProps<Theme>;
  /** The styles of the column its content stands in (the pages' width): a layout of its own. */
  contentSx?: SxProps<Theme>;
  children: ReactNode;
};

/**
 * The full-width section in the brand colour that opens a public page (landing, careers, a job), its
 * content in the same column as the page below it.
 */
export function BrandBand({ sx, contentSx, children, ...labels }: BrandBandProps) {
  return (
    <Box component="section" {...labels} sx={[bandColours, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Container maxWidth="lg" sx={contentSx}>
        {children}
      </Container>
    </Box>
  );
}
