import LinearProgress from '@mui/material/LinearProgress';
import { useNavigation } from 'react-router';

/** A thin bar at the top while the next page's code loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <LinearProgress
      aria-label="Loading page"
      sx={(theme) => ({
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        zIndex: theme.zIndex.appBar + 2,
      })}
    />
  );
}
