// `npm start`: the whole local stack on the fixed development ports, with demo data, until Ctrl-C.
import { DEMO_USERS } from '../seed/data/candidates.ts';
import { startStack } from './stack.ts';

const started = Date.now();
const verbose = process.argv.includes('--verbose');
const suite = process.argv.includes('--suite=firebase') ? 'firebase' : 'project';
const stack = await startStack({ web: 'dev', seed: true, verbose, suite });

const users = Object.values(DEMO_USERS)
  .map((user) => `    ${user.email.padEnd(32)} ${user.password.padEnd(16)} ${user.note}`)
  .join('\n');

console.log(`
Careers portal — local stack (${suite === 'firebase' ? "Firebase's emulator suite" : 'project emulator'}) ready in ${((Date.now() - started) / 1000).toFixed(1)} s

  Web app            ${stack.urls.web}
  Mail inbox         ${stack.urls.inbox}
  API                ${stack.urls.api}/health
  Firestore          ${stack.urls.firestore}   (project ${stack.projectId})
  Storage            ${stack.urls.storage}
  Auth               ${stack.urls.auth}
  Functions          ${stack.urls.functions}

  Demo logins
${users}

Press Ctrl-C to stop everything.
`);

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping the local stack…`);
  await stack.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
