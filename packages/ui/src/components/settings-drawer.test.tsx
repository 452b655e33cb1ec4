import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiLabelsProvider, enUiLabels } from '../lib/labels.tsx';
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
    expect(within(group).getByRole('radio', { name: 'Blue' })).toBeChecked();
  });

  it('reports every change through onChange', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Cyan' }));
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

  it('names the swatches through labels, not hex codes, and a colorLabel prop wins', () => {
    const { unmount } = render(
      <UiLabelsProvider labels={{ ...enUiLabels, themeColorRed: '红色' }}>
        <Harness onChange={() => {}} />
      </UiLabelsProvider>,
    );
    const names = screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'));
    expect(names).toContain('红色');
    expect(names.some((name) => name?.startsWith('#'))).toBe(false);
    unmount();
    render(
      <SettingsDrawer
        open
        onOpenChange={() => {}}
        value={defaultLayoutSettings}
        onChange={() => {}}
        colors={['#123456']}
        colorLabel={() => 'Navy'}
      />,
    );
    expect(screen.getByRole('radio', { name: 'Navy' })).toBeInTheDocument();
  });

  it('moves between colour swatches with the arrow keys', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const blue = screen.getByRole('radio', { name: 'Blue' });
    blue.focus();
    // Radix moves focus a tick after keydown and checks the swatch if the key is still down, as
    // it is for a person: press and release separately.
    await userEvent.keyboard('{ArrowRight>}');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Daybreak blue' })).toHaveFocus());
    await userEvent.keyboard('{/ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ themeColor: '#1890FF' }));
    expect(screen.getByRole('radio', { name: 'Daybreak blue' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft>}');
    await waitFor(() => expect(blue).toHaveFocus());
    await userEvent.keyboard('{/ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ themeColor: '#409EFF' }));
  });

  it('takes its text from the labels provider and closes with Escape', async () => {
    render(
      <UiLabelsProvider
        labels={{ ...enUiLabels, settingsTitle: '页面设置', settingsFixedHeader: '固定头部' }}
      >
        <Harness onChange={() => {}} />
      </UiLabelsProvider>,
    );
    expect(screen.getByRole('dialog', { name: '页面设置' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: '固定头部' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the app's own settings below the built-in ones", () => {
    render(
      <SettingsDrawer open onOpenChange={() => {}} value={defaultLayoutSettings} onChange={() => {}}>
        <section aria-label="Language">
          <button type="button">中文</button>
        </section>
      </SettingsDrawer>,
    );
    const drawer = screen.getByRole('dialog');
    const own = within(drawer).getByRole('region', { name: 'Language' });
    const lastToggle = within(drawer).getByRole('switch', { name: enUiLabels.settingsSidebarLogo });
    expect(lastToggle.compareDocumentPosition(own) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(own).getByRole('button', { name: '中文' })).toBeInTheDocument();
  });

  it('has no accessibility violations', async () => {
    render(<Harness onChange={() => {}} />);
    await expectNoAxeViolations(document.body);
  });
});
