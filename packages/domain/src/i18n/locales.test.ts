import { describe, expect, it } from 'vitest';

import { isLocale, localeDirection, localeOfPath, localizedPath, preferredLocale } from './locales.ts';

describe('locales', () => {
  it('reads the language from a public address and gives the address back', () => {
    expect(localeOfPath('/ur/careers')).toEqual({ locale: 'ur', path: '/careers' });
    expect(localeOfPath('/ur')).toEqual({ locale: 'ur', path: '/' });
    expect(localeOfPath('/urdu-jobs')).toEqual({ locale: 'en', path: '/urdu-jobs' });
    expect(localeOfPath('/careers')).toEqual({ locale: 'en', path: '/careers' });
    expect(localizedPath('ur', '/careers')).toBe('/ur/careers');
    expect(localizedPath('ur', '/')).toBe('/ur');
    expect(localizedPath('en', '/careers')).toBe('/careers');
  });

  it('takes the first preferred language it speaks', () => {
    expect(preferredLocale(['fr-FR', 'ur-PK', 'en'])).toBe('ur');
    expect(preferredLocale(['en-GB', 'ur'])).toBe('en');
    expect(preferredLocale(['de'])).toBe('en');
    expect(preferredLocale([])).toBe('en');
  });

  it('knows its languages and their direction', () => {
    expect(isLocale('ur')).toBe(true);
    expect(isLocale('ar')).toBe(false);
    expect(localeDirection('ur')).toBe('rtl');
    expect(localeDirection('en')).toBe('ltr');
  });
});
