import { ROUTES } from '@careers/domain/constants';
import CloseIcon from '@mui/icons-material/Close';
import LogoutIcon from '@mui/icons-material/Logout';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Outlet, useLocation } from 'react-router-dom';

import { NotificationScopeContext } from '@/components/notifications/notifications-context';
import { ColorModeToggle } from '@/components/ui/color-mode-toggle';
import { Logo } from '@/components/ui/logo';
import { SkipLink } from '@/components/ui/skip-link';
import { useSession } from '@/lib/session/use-session';

import { ADMIN_SECTIONS, activeAdminSection } from './admin-sections';
import { DrawerMenuButton, useDrawer } from './drawer-menu-button';
import { MainContent } from './main-content';
import { NavigationProgress } from './navigation-progress';
import { useSignOutHandler } from './use-sign-out-handler';

const DRAWER_WIDTH = 264;

function AdminNavigation({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const active = activeAdminSection(pathname);

  return (
    <Box component="nav" aria-label="Admin">
      <List sx={{ px: 1 }}>
        {ADMIN_SECTIONS.map((section) => {
          const selected = section === active;
          return (
            <ListItemButton
              key={section.href}
              href={section.href}
              selected={selected}
              aria-current={selected ? 'page' : undefined}
              onClick={onNavigate}
              sx={{ borderRadius: 1, mb: 0.5 }}
            >
              <ListItemIcon sx={{ minWidth: 40 }}>
                <section.Icon />
              </ListItemIcon>
              <ListItemText primary={section.label} />
            </ListItemButton>
          );
        })}
      </List>
    </Box>
  );
}

/**
 * Admin screens: a top bar with sign-out, and the side navigation, permanent on wide screens and
 * a drawer on phones. No candidate menu here (spec section 2). Notifications raised inside use the
 * admin timing (spec section 9).
 */
export function AdminLayout() {
  const session = useSession();
  const handleSignOut = useSignOutHandler();
  const drawer = useDrawer();

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      <NavigationProgress />
      <AppBar
        position="fixed"
        color="inherit"
        sx={(theme) => ({
          zIndex: theme.zIndex.drawer + 1,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        })}
      >
        <Toolbar sx={{ gap: 1 }}>
          <DrawerMenuButton drawer={drawer} label="Open navigation" edge="start" />
          <Logo href={ROUTES.dashboard.getHref()} label="Admin" />
          <Box sx={{ flex: 1 }} />
          {session.user?.email ? (
            <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
              {session.user.email}
            </Typography>
          ) : null}
          <ColorModeToggle />
          <Button
            color="inherit"
            startIcon={<LogoutIcon />}
            onClick={handleSignOut}
            sx={{ display: { xs: 'none', sm: 'inline-flex' }, whiteSpace: 'nowrap' }}
          >
            Log out
          </Button>
          <IconButton
            color="inherit"
            edge="end"
            aria-label="Log out"
            onClick={handleSignOut}
            sx={{ display: { sm: 'none' } }}
          >
            <LogoutIcon />
          </IconButton>
        </Toolbar>
      </AppBar>

      {/* The menu's column: as tall as the page (the row stretches it), with the menu's own
          background and edge, so that the panel reaches the end of a long page however it is
          drawn (a full-page capture, a print), not only the window the fixed paper covers. */}
      <Box
        sx={{
          width: { md: DRAWER_WIDTH },
          flexShrink: { md: 0 },
          bgcolor: { md: 'background.paper' },
          borderRight: { md: 1 },
          borderColor: { md: 'divider' },
        }}
      >
        <Drawer
          id={drawer.id}
          variant="temporary"
          open={drawer.open}
          onClose={drawer.handleClose}
          sx={(theme) => ({
            display: { xs: 'block', md: 'none' },
            zIndex: theme.zIndex.drawer + 2,
          })}
          slotProps={{ paper: { sx: { width: DRAWER_WIDTH } } }}
        >
          <Toolbar sx={{ justifyContent: 'space-between' }}>
            <Logo href={ROUTES.dashboard.getHref()} label="Admin" />
            <IconButton edge="end" aria-label="Close navigation" onClick={drawer.handleClose}>
              <CloseIcon />
            </IconButton>
          </Toolbar>
          <AdminNavigation onNavigate={drawer.handleClose} />
        </Drawer>
        <Drawer
          variant="permanent"
          open
          sx={{ display: { xs: 'none', md: 'block' } }}
          slotProps={{ paper: { sx: { width: DRAWER_WIDTH, boxSizing: 'border-box' } } }}
        >
          <Toolbar />
          <AdminNavigation />
        </Drawer>
      </Box>

      <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0 }}>
        <Toolbar />
        <NotificationScopeContext value="admin">
          <MainContent>
            <Outlet />
          </MainContent>
        </NotificationScopeContext>
      </Box>
    </Box>
  );
}
