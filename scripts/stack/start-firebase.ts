// `npm run start:firebase`: the same local stack on Firebase's full emulator suite (Firestore and
// Storage included), for machines with Java 21 and Firebase's emulators downloaded. The app, the
// seed and the tests do not change between the two suites.
import { spawnSync } from 'node:child_process';

// `java -version` prints to stderr.
const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
const javaMajor = `${java.stderr ?? ''}${java.stdout ?? ''}`.match(/version "(\d+)/)?.[1];

if (!javaMajor || Number(javaMajor) < 21) {
  console.error(
    `Firebase's Firestore and Storage emulators need Java 21 or newer (found: ${javaMajor ?? 'none'}).\n` +
      "Use `npm start` instead: it runs the same stack on the project's own offline emulator.",
  );
  process.exit(1);
}

process.argv.push('--suite=firebase');
await import('./start.ts');
