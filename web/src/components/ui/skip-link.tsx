import { styled } from '@mui/material/styles';
import type { MouseEvent } from 'react';

export const MAIN_CONTENT_ID = 'main-content';

const SkipAnchor = styled('a')(({ theme }) => ({
  position: 'absolute',
  left: theme.spacing(1),
  top: theme.spacing(1),
  zIndex: theme.zIndex.tooltip + 1,
  padding: theme.spacing(1, 2),
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.vars.palette.primary.main,
  color: theme.vars.palette.primary.contrastText,
  fontWeight: 600,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  '&:focus': {
    transform: 'none',
    outline: `3px solid ${theme.vars.palette.secondary.main}`,
  },
}));

/** First focusable element of every layout: jumps past the navigation to the page content. */
export function SkipLink() {
  // Focus moves without a hash navigation, which the router would record as a history entry.
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };

  return (
    <SkipAnchor href={`#${MAIN_CONTENT_ID}`} onClick={handleClick}>
      Skip to main content
    </SkipAnchor>
  );
}
