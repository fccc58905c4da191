import { describe, expect, it } from 'vitest';

import { objectSchemasOf, yupDefaultMessages } from '../testing/schema-messages.ts';
import * as schemas from './index.ts';

// Each exported object schema is fed inputs that break every kind of field (nothing at all, wrong
// types, lists of empty or oversized items), and gives sentences for people, not yup's defaults.

const objectSchemas = objectSchemasOf(schemas as Record<string, unknown>);

describe('schema messages', () => {
  it('finds the schemas to check', () => {
    expect(objectSchemas.length).toBeGreaterThan(20);
  });

  it.each(objectSchemas)('%s gives readable sentences for every field', async (_name, schema) => {
    expect(await yupDefaultMessages(schema)).toEqual([]);
  });
});
