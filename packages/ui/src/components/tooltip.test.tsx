import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { Tooltip } from './tooltip.tsx';

describe('Tooltip', () => {
  it('shows on keyboard focus, describes the trigger and hides on Escape', async () => {
    render(
      <Tooltip content="Reload the list" delayDuration={0}>
        <button type="button">Refresh</button>
      </Tooltip>,
    );
    await userEvent.tab();
    const tip = await screen.findByRole('tooltip');
    expect(tip).toHaveTextContent('Reload the list');
    expect(screen.getByRole('button', { name: 'Refresh' })).toHaveAccessibleDescription('Reload the list');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('has no accessibility violations when open', async () => {
    render(
      <Tooltip content="Full screen" open>
        <button type="button">Toggle</button>
      </Tooltip>,
    );
    await screen.findByRole('tooltip');
    await expectNoAxeViolations(document.body);
  });
});
