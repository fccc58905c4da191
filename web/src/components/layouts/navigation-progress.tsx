import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { useNavigation } from 'react-router-dom';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/**
 * A thin bar at the top while the next page's code loads. Drawn with CSS (MUI's LinearProgress
 * would add 2 KiB to every page's first load for a bar shown only between pages).
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <Box
      role="progressbar"
      aria-label="Loading page"
      sx={(theme) => ({
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 4,
        overflow: 'hidden',
        zIndex: theme.zIndex.appBar + 2,
        bgcolor: 'action.selected',
        '&::after': {
          content: '""',
          position: 'absolute',
          inset: 0,
          width: '40%',
          bgcolor: 'primary.main',
          animation: `${slide} 1.2s ease-in-out infinite`,
        },
      })}
    />
  );
}
