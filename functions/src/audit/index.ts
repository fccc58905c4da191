// The audit capability as the others use it: an entry appended in the writer's transaction, and
// the entries of one action on one target (CV downloads of a job).
export {
  appendAuditEntry,
  readAuditEntries,
  type AuditActor,
  type AuditRecord,
} from './services/audit-log.ts';
export { pseudonymiseAuditEntries } from './services/erase-audit.ts';
