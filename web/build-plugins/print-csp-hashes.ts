// `npm run csp:hashes`: builds the web app (nothing written to disk), prints the hash of each
// inline script and style of its index.html and the script-src and style-src hash sources
// firebase.json's Content-Security-Policy needs for them, and says whether firebase.json has them.
// Exits 1 when it does not.
//
//   npm run csp:hashes                 print, and compare with firebase.json
//   npm run csp:hashes -- --write      also put them into firebase.json (other sources are kept)
import { writeFileSync } from 'node:fs';

import {
  buildIndexHtml,
  FIREBASE_JSON,
  hashSourcesFor,
  hostingPolicies,
  policyHashSources,
  readFirebaseJson,
  withHashSources,
  type HashSources,
} from './csp-hashes.ts';
import { inlineCodeOf } from './inline-code.ts';

const sameSources = (left: HashSources, right: HashSources) =>
  (['script-src', 'style-src'] as const).every(
    (directive) => [...left[directive]].sort().join(' ') === [...right[directive]].sort().join(' '),
  );

const firstLine = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .find(Boolean)
    ?.slice(0, 70) ?? '(empty)';

const html = await buildIndexHtml();
const code = inlineCodeOf(html);
console.log('Inline code of the built index.html (web/index.html):');
for (const item of [...code.scripts, ...code.styles]) {
  console.log(`  ${item.kind.padEnd(6)} ${item.hash}  ${firstLine(item.text)}`);
}
if (code.unhashable.length > 0) {
  console.log(`\nNot allowed by any hash (move into a script): ${code.unhashable.join(', ')}`);
  process.exitCode = 1;
}

const needed = hashSourcesFor(html);
console.log("\nThe hash sources firebase.json's Content-Security-Policy needs:");
console.log(`  script-src … ${needed['script-src'].join(' ')}`);
console.log(`  style-src  … ${needed['style-src'].join(' ')}  (the last: MUI's empty style elements)`);

const text = readFirebaseJson();
const policies = hostingPolicies(text);
if (policies.length === 0) {
  console.log(`\n${FIREBASE_JSON} sends no Content-Security-Policy.`);
  process.exitCode = 1;
} else if (policies.every((policy) => sameSources(policyHashSources(policy), needed))) {
  console.log('\nfirebase.json has exactly these.');
} else if (process.argv.includes('--write')) {
  let updated = text;
  for (const policy of policies) {
    updated = updated.replace(JSON.stringify(policy), () => JSON.stringify(withHashSources(policy, needed)));
  }
  writeFileSync(FIREBASE_JSON, updated);
  console.log('\nfirebase.json updated.');
} else {
  console.log('\nfirebase.json has other hashes: run `npm run csp:hashes -- --write` to put these in.');
  process.exitCode = 1;
}
