import { LOCALE_NAMES, localizedPath, type Locale } from '@careers/domain/i18n';
import { useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import { useLocation } from 'react-router-dom';

import { activeLocale, rememberLocale } from './locale';

/** The language a switch offers: the other one (the portal speaks two). */
const otherLocale = (locale: Locale): Locale => (locale === 'ur' ? 'en' : 'ur');

/**
 * The header's language switch: "اردو" on an English page, "English" on an Urdu one, each written
 * in its own script. A plain link to the same page in the other language (the address carries the
 * language, so the page opens whole in it, and the link works before the app's code has loaded);
 * the choice is remembered on the device.
 */
export function LanguageSwitch({ onChoose }: { onChoose?: (locale: Locale) => void }) {
  const { t } = useLingui();
  const { pathname, search, hash } = useLocation();
  const other = otherLocale(activeLocale());
  const name = LOCALE_NAMES[other];
  return (
    <Button
      component="a"
      color="inherit"
      href={`${localizedPath(other, pathname)}${search}${hash}`}
      hrefLang={other}
      lang={other}
      aria-label={t`Read this page in ${name}`}
      onClick={() => {
        rememberLocale(other);
        onChoose?.(other);
      }}
      sx={{ minWidth: 0, fontWeight: 600 }}
    >
      {name}
    </Button>
  );
}
