import { describe, expect, it } from 'vitest';

import {
  ConfigError,
  DEFAULT_MAIL_FROM,
  readAppUrl,
  readErasureIdKey,
  readIdentityToolkitConfig,
  readSmtpConfig,
} from './env.ts';

describe('functions configuration', () => {
  it('reads APP_URL without a trailing slash and refuses anything but http(s)', () => {
    expect(readAppUrl({ APP_URL: 'http://127.0.0.1:5173/' })).toBe('http://127.0.0.1:5173');
    expect(readAppUrl({ APP_URL: 'https://careers.example.com' })).toBe('https://careers.example.com');
    expect(() => readAppUrl({})).toThrow(ConfigError);
    expect(() => readAppUrl({ APP_URL: 'javascript:alert(1)' })).toThrow(/http/);
    expect(() => readAppUrl({ APP_URL: 'not a url' })).toThrow(/not a URL/);
  });

  it('reads the SMTP server, with optional credentials and sender', () => {
    expect(readSmtpConfig({ SMTP_HOST: '127.0.0.1', SMTP_PORT: '1025' })).toEqual({
      host: '127.0.0.1',
      port: 1025,
      secure: false,
      auth: null,
      from: DEFAULT_MAIL_FROM,
    });
    expect(
      readSmtpConfig({
        SMTP_HOST: 'smtp.example.com',
        SMTP_PORT: '465',
        SMTP_USER: 'u',
        SMTP_PASS: 'p',
        MAIL_FROM: 'Jobs <jobs@example.com>',
      }),
    ).toEqual({
      host: 'smtp.example.com',
      port: 465,
      secure: true,
      auth: { user: 'u', pass: 'p' },
      from: 'Jobs <jobs@example.com>',
    });
    expect(() => readSmtpConfig({})).toThrow(/SMTP_HOST/);
    expect(() => readSmtpConfig({ SMTP_HOST: 'h', SMTP_PORT: '70000' })).toThrow(/SMTP_PORT/);
    expect(() => readSmtpConfig({ SMTP_HOST: 'h', SMTP_USER: 'u' })).toThrow(/together/);
  });

  it('uses the Auth emulator when it is configured, else needs the web API key', () => {
    expect(readIdentityToolkitConfig({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toEqual({
      baseUrl: 'http://127.0.0.1:9099/identitytoolkit.googleapis.com',
      apiKey: 'emulator-api-key',
    });
    expect(readIdentityToolkitConfig({ WEB_API_KEY: 'k' })).toEqual({
      baseUrl: 'https://identitytoolkit.googleapis.com',
      apiKey: 'k',
    });
    expect(() => readIdentityToolkitConfig({})).toThrow(/WEB_API_KEY/);
  });

  it('reads the erasure key, which must be set and long enough', () => {
    const key = 'k'.repeat(32);
    expect(readErasureIdKey({ ERASURE_ID_KEY: key })).toBe(key);
    expect(() => readErasureIdKey({})).toThrow(/ERASURE_ID_KEY is not set/);
    expect(() => readErasureIdKey({ ERASURE_ID_KEY: 'short' })).toThrow(/at least 32/);
  });
});
