import { describe, expect, it } from 'vitest';
import { parseRules } from './parser.ts';
import { compile } from './ruleset.ts';
import { RulesSyntaxError } from './syntax-error.ts';
import { evalFirestore } from './test-helpers.ts';

function syntaxError(source: string, fileName?: string): RulesSyntaxError {
  try {
    compile(source, fileName === undefined ? undefined : { fileName });
  } catch (e) {
    if (e instanceof RulesSyntaxError) return e;
    throw e;
  }
  throw new Error('expected a RulesSyntaxError');
}

describe('parser: structure', () => {
  it('parses services, nested matches, wildcards, allows and functions', () => {
    const file = parseRules(
      `rules_version = '2';
       // top-level comment
       service cloud.firestore {
         function isSignedIn() { return request.auth != null; }
         match /databases/{database}/documents {
           /* block comment */
           match /jobs/{jobId} {
             function isOwner(uid) {
               let owner = resource.data.owner;
               return owner == uid;
             }
             allow read;
             allow create, update: if isSignedIn() && isOwner(request.auth.uid);
             match /applications/{rest=**} { allow get: if false; }
           }
         }
       }`,
      'firestore.rules',
    );
    expect(file.version).toBe('2');
    const service = file.services[0];
    expect(service?.name).toBe('cloud.firestore');
    expect(service?.functions.map((f) => f.name)).toEqual(['isSignedIn']);
    const docs = service?.matches[0];
    expect(docs?.segments).toEqual([
      { kind: 'literal', value: 'databases' },
      { kind: 'single', name: 'database' },
      { kind: 'literal', value: 'documents' },
    ]);
    const jobs = docs?.matches[0];
    expect(jobs?.allows.map((a) => a.methods)).toEqual([['read'], ['create', 'update']]);
    expect(jobs?.allows[0]?.condition).toBeNull();
    expect(jobs?.functions[0]?.lets.map((l) => l.name)).toEqual(['owner']);
    expect(jobs?.matches[0]?.segments[1]).toEqual({ kind: 'recursive', name: 'rest' });
  });

  it('defaults to rules_version 1 and accepts double-quoted versions', () => {
    expect(parseRules('service cloud.firestore { match /x { allow read; } }', 'f').version).toBe('1');
    expect(parseRules('rules_version = "2" service cloud.firestore { }', 'f').version).toBe('2');
  });

  it('exposes the services of a ruleset', () => {
    expect(compile('service firebase.storage { match /b/{bucket}/o { } }').services).toEqual([
      'firebase.storage',
    ]);
  });

  it('keeps the allow statement text for decision reasons', () => {
    const rules = compile(
      `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /jobs/{id} {
      allow read:   if
        true;
    }
  }
}`,
      { fileName: 'firestore.rules' },
    );
    expect(evalFirestore(rules, { path: 'jobs/a', method: 'get' }).reason).toBe(
      "allowed by firestore.rules:5:7 'allow read: if true;'",
    );
  });
});

describe('parser: syntax errors report line, column and what was expected', () => {
  it('missing semicolon between allows', () => {
    const e = syntaxError(
      `service cloud.firestore {
  match /databases/{database}/documents {
    match /jobs/{id} {
      allow read: if true
      allow write: if false;
    }
  }
}`,
      'firestore.rules',
    );
    expect(e.message).toBe("firestore.rules:5:7: expected ';' but found 'allow'");
    expect([e.line, e.column, e.expected]).toEqual([5, 7, "';'"]);
  });

  it.each([
    ['service cloud.firestore { match /x { allow reed; } }', 1, 44, /expected a method/],
    ['service cloud.firestore { match /x { allow read: true; } }', 1, 50, /expected 'if' but found 'true'/],
    ['service cloud.firestore { match /x { allow read: if (true; } }', 1, 58, /expected '\)' but found ';'/],
    ['service cloud.firestore { match /x { allow read: if true; }', 1, 60, /found end of input/],
    ['service cloud.datastore { }', 1, 9, /expected service 'cloud.firestore' or 'firebase.storage'/],
    ['service cloud.firestore { match x { } }', 1, 33, /expected a path starting with '\/'/],
    ['service cloud.firestore { match /{x=*} { } }', 1, 34, /expected a wildcard/],
    ["service cloud.firestore { match /x { allow read: if 'abc; } }", 1, 53, /unterminated string/],
    ['service cloud.firestore { /* never closed', 1, 27, /unterminated comment/],
    ['service cloud.firestore { match /x { allow read: if 1 is str; } }', 1, 58, /expected a type name/],
    ['match /x { }', 1, 1, /expected 'service' or 'function'/],
    ['service cloud.firestore { function f() { let x = 1; } }', 1, 53, /expected 'let' or 'return'/],
    ['service cloud.firestore { match /x { allow read: if 1 +; } }', 1, 56, /expected an expression/],
    ['service cloud.firestore { match /x { allow read: if a.b.c(; } }', 1, 59, /expected an expression/],
  ])('%s -> %d:%d', (source, line, column, message) => {
    const e = syntaxError(source);
    expect(e.message).toMatch(message);
    expect([e.line, e.column]).toEqual([line, column]);
  });
});

describe('compile-time resolution errors', () => {
  it.each([
    ['allow read: if isAdmin();', /Unknown function 'isAdmin'/],
    ['allow read: if userId == "x";', /Unknown variable 'userId'/],
    ['allow read: if string(1, 2) == "1";', /expects 1 argument/],
    ['function f(a) { return a; } allow read: if f();', /f\(\) expects 1 argument/],
    ['function f() { return true; } function f() { return false; } allow read: if f();', /declared twice/],
    ['allow read: if math == 1;', /namespace/],
    ['allow read: if math.PI > 3;', /must be called as a function/],
  ])('%s', (body, message) => {
    const e = syntaxError(
      `service cloud.firestore { match /databases/{database}/documents/x/{id} { ${body} } }`,
    );
    expect(e.message).toMatch(message);
    expect(e.line).toBe(1);
  });

  it('does not offer get()/exists() in storage rules', () => {
    const e = syntaxError(
      'service firebase.storage { match /b/{bucket}/o/{f} { allow read: if exists(/x/y); } }',
    );
    expect(e.message).toMatch(/storage\.rules:1:\d+: Unknown function 'exists'/);
  });

  it('functions only see the wildcards of the blocks that enclose them', () => {
    const e = syntaxError(`service cloud.firestore {
  function f() { return database == '(default)'; }
  match /databases/{database}/documents/x/{id} { allow read: if f(); }
}`);
    expect(e.message).toMatch(/2:25: Unknown variable 'database'/);
  });
});
