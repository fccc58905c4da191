import DirectionsOutlined from '@mui/icons-material/DirectionsOutlined';
import Button from '@mui/material/Button';
import type { MouseEvent } from 'react';

import { VisuallyHidden } from '@/components/ui/visually-hidden';

import { directionsUrl, type LatLng } from '../utils/directions';

const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: false,
  timeout: 10_000,
  maximumAge: 300_000,
};

/**
 * Opens Google Maps directions from the visitor's position to the job in a new tab. The tab opens
 * synchronously on click (pop-up blockers allow that), then gets its address once the position is
 * known; without a position (denied, unavailable, timed out) it gets the destination-only link.
 * Without script or geolocation the button is a plain link to that same destination-only page.
 */
export function DirectionsButton({ destination, fullWidth }: { destination: LatLng; fullWidth?: boolean }) {
  const fallbackUrl = directionsUrl(destination);

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!('geolocation' in navigator)) return;
    event.preventDefault();
    const tab = window.open('about:blank', '_blank');
    // The new tab must not be able to navigate this one (reverse tabnabbing).
    if (tab) tab.opener = null;
    const go = (url: string) => {
      if (tab && !tab.closed) tab.location.href = url;
      else window.open(url, '_blank', 'noopener,noreferrer');
    };
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        go(directionsUrl(destination, { lat: coords.latitude, lng: coords.longitude }));
      },
      (error) => {
        // Spec section 8: a geolocation failure is only logged.
        console.warn('Geolocation failed; opening directions to the destination only.', error.message);
        go(fallbackUrl);
      },
      GEOLOCATION_OPTIONS,
    );
  };

  return (
    <Button
      variant="outlined"
      href={fallbackUrl}
      target="_blank"
      rel="noopener noreferrer"
      onClick={handleClick}
      startIcon={<DirectionsOutlined />}
      fullWidth={fullWidth}
    >
      Get directions
      <VisuallyHidden> (opens Google Maps in a new tab)</VisuallyHidden>
    </Button>
  );
}
