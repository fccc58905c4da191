import ContentCopy from '@mui/icons-material/ContentCopy';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import Facebook from '@mui/icons-material/Facebook';
import IosShare from '@mui/icons-material/IosShare';
import LinkedIn from '@mui/icons-material/LinkedIn';
import WhatsApp from '@mui/icons-material/WhatsApp';
import X from '@mui/icons-material/X';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

import { useNotify } from '@/components/notifications/notifications-context';
import { VisuallyHidden } from '@/components/ui/visually-hidden';

import { shareLinks, type ShareNetwork, type ShareTarget } from './share-links';

export const LINK_COPIED = 'Link copied to the clipboard.';
export const COPY_FAILED = 'Could not copy the link. Copy it from the address bar instead.';

const NETWORK_ICONS: Record<ShareNetwork, typeof EmailOutlined> = {
  WhatsApp,
  LinkedIn,
  Facebook,
  X,
  Email: EmailOutlined,
};

const canUseShareSheet = (): boolean =>
  typeof navigator !== 'undefined' && typeof navigator.share === 'function';

export type ShareMenuPopupProps = ShareTarget & {
  id: string;
  labelledBy: string;
  anchorEl: HTMLElement | null;
  open: boolean;
  onClose: () => void;
};

/** The share menu's items; loaded on first open (see share-menu.tsx). */
export default function ShareMenuPopup({
  id,
  labelledBy,
  anchorEl,
  open,
  onClose,
  url,
  title,
  text,
}: ShareMenuPopupProps) {
  const notify = useNotify();

  const handleShareSheet = async () => {
    onClose();
    try {
      await navigator.share({ title, text, url });
    } catch (error) {
      // Closing the sheet rejects with AbortError: nothing to report.
      if (!(error instanceof DOMException && error.name === 'AbortError')) {
        console.warn('Web Share failed', error);
      }
    }
  };

  const handleCopy = async () => {
    onClose();
    try {
      await navigator.clipboard.writeText(url);
      notify(LINK_COPIED, 'success');
    } catch (error) {
      console.warn('Copying the link failed', error);
      notify(COPY_FAILED, 'error');
    }
  };

  return (
    <Menu
      id={id}
      anchorEl={anchorEl}
      open={open}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ list: { 'aria-labelledby': labelledBy, dense: true } }}
    >
      {canUseShareSheet() ? (
        <MenuItem onClick={() => void handleShareSheet()}>
          <ListItemIcon>
            <IosShare fontSize="small" />
          </ListItemIcon>
          <ListItemText>Share via…</ListItemText>
        </MenuItem>
      ) : null}
      <MenuItem onClick={() => void handleCopy()}>
        <ListItemIcon>
          <ContentCopy fontSize="small" />
        </ListItemIcon>
        <ListItemText>Copy link</ListItemText>
      </MenuItem>
      <Divider />
      {shareLinks({ url, title, text }).map(({ network, label, href }) => {
        const Icon = NETWORK_ICONS[network];
        const external = network !== 'Email';
        return (
          <MenuItem
            key={network}
            component="a"
            href={href}
            target={external ? '_blank' : undefined}
            rel={external ? 'noopener noreferrer' : undefined}
            onClick={onClose}
          >
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText>
              {label}
              {external ? <VisuallyHidden> (opens in a new tab)</VisuallyHidden> : null}
            </ListItemText>
          </MenuItem>
        );
      })}
    </Menu>
  );
}
