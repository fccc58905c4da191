// `npm run csp:hashes`: builds the web app (nothing written to disk), prints the hash of each
// inline script of its index.html, the script-src hash sources firebase.json's
// Content-Security-Policy needs for them, and whether firebase.json has exactly those. Exits 1
// when it does not.
//
//   npm run csp:hashes                 print, and compare with firebase.json
//   npm run csp:hashes -- --write      also put them into firebase.json (other sources are kept)
import { writeFileSync } from 'node:fs';

import {
  buildIndexHtml,
  FIREBASE_JSON,
  hostingPolicies,
  policyScriptHashes,
  readFirebaseJson,
  scriptHashesFor,
  withScriptHashes,
} from './csp-hashes.ts';
import { inlineCodeOf } from './inline-code.ts';

const sameSources = (left: readonly string[], right: readonly string[]) =>
  [...left].sort().join(' ') === [...right].sort().join(' ');

const firstLine = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .find(Boolean)
    ?.slice(0, 70) ?? '(empty)';

const html = await buildIndexHtml();
const code = inlineCodeOf(html);
console.log('Inline scripts of the built index.html (web/index.html):');
for (const script of code.scripts) console.log(`  ${script.hash}  ${firstLine(script.text)}`);
if (code.unhashable.length > 0) {
  console.log(`\nNot allowed by any hash (move into a script): ${code.unhashable.join(', ')}`);
  process.exitCode = 1;
}

const needed = scriptHashesFor(html);
console.log(`\nfirebase.json's Content-Security-Policy needs: script-src … ${needed.join(' ')}`);

const text = readFirebaseJson();
const policies = hostingPolicies(text);
if (policies.length === 0) {
  console.log(`\n${FIREBASE_JSON} sends no Content-Security-Policy.`);
  process.exitCode = 1;
} else if (policies.every((policy) => sameSources(policyScriptHashes(policy), needed))) {
  console.log('firebase.json has exactly these.');
} else if (process.argv.includes('--write')) {
  let updated = text;
  for (const policy of policies) {
    updated = updated.replace(JSON.stringify(policy), () => JSON.stringify(withScriptHashes(policy, needed)));
  }
  writeFileSync(FIREBASE_JSON, updated);
  console.log('firebase.json updated.');
} else {
  console.log('firebase.json has other hashes: run `npm run csp:hashes -- --write` to put these in.');
  process.exitCode = 1;
}
