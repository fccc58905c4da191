import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState, type MouseEvent } from 'react';

import { LazyMenu as Menu } from '@/components/ui/lazy-popups';
import { LinkBehavior } from '@/theme/link-behavior';

import type { AccountLink } from './account-links';

type AccountMenuProps = {
  greeting: string;
  links: AccountLink[];
  onSignOut: () => void;
};

/** The candidate menu on wide screens: 'Logged in as {first name}' opens Profile, ..., Logout. */
export function AccountMenu({ greeting, links, onSignOut }: AccountMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();

  const handleOpen = (event: MouseEvent<HTMLElement>) => {
    setAnchor(event.currentTarget);
  };
  const handleClose = () => {
    setAnchor(null);
  };
  const handleSignOut = () => {
    setAnchor(null);
    onSignOut();
  };

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        startIcon={<AccountCircleOutlined />}
        endIcon={<ExpandMore />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={handleOpen}
      >
        {greeting}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={handleClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {links.map((link) =>
          link.kind === 'link' ? (
            <MenuItem key={link.label} component={LinkBehavior} href={link.href} onClick={handleClose}>
              {link.label}
            </MenuItem>
          ) : (
            [
              <Divider key="divider" />,
              <MenuItem key={link.label} onClick={handleSignOut}>
                {link.label}
              </MenuItem>,
            ]
          ),
        )}
      </Menu>
    </>
  );
}
