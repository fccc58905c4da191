import MenuIcon from '@mui/icons-material/Menu';
import IconButton from '@mui/material/IconButton';
import { useId, useState } from 'react';

export type DrawerState = {
  open: boolean;
  /** The drawer's element id, which the menu button points to while it is open. */
  id: string;
  handleOpen: () => void;
  handleClose: () => void;
};

/** A navigation drawer's open state and id (the admin side navigation, the public menu). */
export function useDrawer(): DrawerState {
  const [open, setOpen] = useState(false);
  const id = useId();
  return {
    open,
    id,
    handleOpen: () => {
      setOpen(true);
    },
    handleClose: () => {
      setOpen(false);
    },
  };
}

type DrawerMenuButtonProps = {
  drawer: DrawerState;
  label: string;
  /** The side of the toolbar it stands on (MUI's negative margin there). */
  edge: 'start' | 'end';
};

/** The menu button that opens the drawer on narrow screens; from `md` up the links are on screen. */
export function DrawerMenuButton({ drawer, label, edge }: DrawerMenuButtonProps) {
  return (
    <IconButton
      color="inherit"
      edge={edge}
      aria-label={label}
      aria-controls={drawer.open ? drawer.id : undefined}
      aria-expanded={drawer.open}
      onClick={drawer.handleOpen}
      sx={{ display: { md: 'none' } }}
    >
      <MenuIcon />
    </IconButton>
  );
}
