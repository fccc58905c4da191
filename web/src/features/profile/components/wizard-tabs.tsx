import { wizardTabs, type WizardStep } from '@careers/domain/rules';
import type { Profile } from '@careers/domain/types';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

type WizardTabsProps = { profile: Partial<Profile>; current: WizardStep };

/**
 * The four tabs of spec section 2, in its order. Completed and earlier tabs are links; later tabs
 * are plain text (a candidate cannot skip ahead). The current tab is marked for screen readers.
 */
export function WizardTabs({ profile, current }: WizardTabsProps) {
  const tabs = wizardTabs(profile);
  return (
    <Box component="nav" aria-label="Profile steps" sx={{ mb: 3 }}>
      <Box
        component="ol"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
          gap: 1,
          listStyle: 'none',
          m: 0,
          p: 0,
        }}
      >
        {tabs.map((tab, index) => {
          const isCurrent = tab.step === current;
          const label = (
            <>
              <Typography component="span" variant="overline" sx={{ display: 'block', lineHeight: 1.6 }}>
                Step {index + 1}
                {tab.complete ? (
                  <CheckCircleOutlined
                    fontSize="inherit"
                    sx={{ ml: 0.5, verticalAlign: 'text-top', color: 'success.main' }}
                    titleAccess="completed"
                  />
                ) : null}
              </Typography>
              <Typography component="span" variant="body2" sx={{ fontWeight: isCurrent ? 700 : 500 }}>
                {tab.label}
              </Typography>
            </>
          );
          const frame = {
            display: 'block',
            height: '100%',
            px: 1.5,
            py: 1,
            borderRadius: 1,
            border: 1,
            borderBottomWidth: isCurrent ? 3 : 1,
            borderColor: isCurrent ? 'primary.main' : 'divider',
            bgcolor: 'background.paper',
          };
          return (
            <li key={tab.step}>
              {tab.enabled || isCurrent ? (
                <Link
                  component={RouterLink}
                  to={tab.href}
                  underline="hover"
                  color={isCurrent ? 'primary' : 'text.primary'}
                  aria-current={isCurrent ? 'step' : undefined}
                  sx={frame}
                >
                  {label}
                </Link>
              ) : (
                <Box sx={{ ...frame, color: 'text.disabled' }} aria-disabled="true">
                  {label}
                </Box>
              )}
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
