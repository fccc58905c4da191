// One function invocation in a process of its own, as a Cloud Functions instance runs it, so that a
// fault test can kill it at a chosen moment (SIGKILL: no clean-up, no `finally`) or give it its own
// view of the emulators (a fault proxy in front of Storage). Started by function-process.ts with
// the call as JSON in argv and the emulators' addresses in the environment; reports on stdout, one
// JSON line per event, prefixed so that library output cannot be taken for one.
import { getApps } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';

import { registerAccount } from '../accounts/services/register-account.ts';
import { requestPasswordReset } from '../accounts/services/request-password-reset.ts';
import { sendVerificationEmail } from '../accounts/services/send-verification-email.ts';
import { rejectApplicants } from '../applicants/services/applicant-actions.ts';
import { applyToJob, type ApplyCaller } from '../applications/services/apply.ts';
import { adminDb } from '../lib/admin.ts';
import { createMailer, createSmtpTransport, type OutboxMailer } from '../mail/index.ts';
import { checked } from './checked-input.ts';
import { emulatorDeps } from './deps.ts';
import { FUNCTION_EVENT_PREFIX, type FunctionCall } from './function-process.ts';

const emit = (event: string, detail: unknown = null) =>
  process.stdout.write(`${FUNCTION_EVENT_PREFIX}${JSON.stringify({ event, detail })}\n`);

const call = JSON.parse(process.argv[2] ?? '{}') as FunctionCall;
adminDb(); // initialises the default app from the environment
const db = call.database ? getFirestore(getApps()[0]!, call.database) : adminDb();

/**
 * 'hang': the function reaches its delivery and stops there (the test kills it); otherwise it
 * delivers over SMTP to the given port.
 */
const mailer: OutboxMailer =
  call.mail === 'hang'
    ? {
        deliver: (id) => {
          emit('deliver', { id });
          return new Promise(() => {});
        },
      }
    : createMailer({
        db,
        transport: createSmtpTransport({
          host: '127.0.0.1',
          port: call.mail.smtpPort,
          secure: false,
          auth: null,
          from: 'careers@careers.test',
        }),
        from: 'careers@careers.test',
        retryDelayMs: 10,
      });

const deps = emulatorDeps({ db, mailer, ...(call.now ? { now: () => new Date(call.now ?? '') } : {}) });

/** The service, with its input checked as its callable checks it (the register route parses its own). */
const run = async (): Promise<unknown> => {
  switch (call.name) {
    case 'applyToJob':
      return applyToJob(deps, call.caller as ApplyCaller, await checked('applyToJob', call.input));
    case 'rejectApplicants':
      return rejectApplicants(
        deps,
        call.caller as { uid: string; email: string | null },
        await checked('rejectApplicants', call.input),
      );
    case 'requestPasswordReset':
      return requestPasswordReset(deps, await checked('sendPasswordResetEmail', call.input));
    case 'sendVerificationEmail':
      return sendVerificationEmail(deps, call.caller as { uid: string });
    case 'registerAccount':
      return registerAccount(deps, call.input);
  }
};

run().then(
  (result) => {
    emit('result', result);
    process.exit(0);
  },
  (error: unknown) => {
    emit('error', { message: error instanceof Error ? error.message : String(error) });
    process.exit(1);
  },
);
