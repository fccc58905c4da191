/**
 * The public header's toolbar height in px, at every screen width (the header is sticky, so this
 * band at the top of the viewport is always the header's). Public notifications appear below it
 * (components/notifications), so a toast never covers the menu or the account links.
 */
export const SITE_HEADER_HEIGHT_PX = 64;
