import { readFileSync } from 'node:fs';

import { ADMIN_CLAIM, FUNCTIONS_REGION } from '@careers/domain/constants';
import { describe, expect, it } from 'vitest';

// Files that cannot import @careers/domain keep a literal copy of its constants; these tests tie
// each copy to the constant, so changing one without the other fails here.

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

describe('literal copies of domain constants', () => {
  it("firebase.json rewrites /api/** to the functions' region", () => {
    const config = JSON.parse(read('firebase.json')) as {
      hosting: { rewrites: { source: string; function?: { functionId: string; region?: string } }[] };
    };
    const functionRewrites = config.hosting.rewrites.filter((rewrite) => rewrite.function);
    expect(functionRewrites.map((rewrite) => rewrite.source)).toContain('/api/**');
    for (const rewrite of functionRewrites) {
      expect(rewrite.function?.region).toBe(FUNCTIONS_REGION);
    }
  });

  it("firebase.json places Firestore in the functions' region", () => {
    const config = JSON.parse(read('firebase.json')) as { firestore: { location?: string } };
    expect(config.firestore.location).toBe(FUNCTIONS_REGION);
  });

  it.each(['firestore.rules', 'storage.rules'])('%s reads the admin custom claim by its name', (file) => {
    const claimsRead = [...read(file).matchAll(/request\.auth\.token\.get\('([^']+)',/g)].map(
      (match) => match[1],
    );
    expect(claimsRead.length).toBeGreaterThan(0);
    expect(new Set(claimsRead)).toEqual(new Set([ADMIN_CLAIM]));
    expect(read(file)).toMatch(new RegExp(`token\\.get\\('${ADMIN_CLAIM}', false\\) == true`));
  });
});
