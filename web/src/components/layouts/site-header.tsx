import { ROUTES } from '@careers/domain/constants';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import CloseIcon from '@mui/icons-material/Close';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';

import { ColorModeToggle } from '@/components/ui/color-mode-toggle';
import { LazyDrawer as Drawer } from '@/components/ui/lazy-popups';
import { Logo } from '@/components/ui/logo';
import { LanguageSwitch } from '@/i18n/language-switch';
import { SIGNED_OUT_SESSION } from '@/lib/session/session';
import { readSessionHint } from '@/lib/session/session-hint';
import { useSession } from '@/lib/session/use-session';

import { accountArea, type AccountArea } from './account-links';
import { AccountMenu } from './account-menu';
import { DrawerMenuButton, useDrawer } from './drawer-menu-button';
import { SITE_HEADER_HEIGHT_PX } from './site-header-height';
import { useSignOutHandler } from './use-sign-out-handler';

const SITE_LINKS = [
  { label: msg`Home`, href: ROUTES.home.getHref() },
  { label: msg`Careers`, href: ROUTES.careers.list.getHref() },
] as const;

function DesktopAccount({ area, onSignOut }: { area: AccountArea | null; onSignOut: () => void }) {
  if (!area) return <Skeleton variant="rounded" width={180} height={36} aria-hidden />;

  const inline = area.greeting
    ? area.links.filter((link) => link.kind === 'link' && link.emphasis)
    : area.links;
  const inMenu = area.greeting ? area.links.filter((link) => !(link.kind === 'link' && link.emphasis)) : [];

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {inline.map((link) =>
        link.kind === 'link' ? (
          <Button
            key={link.label}
            href={link.href}
            variant={link.emphasis ? 'contained' : 'text'}
            color={link.emphasis ? 'primary' : 'inherit'}
          >
            {link.label}
          </Button>
        ) : (
          <Button key={link.label} color="inherit" onClick={onSignOut}>
            {link.label}
          </Button>
        ),
      )}
      {area.greeting ? <AccountMenu greeting={area.greeting} links={inMenu} onSignOut={onSignOut} /> : null}
    </Stack>
  );
}

type SiteHeaderProps = {
  /** The candidate's pending test invitation ('Test Invite' in their menu), if any. */
  testInviteHref?: string | null;
};

/** The public header: logo, site links, the visitor's account area and the theme choice. */
export function SiteHeader({ testInviteHref = null }: SiteHeaderProps) {
  const { t } = useLingui();
  const session = useSession();
  const handleSignOut = useSignOutHandler();
  const drawer = useDrawer();
  // While the session loads, a visitor whose last session here was signed out (most visitors)
  // sees Log in and Register at once instead of a placeholder.
  const [likelySignedOut] = useState(() => readSessionHint() !== 'signedIn');
  const area =
    accountArea(session, testInviteHref) ?? (likelySignedOut ? accountArea(SIGNED_OUT_SESSION, null) : null);
  const { pathname } = useLocation();
  const careersPath = ROUTES.careers.list.path;
  const onCareers = pathname === careersPath || pathname.startsWith(`${careersPath}/`);

  const handleDrawerSignOut = () => {
    drawer.handleClose();
    handleSignOut();
  };

  return (
    <AppBar
      position="sticky"
      color="inherit"
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 2, minHeight: { xs: SITE_HEADER_HEIGHT_PX } }}>
          <Logo href={ROUTES.home.getHref()} />

          <Box component="nav" aria-label={t`Main`} sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5 }}>
            <Button
              color="inherit"
              href={ROUTES.careers.list.getHref()}
              aria-current={onCareers ? 'page' : undefined}
              sx={{
                '&[aria-current]': {
                  color: 'primary.main',
                  textDecoration: 'underline',
                  textUnderlineOffset: '0.4em',
                },
              }}
            >
              <Trans>Careers</Trans>
            </Button>
          </Box>

          <Box sx={{ flex: 1 }} />

          <Box sx={{ display: { xs: 'none', md: 'flex' } }}>
            <DesktopAccount area={area} onSignOut={handleSignOut} />
          </Box>
          <LanguageSwitch />
          <ColorModeToggle />
          <DrawerMenuButton drawer={drawer} label={t`Open menu`} edge="end" />
        </Toolbar>
      </Container>

      <Drawer
        id={drawer.id}
        anchor="right"
        open={drawer.open}
        onClose={drawer.handleClose}
        slotProps={{ paper: { sx: { width: 'min(320px, 85vw)' } } }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
          <IconButton aria-label={t`Close menu`} onClick={drawer.handleClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Box component="nav" aria-label={t`Menu`}>
          <List>
            {SITE_LINKS.map((link) => (
              <ListItemButton key={link.href} href={link.href} onClick={drawer.handleClose}>
                <ListItemText primary={t(link.label)} />
              </ListItemButton>
            ))}
          </List>
          {area ? (
            <>
              <Divider />
              <List
                subheader={
                  area.greeting ? <ListSubheader component="div">{area.greeting}</ListSubheader> : undefined
                }
              >
                {area.links.map((link) =>
                  link.kind === 'link' ? (
                    <ListItemButton key={link.label} href={link.href} onClick={drawer.handleClose}>
                      <ListItemText primary={link.label} />
                    </ListItemButton>
                  ) : (
                    <ListItemButton key={link.label} onClick={handleDrawerSignOut}>
                      <ListItemText primary={link.label} />
                    </ListItemButton>
                  ),
                )}
              </List>
            </>
          ) : null}
        </Box>
      </Drawer>
    </AppBar>
  );
}
