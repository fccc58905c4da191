export type LatLng = { lat: number; lng: number };

const point = ({ lat, lng }: LatLng): string => `${lat.toFixed(6)},${lng.toFixed(6)}`;

/**
 * Google Maps directions to the job (spec section 7: "from the browser's current position to the
 * job's toLat and toLng"). Without an origin, Maps starts from wherever the visitor is.
 */
export const directionsUrl = (destination: LatLng, origin?: LatLng | null): string =>
  `https://www.google.com/maps/dir/?api=1${origin ? `&origin=${point(origin)}` : ''}&destination=${point(destination)}`;
