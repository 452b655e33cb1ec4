import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { applyTheme } from '../lib/theme.ts';
import { Button } from './button.tsx';
import { SettingsDrawer, defaultLayoutSettings, type LayoutSettings } from './settings-drawer.tsx';
import { Tag } from './tag.tsx';

function Demo({
  onChange,
  initiallyOpen,
}: {
  onChange: (s: LayoutSettings) => void;
  initiallyOpen: boolean;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  const [value, setValue] = useState(defaultLayoutSettings);
  useEffect(() => {
    applyTheme({ color: value.themeColor, pageStyle: value.pageStyle });
    return () => applyTheme({ color: defaultLayoutSettings.themeColor, pageStyle: 'light' });
  }, [value.themeColor, value.pageStyle]);
  return (
    <div className="flex items-center gap-3">
      <Button clickGuardMs={0} onClick={() => setOpen(true)}>
        Settings
      </Button>
      <Tag variant="primary">Theme preview</Tag>
      <SettingsDrawer
        open={open}
        onOpenChange={setOpen}
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Layout/SettingsDrawer',
  args: { onChange: fn(), initiallyOpen: true },
  render: (args) => <Demo {...args} />,
} satisfies Meta<{ onChange: (s: LayoutSettings) => void; initiallyOpen: boolean }>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const ChangeTheme: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('dialog', { name: 'Page settings' });
    await userEvent.click(body.getByRole('radio', { name: '#6959CD' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ themeColor: '#6959CD' }));
    await expect(canvasElement.ownerDocument.documentElement.style.getPropertyValue('--pc-primary')).toBe(
      '#6959CD',
    );
    await userEvent.click(body.getByRole('switch', { name: 'Fixed header' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ fixedHeader: true }));
  },
};

export const DarkPage: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('radio', { name: 'Dark' }));
    await expect(canvasElement.ownerDocument.documentElement.dataset.pageStyle).toBe('dark');
  },
};
