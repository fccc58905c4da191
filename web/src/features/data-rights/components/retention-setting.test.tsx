import { MESSAGES } from '@careers/domain/constants';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { answerCallables, callable } from '@/testing/callable-boundary';
import { deferred, renderInRouter } from '@/testing/render-in-router';

import { RetentionSetting } from './retention-setting';

vi.mock('@/lib/firebase/use-callable', () => import('@/testing/callable-boundary'));

beforeEach(() => {
  answerCallables({});
});

const section = () => screen.getByRole('region', { name: 'Retention period' });

describe('the retention period setting', () => {
  it('shows no form while the period loads, then the form with its Save enabled from the start', async () => {
    const policy = deferred<{ months: number }>();
    callable('getRetentionPolicy').mockReturnValue(policy.promise);
    const setRetentionPolicy = callable('setRetentionPolicy');
    const { user } = renderInRouter(<RetentionSetting />);

    expect(
      await within(section()).findByRole('progressbar', { name: 'Loading the retention period' }),
    ).toBeVisible();
    // A disabled Save turning enabled fades through low contrast (axe caught it mid-transition).
    expect(within(section()).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(within(section()).queryByLabelText('Months')).not.toBeInTheDocument();

    policy.resolve({ months: 24 });
    const field = await within(section()).findByLabelText('Months');
    expect(field).toHaveValue(24);
    const save = within(section()).getByRole('button', { name: 'Save' });
    expect(save).toBeEnabled();

    setRetentionPolicy.mockResolvedValue({ months: 12 });
    await user.clear(field);
    await user.type(field, '12');
    await user.click(save);
    expect(await screen.findByText(MESSAGES.retentionSaved)).toBeInTheDocument();
    expect(setRetentionPolicy).toHaveBeenCalledExactlyOnceWith({ months: 12 });
  });

  it('says why the period could not be read and reads it again on "Try again"', async () => {
    callable('getRetentionPolicy')
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ months: 18 });
    const { user } = renderInRouter(<RetentionSetting />);

    const alert = await within(section()).findByRole('alert');
    expect(within(section()).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(section()).findByLabelText('Months')).toHaveValue(18);
  });
});
