/**
 * The page's frame (header bar and, on the public pages that open with one, a banner) while the
 * app's first page loads: the same blocks index.html paints before any script runs (its inline
 * styles), so nothing flashes, and no spinner paints before the page itself can.
 */
export function AppFrame() {
  return (
    <div role="status" aria-label="Loading the careers portal" aria-busy="true">
      <div className="app-frame-header" />
      <div className="app-frame-banner" />
    </div>
  );
}
