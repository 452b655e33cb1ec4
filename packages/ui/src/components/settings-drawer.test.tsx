import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiLabelsProvider } from '../lib/labels.tsx';
import { THEME_COLORS } from '../lib/theme.ts';
import { expectNoAxeViolations } from '../test/axe.ts';
import { SettingsDrawer, defaultLayoutSettings, type LayoutSettings } from './settings-drawer.tsx';

function Harness({ onChange }: { onChange: (s: LayoutSettings) => void }) {
  const [value, setValue] = useState(defaultLayoutSettings);
  const [open, setOpen] = useState(true);
  return (
    <SettingsDrawer
      open={open}
      onOpenChange={setOpen}
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

describe('SettingsDrawer', () => {
  it('offers eight colours with #409EFF selected by default', () => {
    render(<Harness onChange={() => {}} />);
    const group = screen.getByRole('radiogroup', { name: 'Theme colour' });
    const swatches = within(group).getAllByRole('radio');
    expect(swatches).toHaveLength(8);
    expect(THEME_COLORS[0]).toBe('#409EFF');
    expect(within(group).getByRole('radio', { name: '#409EFF' })).toBeChecked();
  });

  it('reports every change through onChange', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: '#13C2C2' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ themeColor: '#13C2C2' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ pageStyle: 'dark', themeColor: '#13C2C2' }),
    );
    const fixed = screen.getByRole('switch', { name: 'Fixed header' });
    expect(fixed).not.toBeChecked();
    await userEvent.click(fixed);
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ fixedHeader: true }));
    for (const name of ['Open one menu at a time', 'Tags view', 'Sidebar logo']) {
      expect(screen.getByRole('switch', { name })).toBeInTheDocument();
    }
  });

  it('takes its text from the labels provider and closes with Escape', async () => {
    render(
      <UiLabelsProvider labels={{ settingsTitle: '页面设置', settingsFixedHeader: '固定头部' }}>
        <Harness onChange={() => {}} />
      </UiLabelsProvider>,
    );
    expect(screen.getByRole('dialog', { name: '页面设置' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: '固定头部' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('has no accessibility violations', async () => {
    render(<Harness onChange={() => {}} />);
    await expectNoAxeViolations(document.body);
  });
});
