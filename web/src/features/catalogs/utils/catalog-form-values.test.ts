// @vitest-environment node
import { MESSAGES } from '@careers/domain/constants';
import { describe, expect, it } from 'vitest';

import {
  catalogCreateInput,
  catalogSchemaFor,
  catalogUpdateInput,
  formFieldOf,
  initialCatalogValues,
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
    expect(catalogCreateInput('companies', values, null)).toEqual({
      kind: 'companies',
      entry: { title: 'Weaving' },
    });
    expect(catalogUpdateInput('degrees', 'd9', values)).toEqual({
      kind: 'degrees',
      id: 'd9',
      entry: { title: 'Weaving' },
    });
    expect(catalogCreateInput('screeningQuestions', values, null)).toEqual({
      kind: 'screeningQuestions',
      entry: { title: 'Weaving', limit: 300 },
    });
    expect(catalogCreateInput('departments', values, 'd1')).toEqual({
      kind: 'departments',
      entry: { id: 'd1', title: 'Weaving', description: 'Looms.', picturePath: 'departments/d1/a.png' },
    });
    // Editing without a new upload keeps the saved picture: no path is sent.
    expect(catalogUpdateInput('departments', 'd1', { ...values, picturePath: '' })).toEqual({
      kind: 'departments',
      id: 'd1',
      entry: { title: 'Weaving', description: 'Looms.' },
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

  it('puts server messages under the fields shown, and the others above the buttons', () => {
    const shown = ['picture', 'title', 'description'] as const;
    expect(formFieldOf('title', shown)).toBe('title');
    expect(formFieldOf('picturePath', shown)).toBe('picturePath');
    expect(formFieldOf('id', shown)).toBeNull();
    expect(formFieldOf('limit', ['title'])).toBeNull();
  });
});
