// Configuration the functions read from their environment. The local stack (scripts/stack) sets
// these for the emulated functions; in production they come from `functions/.env.<project>` (see
// docs/deployment.md). Read when first needed, validated, with errors that name the variable.

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Readonly<Record<string, string | undefined>>;

const value = (env: Env, name: string): string | undefined => {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
};

/** Base URL of the web app, without a trailing slash: links in emails point here. */
export const readAppUrl = (env: Env = process.env): string => {
  const raw = value(env, 'APP_URL');
  if (!raw) throw new ConfigError('APP_URL is not set: emails need the address of the web app.');
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`APP_URL '${raw}' is not a URL.`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ConfigError(`APP_URL '${raw}' must be an http(s) URL.`);
  }
  return url.href.replace(/\/+$/, '');
};

export type SmtpConfig = {
  host: string;
  port: number;
  /** Implicit TLS (port 465); other ports upgrade with STARTTLS when the server offers it. */
  secure: boolean;
  auth: { user: string; pass: string } | null;
  from: string;
};

export const DEFAULT_MAIL_FROM = 'Textile Group Careers <careers@careers.test>';

export const readSmtpConfig = (env: Env = process.env): SmtpConfig => {
  const host = value(env, 'SMTP_HOST');
  if (!host) throw new ConfigError('SMTP_HOST is not set: there is no mail server to send through.');
  const rawPort = value(env, 'SMTP_PORT') ?? '587';
  const port = Number(rawPort);
  if (!/^\d+$/.test(rawPort) || port < 1 || port > 65535) {
    throw new ConfigError(`SMTP_PORT must be a port number, got '${rawPort}'.`);
  }
  const user = value(env, 'SMTP_USER');
  const pass = value(env, 'SMTP_PASS');
  if (Boolean(user) !== Boolean(pass)) {
    throw new ConfigError('SMTP_USER and SMTP_PASS must be set together.');
  }
  return {
    host,
    port,
    secure: port === 465,
    auth: user && pass ? { user, pass } : null,
    from: value(env, 'MAIL_FROM') ?? DEFAULT_MAIL_FROM,
  };
};

/**
 * Where the Identity Toolkit REST API is (for the account actions the admin SDK lacks: applying an
 * email-confirmation code and resetting a password with an emailed code) and the web API key it
 * needs. On the Auth emulator any key is accepted.
 */
export type IdentityToolkitConfig = { baseUrl: string; apiKey: string };

export const readIdentityToolkitConfig = (env: Env = process.env): IdentityToolkitConfig => {
  const emulatorHost = value(env, 'FIREBASE_AUTH_EMULATOR_HOST');
  if (emulatorHost) {
    return {
      baseUrl: `http://${emulatorHost}/identitytoolkit.googleapis.com`,
      apiKey: value(env, 'WEB_API_KEY') ?? 'emulator-api-key',
    };
  }
  const apiKey = value(env, 'WEB_API_KEY');
  if (!apiKey) throw new ConfigError('WEB_API_KEY is not set: the /api/users routes need the web API key.');
  return { baseUrl: 'https://identitytoolkit.googleapis.com', apiKey };
};

/** The name of the erasure records' key: a Secret Manager secret in production (docs/deployment.md). */
export const ERASURE_ID_KEY = 'ERASURE_ID_KEY';

/** Shorter keys are refused: 32 characters of base64 carry 192 bits. */
const ERASURE_ID_KEY_MIN_LENGTH = 32;

/**
 * The key of the erasure records' ids (`erasures/{HMAC-SHA256(key, uid)}`, issue 31): without it
 * nobody can compute a record's id from a uid, so a record cannot be linked to the person it erased.
 * Changing it loses the link from a uid to its earlier erasure (a second request finds no record).
 */
export const readErasureIdKey = (env: Env = process.env): string => {
  const key = value(env, ERASURE_ID_KEY);
  if (!key) {
    throw new ConfigError(`${ERASURE_ID_KEY} is not set: erasure needs the secret key of its records' ids.`);
  }
  if (key.length < ERASURE_ID_KEY_MIN_LENGTH) {
    throw new ConfigError(
      `${ERASURE_ID_KEY} must be at least ${String(ERASURE_ID_KEY_MIN_LENGTH)} characters (e.g. openssl rand -base64 32).`,
    );
  }
  return key;
};
