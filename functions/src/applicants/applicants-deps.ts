import { defaultAdminDeps, type AdminDeps } from '../admin/admin-deps.ts';
import { readAppUrl } from '../config/env.ts';
import { defaultMailer } from '../mail/mailer.ts';
import type { OutboxMailer } from '../mail/services/send-mail.ts';

/**
 * What the applicants services work with: the admin console's (Firestore, Auth, the bucket), the
 * mailer with its outbox, and the web app's address for the links in mails. Tests pass the same
 * things connected to the emulators and a mail catcher.
 */
export type ApplicantsDeps = AdminDeps & {
  mailer: OutboxMailer;
  /** Base URL of the web app: test links, My applications. */
  appUrl: string;
};

let deps: ApplicantsDeps | undefined;

/**
 * The production wiring, built on first use. Mail settings and the app's address are read only when
 * a mail is sent, so the reads (the applicant review, CV downloads) work where SMTP is not set up.
 */
export const defaultApplicantsDeps = (): ApplicantsDeps => {
  if (!deps) {
    const admin = defaultAdminDeps();
    deps = {
      db: admin.db,
      auth: admin.auth,
      bucket: admin.bucket,
      get mailer() {
        return defaultMailer();
      },
      get appUrl() {
        return readAppUrl();
      },
    };
  }
  return deps;
};
