import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.tsx';

function Example({ variant }: { variant?: 'line' | 'pill' }) {
  return (
    <Tabs defaultValue="account">
      <TabsList aria-label="Login method" variant={variant}>
        <TabsTrigger value="account" variant={variant}>
          Account
        </TabsTrigger>
        <TabsTrigger value="social" variant={variant}>
          Third party
        </TabsTrigger>
      </TabsList>
      <TabsContent value="account">Account form</TabsContent>
      <TabsContent value="social">Social buttons</TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('switches panels with arrow keys', async () => {
    render(<Example />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Account form');
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Account' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const social = screen.getByRole('tab', { name: 'Third party' });
    expect(social).toHaveFocus();
    expect(social).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Third party' })).toHaveTextContent('Social buttons');
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<Example variant="pill" />);
    await expectNoAxeViolations(container);
  });
});
