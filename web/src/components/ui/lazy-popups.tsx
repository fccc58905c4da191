import type { DrawerProps } from '@mui/material/Drawer';
import type { MenuProps } from '@mui/material/Menu';
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';

// Menus and drawers appear only after a click, so their code (Popover, Modal, focus trap,
// transitions: about 10 KiB gzipped) stays out of the JavaScript every page needs before its first
// paint, and out of the busy seconds while the page starts. It is fetched as soon as the visitor
// starts using the page (moves the pointer, touches, scrolls or presses a key), well before they
// reach a menu; a click that comes first opens the menu as soon as its code arrives.

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

const preloaded = new WeakSet<object>();
const INTERACTIONS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'scroll', 'focusin'] as const;

/** Runs `task` once, at the visitor's first interaction with the page. */
const onFirstInteraction = (task: () => void): void => {
  if (typeof window === 'undefined') return;
  const run = () => {
    for (const type of INTERACTIONS) window.removeEventListener(type, run, true);
    task();
  };
  for (const type of INTERACTIONS) window.addEventListener(type, run, { capture: true, passive: true });
};

/** A popup component whose code loads on first open, or at the visitor's first interaction. */
export const lazyPopup = <P extends { open?: boolean }>(load: Loader<P>): ComponentType<P> => {
  const Component = lazy(load);
  function LazyPopup(props: P) {
    const [wanted, setWanted] = useState(Boolean(props.open));
    if (props.open && !wanted) setWanted(true);

    useEffect(() => {
      if (preloaded.has(load)) return;
      preloaded.add(load);
      onFirstInteraction(() => {
        void load();
      });
    }, []);

    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  }
  return LazyPopup;
};

/** MUI `Menu`, loaded on demand. Items (MenuItem, ListItemText…) are small and stay static. */
export const LazyMenu = lazyPopup<MenuProps>(() => import('@mui/material/Menu'));

/** MUI `Drawer` (temporary), loaded on demand. */
export const LazyDrawer = lazyPopup<DrawerProps>(() => import('@mui/material/Drawer'));
