import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

import { expect, it } from 'vitest';

// yup takes a rule's message when the rule is built, so a domain schema module that builds its rules
// before packages/domain/src/schemas/common.ts has set our sentences gives yup's own ("matching must
// be a `object` type"), in whichever bundle loads it first (each function loads only what it uses).
// packages/domain's messages-readable.test.ts checks every schema through the package's index, in a
// worker whose yup has our sentences already; here each schema module is loaded alone, in a Node of
// its own, then the same check (packages/domain/src/testing/schema-messages.ts, which imports no
// schema) is run on its object schemas.

const DOMAIN_SRC = new URL('../../packages/domain/src/', import.meta.url);
const SCHEMAS_DIR = new URL('schemas/', DOMAIN_SRC);
const CHECK = new URL('testing/schema-messages.ts', DOMAIN_SRC);

const schemaModules = readdirSync(SCHEMAS_DIR).filter(
  (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'index.ts',
);

/** yup's default messages the module's object schemas give, the module loaded first and alone. */
const defaultMessagesOfModuleAlone = (file: string): string[] => {
  const script = `
    const module = await import(${JSON.stringify(new URL(file, SCHEMAS_DIR).href)});
    const { objectSchemasOf, yupDefaultMessages } = await import(${JSON.stringify(CHECK.href)});
    const found = [];
    for (const [name, schema] of objectSchemasOf(module)) {
      for (const message of await yupDefaultMessages(schema)) found.push(name + ': ' + message);
    }
    console.log(JSON.stringify(found));
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
  expect(defaultMessagesOfModuleAlone(file)).toEqual([]);
});
