import { describe, expect, it } from 'vitest';

import { LOCAL_FIRESTORE_HOST, operatorTarget } from './operator-firestore.ts';

describe('operatorTarget', () => {
  it('writes to the local emulator unless --real is given', () => {
    expect(operatorTarget({ real: false }, {})).toEqual({
      projectId: 'demo-careers',
      emulatorHost: LOCAL_FIRESTORE_HOST,
    });
    expect(operatorTarget({ real: false, project: 'p' }, { FIRESTORE_EMULATOR_HOST: 'h:1' })).toEqual({
      projectId: 'p',
      emulatorHost: 'h:1',
    });
  });

  it('reaches the real project with --real, named by --project or GCLOUD_PROJECT', () => {
    expect(operatorTarget({ real: true }, { GCLOUD_PROJECT: 'careers-prod' })).toEqual({
      projectId: 'careers-prod',
      emulatorHost: undefined,
    });
  });

  it('refuses --real while an emulator host is set, rather than write to the emulator', () => {
    expect(operatorTarget({ real: true, project: 'p' }, { FIRESTORE_EMULATOR_HOST: 'h:1' })).toEqual({
      refusal: expect.stringContaining('FIRESTORE_EMULATOR_HOST is set') as unknown,
    });
  });
});
