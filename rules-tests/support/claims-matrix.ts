import { ADMIN_CLAIMS } from '@careers/domain/constants';
import {
  assertFails,
  assertSucceeds,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { contextWithClaims, LOOKALIKE_ADMIN_CLAIMS, removedAdminContext } from './actors.ts';

export type AdminOnlyRequest = {
  /** Puts what the request needs in place, with rules disabled, on a cleared project. */
  seed: (env: RulesTestEnvironment) => Promise<void>;
  request: (context: RulesTestContext) => Promise<unknown>;
};

export type ClaimsMatrixSpec = {
  /** Clears the project's data before each case. */
  reset: (env: RulesTestEnvironment) => Promise<void>;
  requests: Record<string, AdminOnlyRequest>;
};

const describeClaims = (claims: Record<string, unknown>) =>
  Object.entries(claims)
    .map(([name, value]) => `${name}: ${JSON.stringify(value)}`)
    .join(', ');

/**
 * Requests only admins may make × tokens: the real admin claim must be allowed (so the request
 * itself is fine) and every look-alike claim denied, one test per cell. The same uid, on the
 * team's roster, makes every request, so the claims are the only difference. Then the real claim
 * of an admin removed from the roster (a token minted before removeAdmin, valid for up to an
 * hour): denied.
 */
export const describeAdminClaimMatrix = (
  name: string,
  getEnv: () => RulesTestEnvironment,
  spec: ClaimsMatrixSpec,
) => {
  describe(name, () => {
    for (const [label, { seed, request }] of Object.entries(spec.requests)) {
      const cells: [Record<string, unknown>, boolean][] = [
        [ADMIN_CLAIMS, true],
        ...LOOKALIKE_ADMIN_CLAIMS.map((claims): [Record<string, unknown>, boolean] => [claims, false]),
      ];
      for (const [claims, allowed] of cells) {
        it(`${describeClaims(claims)}: ${label} ${allowed ? 'allowed' : 'denied'}`, async () => {
          const env = getEnv();
          await spec.reset(env);
          await seed(env);
          const pending = request(contextWithClaims(env, claims));
          await (allowed ? assertSucceeds(pending) : assertFails(pending));
        });
      }
      it(`${describeClaims(ADMIN_CLAIMS)}, removed from the roster: ${label} denied`, async () => {
        const env = getEnv();
        await spec.reset(env);
        await seed(env);
        await assertFails(request(removedAdminContext(env)));
      });
    }
  });
};
