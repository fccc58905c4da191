import ShareOutlined from '@mui/icons-material/ShareOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useId, useState, type MouseEvent } from 'react';

import { lazyPopup } from '@/components/ui/lazy-popups';

import type { ShareTarget } from './share-links';

// The menu (MUI Menu, its items and the networks' icons) loads on first open, or when the browser
// is idle: job cards show a share button each, and none of that is needed for the first paint.
const ShareMenuPopup = lazyPopup(() => import('./share-menu-popup'));

type ShareMenuProps = ShareTarget & {
  /** 'icon' on job cards (an icon button named 'Share {title}'), 'button' on the job page. */
  variant?: 'icon' | 'button';
};

/**
 * Share a job: the device's share sheet (Web Share API) where the browser has one, copy link,
 * WhatsApp, LinkedIn, Facebook, X and email. Used by the job cards and the job page.
 */
export function ShareMenu({ url, title, text, variant = 'icon' }: ShareMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const open = anchor !== null;

  const handleOpen = (event: MouseEvent<HTMLElement>) => {
    setAnchor(event.currentTarget);
  };
  const handleClose = () => {
    setAnchor(null);
  };

  const trigger = {
    id: buttonId,
    'aria-haspopup': 'menu',
    'aria-controls': open ? menuId : undefined,
    'aria-expanded': open ? 'true' : undefined,
    onClick: handleOpen,
  } as const;

  return (
    <>
      {variant === 'icon' ? (
        <IconButton {...trigger} aria-label={`Share ${title}`}>
          <ShareOutlined fontSize="small" />
        </IconButton>
      ) : (
        <Button {...trigger} variant="outlined" startIcon={<ShareOutlined />}>
          Share
        </Button>
      )}
      <ShareMenuPopup
        id={menuId}
        labelledBy={buttonId}
        anchorEl={anchor}
        open={open}
        onClose={handleClose}
        url={url}
        title={title}
        text={text}
      />
    </>
  );
}
