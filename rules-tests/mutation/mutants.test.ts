import { compile, parseRules, type RulesMethod } from '@careers/emulator/rules';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateMutants, type Mutant, type MutationOperator } from './mutants.ts';
import { printRules } from './print-rules.ts';
import { mayApply, mayNotice, traceOf } from './relevance.ts';
import { REPO_ROOT } from './report.ts';

/** The tree without source positions and statement text, which printing does not keep. */
const shape = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(shape);
  if (value instanceof Uint8Array) return [...value];
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== 'pos' && key !== 'text')
        .map(([key, inner]) => [key, shape(inner)]),
    );
  }
  return value;
};

const roundTrips = (source: string) => {
  const tree = parseRules(source, 'x.rules');
  expect(shape(parseRules(printRules(tree), 'x.rules'))).toEqual(shape(tree));
};

describe('printRules', () => {
  it.each(['firestore.rules', 'storage.rules'])('prints %s back to the same tree', (file) => {
    roundTrips(readFileSync(`${REPO_ROOT}${file}`, 'utf8'));
  });

  it('keeps precedence, literals and every kind of expression', () => {
    roundTrips(`rules_version = '2';
function top(a) {
  let b = a * (2 + 3) - -4 % 5;
  return b > 1.5 ? [a, {'k': b}] : a[0:2];
}
service cloud.firestore {
  match /databases/{database}/documents {
    function quoted() { return 'it\\'s a \\\\ back\\nslash\\x01' + "dq" in ['x'] == true; }
    match /a/{id}/{rest=**} {
      allow read;
      allow get, list: if !(request.auth != null && id is string) || (1 == 2) == false;
      allow write: if exists(/databases/$(database)/documents/a/$(request.auth.uid)) && b'\\x01\\xff'.size() == 2;
      match /b/{bid} { allow delete: if (true ? false : true) && top(1)[0] == 1; }
    }
  }
}`);
  });

  it('prints only the parentheses precedence needs', () => {
    const tree = parseRules(
      `rules_version = '2';
service cloud.firestore { match /databases/{d}/documents { match /x/{id} {
  allow get: if (a() || b()) && c() && (d() && e()) || !(f() == g());
} } }`,
      'x.rules',
    );
    expect(printRules(tree)).toContain('allow get: if (a() || b()) && c() && (d() && e()) || !(f() == g());');
  });
});

const firestore = (body: string, functions = '') => `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    function signedIn() { return request.auth != null; }
    function isText(value, maxLength) { return value is string && value.size() <= maxLength; }
    ${functions}
    ${body}
  }
}`;

const mutate = (source: string) => generateMutants('firestore.rules', source, { adminClaim: 'admin' });
/** The changes one operator made to the allows (the helper functions above have mutants too). */
const changes = (mutants: Mutant[], operator: MutationOperator) =>
  mutants
    .filter((mutant) => mutant.operator === operator && mutant.scope.startsWith('match '))
    .map((mutant) => `${mutant.before} → ${mutant.after}`);

describe('generateMutants', () => {
  it('drops each operand of an && chain once, however it is parenthesised', () => {
    const mutants = mutate(
      firestore('match /x/{id} { allow get: if signedIn() && (id == "a" && resource.data.n < 3); }'),
    );
    expect(changes(mutants, 'drop-conjunct')).toEqual([
      'signedIn() → (removed)',
      "id == 'a' → (removed)",
      'resource.data.n < 3 → (removed)',
    ]);
  });

  it('turns `if false` into admin, signed-in and (for uid wildcards) owner checks, and does not widen it', () => {
    const mutants = mutate(
      firestore(
        'match /profiles/{uid} { allow delete: if false; } match /jobs/{jobId} { allow write: if false; }',
      ),
    );
    const profiles = mutants.filter((mutant) => mutant.scope === 'match /profiles/{uid}: allow delete');
    expect(profiles.map((mutant) => `${mutant.operator}: ${mutant.after}`)).toEqual([
      "false-to-admin: request.auth != null && request.auth.token.get('admin', false) == true",
      'false-to-signed-in: request.auth != null',
      'false-to-owner: request.auth.uid == uid',
    ]);
    const jobs = mutants.filter((mutant) => mutant.scope === 'match /jobs/{jobId}: allow write');
    expect(jobs.map((mutant) => mutant.operator)).toEqual(['false-to-admin', 'false-to-signed-in']);
  });

  it('widens each method to the wider one once, and not what is already as wide', () => {
    const mutants = mutate(
      firestore(`match /x/{id} {
        allow get: if signedIn();
        allow get, list: if signedIn();
        allow create, update: if signedIn();
        allow read: if signedIn();
      }`),
    );
    expect(changes(mutants, 'widen-method')).toEqual([
      'allow get → allow read',
      'allow create, update → allow write',
    ]);
  });

  it('loosens boolean checks and flips other equalities', () => {
    const mutants = mutate(
      firestore(
        "match /x/{id} { allow get: if request.auth.token.get('admin', false) == true && false == resource.data.hidden && id != 'y'; }",
      ),
    );
    expect(changes(mutants, 'loosen-true-check')).toEqual([
      "request.auth.token.get('admin', false) == true → request.auth.token.get('admin', false)",
      "request.auth.token.get('admin', false) == true → request.auth.token.get('admin', false) != false",
      "request.auth.token.get('admin', false) == true → request.auth.token.get('admin', false) != null",
    ]);
    expect(changes(mutants, 'loosen-false-check')).toEqual([
      'false == resource.data.hidden → resource.data.hidden != true',
    ]);
    expect(changes(mutants, 'flip-equality')).toEqual(["id != 'y' → id == 'y'"]);
  });

  it('relaxes bounds by one in the direction that lets one more value through', () => {
    const mutants = mutate(
      firestore(
        'match /x/{id} { allow create: if request.resource.data.a <= 5 && request.resource.data.b > 0 && 10 > request.resource.data.c; }',
      ),
    );
    expect(changes(mutants, 'relax-limit')).toEqual([
      'request.resource.data.a <= 5 → request.resource.data.a <= 6',
      'request.resource.data.b > 0 → request.resource.data.b > -1',
      '10 > request.resource.data.c → 11 > request.resource.data.c',
    ]);
  });

  it("raises integer arguments of the rules' own functions only", () => {
    const mutants = mutate(
      firestore(
        "match /x/{id} { allow create: if isText(request.resource.data.t, 60) && request.resource.data.get('n', 0) == 0; }",
      ),
    );
    expect(changes(mutants, 'raise-limit-argument')).toEqual([
      'isText(request.resource.data.t, 60) → isText(request.resource.data.t, 61)',
    ]);
  });

  it('drops required keys of hasAll and protected keys of a negated hasAny, not the reverse', () => {
    const mutants = mutate(
      firestore(`match /x/{id} { allow update: if request.resource.data.keys().hasAll(['a', 'b'])
        && !request.resource.data.diff(resource.data).affectedKeys().hasAny(['c', 'd'])
        && !request.resource.data.keys().hasAll(['e', 'f'])
        && request.resource.data.keys().hasAny(['g', 'h']); }`),
    );
    expect(changes(mutants, 'drop-required-key')).toEqual([
      "request.resource.data.keys().hasAll(['a', 'b']) → request.resource.data.keys().hasAll(['b'])",
      "request.resource.data.keys().hasAll(['a', 'b']) → request.resource.data.keys().hasAll(['a'])",
    ]);
    expect(changes(mutants, 'drop-protected-key')).toEqual([
      "request.resource.data.diff(resource.data).affectedKeys().hasAny(['c', 'd']) → request.resource.data.diff(resource.data).affectedKeys().hasAny(['d'])",
      "request.resource.data.diff(resource.data).affectedKeys().hasAny(['c', 'd']) → request.resource.data.diff(resource.data).affectedKeys().hasAny(['c'])",
    ]);
  });

  it('widens int and float type checks to number', () => {
    const mutants = mutate(firestore('match /x/{id} { allow create: if request.resource.data.n is int; }'));
    expect(changes(mutants, 'widen-type')).toEqual([
      'request.resource.data.n is int → request.resource.data.n is number',
    ]);
  });

  it('names a function mutant by the function and points it at every allow that reaches it', () => {
    const mutants = mutate(
      firestore(
        `match /a/{id} { allow get: if isOwner(); }
         match /b/{id} { allow get: if signedIn(); }
         match /c/{id} { allow get: if true; }`,
        'function isOwner() { return signedIn() && resource.data.uid == request.auth.uid; }',
      ),
    );
    const signedIn = mutants.find((mutant) => mutant.scope === 'function signedIn');
    expect(signedIn?.id).toBe(
      'firestore.rules | function signedIn | flip-equality | request.auth != null → request.auth == null',
    );
    expect(signedIn?.affects.map((rule) => rule.path.map((segment) => segment.kind).join('/'))).toEqual([
      'literal/single/literal/literal/single',
      'literal/single/literal/literal/single',
    ]);
    expect(signedIn?.affects.map((rule) => [rule.path.at(3), rule.methods])).toEqual([
      [{ kind: 'literal', value: 'a' }, ['get']],
      [{ kind: 'literal', value: 'b' }, ['get']],
    ]);
  });

  it.each(['firestore.rules', 'storage.rules'])(
    'makes every mutant of %s compile, differ from the others and carry a unique id',
    (file) => {
      const source = readFileSync(`${REPO_ROOT}${file}`, 'utf8');
      const mutants = generateMutants(file, source, { adminClaim: 'admin' });
      expect(mutants.length).toBeGreaterThan(30);
      for (const mutant of mutants) expect(() => compile(mutant.source)).not.toThrow();
      expect(new Set(mutants.map((mutant) => mutant.id)).size).toBe(mutants.length);
      expect(new Set(mutants.map((mutant) => mutant.source)).size).toBe(mutants.length);
      for (const mutant of mutants) expect(mutant.affects.length).toBeGreaterThan(0);
    },
  );
});

describe('which suites can notice a mutant', () => {
  const [mutant] = mutate(
    firestore(
      'match /jobs/{jobId} { allow get, list: if jobId == "j" && signedIn(); allow create: if false; }',
    ),
  ).filter((candidate) => candidate.operator === 'drop-conjunct');
  const request = (path: string, method: RulesMethod = 'get') =>
    traceOf({ service: 'cloud.firestore', path, method, auth: null, resource: null });

  it('reaches requests of its methods under its match path, a list of the collection and collection groups', () => {
    expect(mutant && mayNotice(mutant, [request('jobs/j1')])).toBe(true);
    expect(mutant && mayNotice(mutant, [request('jobs', 'list')])).toBe(true);
    expect(mutant && mayNotice(mutant, [request('**/jobs', 'list')])).toBe(true);
  });

  it('does not reach other methods, other collections or the other service', () => {
    expect(mutant && mayNotice(mutant, [request('jobs/j1', 'create'), request('jobs/j1', 'delete')])).toBe(
      false,
    );
    expect(mutant && mayNotice(mutant, [request('jobIndex/open'), request('profiles/alice')])).toBe(false);
    const storage = traceOf({
      service: 'firebase.storage',
      bucket: 'b',
      path: 'jobs/j1',
      method: 'get',
      auth: null,
      resource: null,
    });
    expect(mutant && mayNotice(mutant, [storage])).toBe(false);
  });

  it('treats a recursive wildcard as reaching everything below it', () => {
    const pattern = parseRules(
      `rules_version = '2'; service firebase.storage { match /b/{bucket}/o { match /tests/{testId}/{path=**} { allow read: if true; } } }`,
      'storage.rules',
    ).services[0]?.matches[0];
    const segments = [...(pattern?.segments ?? []), ...(pattern?.matches[0]?.segments ?? [])];
    expect(mayApply(segments, ['b', 'x', 'o', 'tests', 't1', 'a', 'b', 'c.png'])).toBe(true);
    expect(mayApply(segments, ['b', 'x', 'o', 'departments', 'd1', 'c.png'])).toBe(false);
  });
});
