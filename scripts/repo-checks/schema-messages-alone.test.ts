import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

import { expect, it } from 'vitest';

// yup takes a rule's message when the rule is built, so a domain schema module that builds its rules
// before packages/domain/src/schemas/common.ts has set our sentences gives yup's own ("matching must
// be a `object` type"), in whichever bundle loads it first (each function loads only what it uses).
// packages/domain's messages-readable.test.ts checks every schema through the package's index, in a
// worker whose yup has our sentences already; here each schema module is loaded alone, in a Node of
// its own, and its object schemas fed mistyped fields.

const SCHEMAS_DIR = new URL('../../packages/domain/src/schemas/', import.meta.url);

/** What a yup default message looks like (as in messages-readable.test.ts). */
const PATH_STYLE =
  /is a required field|must be a `|\[\d+\]|must be one of the following|field must|is invalid$|\w+\.\w+ /;

const schemaModules = readdirSync(SCHEMAS_DIR).filter(
  (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'index.ts',
);

const messagesOfModuleAlone = (file: string): string[] => {
  const script = `
    const module = await import(${JSON.stringify(new URL(file, SCHEMAS_DIR).href)});
    const messages = [];
    for (const schema of Object.values(module)) {
      if (!schema || typeof schema.validate !== 'function' || schema.type !== 'object') continue;
      for (const value of [42, 'not right', [null]]) {
        const input = Object.fromEntries(Object.keys(schema.fields).map((field) => [field, value]));
        try {
          await schema.validate(input, { abortEarly: false, context: { now: new Date() } });
        } catch (error) {
          if (Array.isArray(error.errors)) messages.push(...error.errors);
        }
      }
    }
    console.log(JSON.stringify(messages));
  `;
  const output = execFileSync(process.execPath, ['--input-type=module', '--no-warnings', '-e', script], {
    encoding: 'utf8',
  });
  return JSON.parse(output) as string[];
};

it('finds the schema modules', () => {
  expect(schemaModules).toContain('applicant-query.ts');
});

it.each(schemaModules)('%s, loaded alone, gives readable sentences', (file) => {
  expect(messagesOfModuleAlone(file).filter((message) => PATH_STYLE.test(message))).toEqual([]);
});
