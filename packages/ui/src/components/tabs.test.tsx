import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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

  it('moves among the enabled tabs with Home, End and wrapping arrows; the selected tab is the one tab stop', async () => {
    render(
      <Tabs defaultValue="b">
        <TabsList aria-label="Letters">
          <TabsTrigger value="a">A</TabsTrigger>
          <TabsTrigger value="b">B</TabsTrigger>
          <TabsTrigger value="c" disabled>
            C
          </TabsTrigger>
          <TabsTrigger value="d">D</TabsTrigger>
        </TabsList>
        <TabsContent value="a">Panel A</TabsContent>
        <TabsContent value="b">Panel B</TabsContent>
        <TabsContent value="d">Panel D</TabsContent>
      </Tabs>,
    );
    const tab = (name: string) => screen.getByRole('tab', { name });
    expect(tab('A')).toHaveAttribute('tabindex', '-1');
    await userEvent.tab();
    expect(tab('B')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    // The disabled tab is skipped.
    expect(tab('D')).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel D');
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('A')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tab('D')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(tab('A')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(tab('D')).toHaveFocus();
    expect(tab('D')).toHaveAttribute('tabindex', '0');
    expect(tab('A')).toHaveAttribute('tabindex', '-1');
    // Only the selected panel is rendered, named by its tab and pointed at by it.
    const panel = screen.getByRole('tabpanel', { name: 'D' });
    expect(tab('D')).toHaveAttribute('aria-controls', panel.id);
    expect(screen.queryByText('Panel A')).toBeNull();
  });

  it('selects on a press, tells a controlled owner, and waits for Enter in manual mode', async () => {
    const onValueChange = vi.fn();
    function Controlled() {
      const [value, setValue] = useState('one');
      return (
        <Tabs
          value={value}
          onValueChange={(next) => {
            onValueChange(next);
            setValue(next);
          }}
          activationMode="manual"
        >
          <TabsList aria-label="Numbers">
            <TabsTrigger value="one">One</TabsTrigger>
            <TabsTrigger value="two">Two</TabsTrigger>
          </TabsList>
          <TabsContent value="one">First</TabsContent>
          <TabsContent value="two" forceMount>
            Second
          </TabsContent>
        </Tabs>
      );
    }
    render(<Controlled />);
    // A panel kept mounted stays hidden while its tab is not selected.
    expect(screen.getByText('Second')).not.toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Second')).toBeVisible();
    expect(onValueChange).toHaveBeenLastCalledWith('two');
    await userEvent.click(screen.getByRole('tab', { name: 'One' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('First');
    expect(onValueChange).toHaveBeenLastCalledWith('one');
    // A click alone (a screen reader's activation) selects as well; a second one changes nothing.
    fireEvent.click(screen.getByRole('tab', { name: 'Two' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Two' }));
    expect(onValueChange).toHaveBeenCalledTimes(3);
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<Example variant="pill" />);
    await expectNoAxeViolations(container);
  });
});
