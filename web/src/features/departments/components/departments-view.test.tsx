import { couldNotLoadMessage } from '@careers/domain/constants';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import { TestProviders } from '@/testing/render-app';

import { DepartmentsView } from './departments-view';

describe('departments section states', () => {
  it('shows a skeleton while loading', () => {
    render(
      <TestProviders>
        <DepartmentsView status="pending" departments={undefined} onRetry={vi.fn()} />
      </TestProviders>,
    );
    expect(screen.getByRole('status', { name: 'Loading departments' })).toBeInTheDocument();
  });

  it('offers to try again after an error', async () => {
    const onRetry = vi.fn();
    render(
      <TestProviders>
        <DepartmentsView status="error" departments={undefined} onRetry={onRetry} />
      </TestProviders>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(couldNotLoadMessage('our departments'));
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('says when there are no departments yet', () => {
    render(
      <TestProviders>
        <MemoryRouter>
          <DepartmentsView status="success" departments={[]} onRetry={vi.fn()} />
        </MemoryRouter>
      </TestProviders>,
    );
    expect(screen.getByRole('link', { name: 'See all open positions' })).toHaveAttribute('href', '/careers');
    expect(screen.getByText('Our departments will be listed here soon.')).toBeInTheDocument();
  });
});
