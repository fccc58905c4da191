// @vitest-environment node
import { MESSAGES } from '@careers/domain/constants';
import { describe, expect, it } from 'vitest';

import {
  catalogEntryInput,
  catalogSchemaFor,
  initialCatalogValues,
  placeServerErrors,
} from './catalog-form-values';

const picture = { path: 'departments/d1/a.png', url: 'https://example.test/a.png' };

describe('catalog form values', () => {
  it('starts from the entry being edited, or empty', () => {
    expect(initialCatalogValues(null)).toEqual({ title: '', description: '', limit: '', picturePath: '' });
    expect(initialCatalogValues({ id: 'q1', title: 'Notice period?', limit: 140 })).toMatchObject({
      title: 'Notice period?',
      limit: '140',
      picturePath: '',
    });
  });

  it("sends each catalog's own fields: a number limit, a department's id and new picture only", () => {
    const values = {
      title: 'Weaving',
      description: 'Looms.',
      limit: '300',
      picturePath: 'departments/d1/a.png',
    };
    expect(catalogEntryInput('companies', values, null)).toEqual({ title: 'Weaving' });
    expect(catalogEntryInput('degrees', values, null)).toEqual({ title: 'Weaving' });
    expect(catalogEntryInput('screeningQuestions', values, null)).toEqual({ title: 'Weaving', limit: 300 });
    expect(catalogEntryInput('departments', values, 'd1')).toEqual({
      id: 'd1',
      title: 'Weaving',
      description: 'Looms.',
      picturePath: 'departments/d1/a.png',
    });
    // Editing without a new upload keeps the saved picture: no path is sent.
    expect(catalogEntryInput('departments', { ...values, picturePath: '' }, null)).toEqual({
      title: 'Weaving',
      description: 'Looms.',
    });
  });

  it('requires a picture for a new department or one saved without, not to edit one that has it', async () => {
    const withoutPicture = { title: 'Weaving', description: 'Looms.' };
    await expect(catalogSchemaFor('departments', null).validate(withoutPicture)).rejects.toThrow(
      MESSAGES.pictureRequired,
    );
    await expect(
      catalogSchemaFor('departments', { id: 'd1', title: 'Weaving', image: null }).validate(withoutPicture),
    ).rejects.toThrow(MESSAGES.pictureRequired);
    await expect(
      catalogSchemaFor('departments', { id: 'd1', title: 'Weaving', image: picture }).validate(
        withoutPicture,
      ),
    ).resolves.toMatchObject(withoutPicture);
  });

  it('puts server messages under the fields shown and keeps the others for above the buttons', () => {
    expect(
      placeServerErrors(
        {
          title: 'Title is required.',
          picturePath: MESSAGES.pictureType,
          id: 'Department is not a valid id.',
        },
        ['picture', 'title', 'description'],
      ),
    ).toEqual({
      byField: { title: 'Title is required.', picturePath: MESSAGES.pictureType },
      other: ['Department is not a valid id.'],
    });
    expect(placeServerErrors({ limit: 'Limit must be a number.' }, ['title'])).toEqual({
      byField: {},
      other: ['Limit must be a number.'],
    });
  });
});
