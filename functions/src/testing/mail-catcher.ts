// The local SMTP catcher of the stack (scripts/mail-catcher), for tests that deliver real mail.
// A relative import: scripts is not a package the functions depend on at run time.
export {
  startMailCatcher,
  type CaughtMessage,
  type MailCatcher,
} from '../../../scripts/mail-catcher/mail-catcher.ts';
