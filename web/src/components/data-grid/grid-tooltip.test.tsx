import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { gridTooltip, useGridTooltip } from './grid-tooltip';

/** A table's stand-in: its rows' buttons carry tooltips, and it counts its own renders. */
function Table({ renders }: { renders: string[] }) {
  const { handlers, tooltip } = useGridTooltip();
  renders.push('table');
  return (
    <div {...handlers}>
      {tooltip}
      <button type="button" aria-label="Edit Loom Supervisor" {...gridTooltip('Edit')}>
        <svg data-testid="icon" />
      </button>
      <span {...gridTooltip('No CV on this application')}>
        <button type="button" disabled aria-label="Download the CV of Ayesha">
          CV
        </button>
      </span>
      <button type="button">Plain</button>
    </div>
  );
}

const renderTable = () => {
  const renders: string[] = [];
  render(<Table renders={renders} />);
  return { renders, user: userEvent.setup() };
};

describe('useGridTooltip', () => {
  it("shows a control's tooltip while the pointer is on it, without rendering the table again", async () => {
    const { renders, user } = renderTable();
    const rendersBefore = renders.length;
    // On the icon inside the button: the button's tooltip.
    await user.hover(screen.getByTestId('icon'));

    expect(await screen.findByRole('tooltip')).toHaveTextContent('Edit');
    // The button keeps its own name; the tooltip does not rename it.
    expect(screen.getByRole('button', { name: 'Edit Loom Supervisor' })).toBeInTheDocument();
    expect(renders).toHaveLength(rendersBefore);

    await user.unhover(screen.getByTestId('icon'));
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it("shows a disabled button's tooltip from the span around it", async () => {
    const { user } = renderTable();
    await user.hover(screen.getByText('CV').parentElement!);

    expect(await screen.findByRole('tooltip')).toHaveTextContent('No CV on this application');
  });

  it('shows on keyboard focus and closes with Escape', async () => {
    const { user } = renderTable();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Edit Loom Supervisor' })).toHaveFocus();

    expect(await screen.findByRole('tooltip')).toHaveTextContent('Edit');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('shows nothing for a control without a tooltip', async () => {
    const { user } = renderTable();
    await user.hover(screen.getByRole('button', { name: 'Plain' }));
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
