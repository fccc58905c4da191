import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import SettingsBrightnessOutlined from '@mui/icons-material/SettingsBrightnessOutlined';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { useColorScheme } from '@mui/material/styles';
import { useId, useState, type MouseEvent } from 'react';

import { LazyMenu as Menu } from '@/components/ui/lazy-popups';

type Mode = 'system' | 'light' | 'dark';

const MODES: readonly { mode: Mode; label: string; Icon: typeof DarkModeOutlined }[] = [
  { mode: 'system', label: 'Same as device', Icon: SettingsBrightnessOutlined },
  { mode: 'light', label: 'Light', Icon: LightModeOutlined },
  { mode: 'dark', label: 'Dark', Icon: DarkModeOutlined },
];

/** Light, dark or the device's setting; MUI stores the choice in localStorage. */
export function ColorModeToggle() {
  const { mode, systemMode, setMode } = useColorScheme();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const current = mode ?? 'system';
  const resolved = current === 'system' ? (systemMode ?? 'light') : current;
  const ButtonIcon = resolved === 'dark' ? DarkModeOutlined : LightModeOutlined;
  const currentLabel = MODES.find((option) => option.mode === current)?.label ?? 'Same as device';

  const handleOpen = (event: MouseEvent<HTMLElement>) => {
    setAnchor(event.currentTarget);
  };
  const handleClose = () => {
    setAnchor(null);
  };
  const handleSelect = (next: Mode) => {
    setMode(next);
    setAnchor(null);
  };

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={`Theme: ${currentLabel}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={handleOpen}
      >
        <ButtonIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={handleClose}>
        {MODES.map(({ mode: option, label, Icon }) => (
          <MenuItem
            key={option}
            role="menuitemradio"
            aria-checked={current === option}
            selected={current === option}
            onClick={() => {
              handleSelect(option);
            }}
          >
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
