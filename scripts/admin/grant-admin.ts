// `npm run admin:grant -- someone@example.com [--revoke] [--project ID]`
//
// Sets (or removes) the `admin` custom claim on an existing account, and puts it on (or takes it off)
// the team's roster (`admins/{uid}`). Admin rights need both: the claim (ARCHITECTURE section 3)
// and the roster entry, which the security rules and the functions check on every request. This is for the first admin of a project; the team page invites the others (issue 20). Against the local emulators by default; against a real
// project when FIREBASE_AUTH_EMULATOR_HOST is unset and credentials are available
// (GOOGLE_APPLICATION_CREDENTIALS or `gcloud auth application-default login`) with `--real`.
import { parseArgs } from 'node:util';
import { ADMIN_CLAIM } from '@careers/domain/constants';
import { COLLECTIONS } from '@careers/domain/firestore';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

export type GrantOptions = { email: string; revoke?: boolean; projectId: string };

export const setAdminClaim = async ({ email, revoke = false, projectId }: GrantOptions) => {
  const app =
    getApps().find((candidate) => candidate.name === 'admin-grant') ??
    initializeApp({ projectId }, 'admin-grant');
  const auth = getAuth(app);
  const user = await auth.getUserByEmail(email);
  const claims = { ...(user.customClaims ?? {}) };
  if (revoke) delete claims[ADMIN_CLAIM];
  else claims[ADMIN_CLAIM] = true;
  await auth.setCustomUserClaims(user.uid, claims);
  const member = getFirestore(app).collection(COLLECTIONS.admins).doc(user.uid);
  if (revoke) await member.delete();
  else await member.set({ email: (user.email ?? email).toLowerCase(), addedAt: new Date(), addedBy: null });
  // Revoking takes effect at the next request (the roster entry is gone), whatever ID token the
  // account holds, and ends its sessions; a grant is used once the ID token refreshes.
  if (revoke) await auth.revokeRefreshTokens(user.uid);
  return { uid: user.uid, claims };
};

const main = async () => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      revoke: { type: 'boolean', default: false },
      project: { type: 'string' },
      real: { type: 'boolean', default: false },
    },
  });
  const email = positionals[0];
  if (!email || !/^[^@\s]+@[^@\s]+$/.test(email)) {
    console.error('Usage: npm run admin:grant -- someone@example.com [--revoke] [--project ID] [--real]');
    process.exit(2);
  }
  const projectId = values.project ?? process.env.GCLOUD_PROJECT ?? 'demo-careers';
  if (!values.real) {
    process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
    process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  } else if (process.env.FIREBASE_AUTH_EMULATOR_HOST || process.env.FIRESTORE_EMULATOR_HOST) {
    console.error(
      '--real was given but FIREBASE_AUTH_EMULATOR_HOST or FIRESTORE_EMULATOR_HOST is set; unset them to reach the real project.',
    );
    process.exit(2);
  }
  try {
    const { uid, claims } = await setAdminClaim({ email, revoke: values.revoke, projectId });
    const target = values.real
      ? `project ${projectId}`
      : `the Auth emulator (${process.env.FIREBASE_AUTH_EMULATOR_HOST}, ${projectId})`;
    console.log(
      `${values.revoke ? 'Revoked' : 'Granted'} admin for ${email} (uid ${uid}) on ${target}. Claims: ${JSON.stringify(claims)}`,
    );
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'auth/user-not-found')
      console.error(`No account with the email ${email}. Register it first.`);
    else console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
};

if (import.meta.url === `file://${process.argv[1]}`) await main();
