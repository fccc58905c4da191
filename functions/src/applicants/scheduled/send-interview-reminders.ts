import { defaultDeps } from '../../deps.ts';
import { sendDueInterviewReminders } from '../services/interviews.ts';

/**
 * `sendInterviewReminders`, every 15 minutes (applicants/triggers.ts): mails each candidate the
 * reminder of their interview a day before, once (services/interviews.ts). Tests call the service.
 */
export const sendInterviewReminders = async (): Promise<void> => {
  const run = await sendDueInterviewReminders(defaultDeps());
  if (run.examined > 0)
    console.info(`Interview reminders: ${String(run.examined)} due, ${String(run.queued)} mailed.`);
};
