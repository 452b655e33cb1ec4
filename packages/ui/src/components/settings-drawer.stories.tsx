import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { applyTheme } from '../lib/theme.ts';
import { Button } from './button.tsx';
import { RadioGroup } from './radio-group.tsx';
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

/** What "Show code" prints: the drawer is controlled; the app applies and stores the choice. */
const settingsDrawerCode = `import { SettingsDrawer, applyTheme, defaultLayoutSettings } from '@pocket/ui';

const [open, setOpen] = useState(false);
const [settings, setSettings] = useState(() => loadSettings() ?? defaultLayoutSettings);
useEffect(() => {
  applyTheme({ color: settings.themeColor, pageStyle: settings.pageStyle });
  saveSettings(settings);
}, [settings]);

<SettingsDrawer open={open} onOpenChange={setOpen} value={settings} onChange={setSettings}>
  {/* the app's own settings, e.g. language */}
</SettingsDrawer>`;

const meta = {
  title: 'Layout/SettingsDrawer',
  // The props table documents SettingsDrawer itself; the stories hold its state.
  component: SettingsDrawer as unknown as ComponentType<{
    onChange: (s: LayoutSettings) => void;
    initiallyOpen: boolean;
  }>,
  args: { onChange: fn(), initiallyOpen: true },
  argTypes: {
    initiallyOpen: { description: 'Story only: open at first.', table: { category: 'Story' } },
  },
  render: (args) => <Demo {...args} />,
  parameters: {
    docs: {
      // The open drawer is modal: each canvas is a frame of its own so it never covers the page.
      story: { inline: false, height: '420px' },
      source: { language: 'tsx', code: settingsDrawerCode },
    },
  },
} satisfies Meta<{ onChange: (s: LayoutSettings) => void; initiallyOpen: boolean }>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const ChangeTheme: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('dialog', { name: 'Page settings' });
    await userEvent.click(body.getByRole('radio', { name: 'Purple' }));
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

/** The app adds its own settings (here a language choice) below the kit's. */
export const WithAppSettings: Story = {
  render: (args) => {
    function WithLanguage() {
      const [language, setLanguage] = useState('zh');
      return (
        <SettingsDrawer open onOpenChange={() => {}} value={defaultLayoutSettings} onChange={args.onChange}>
          <section className="grid gap-2">
            <h3 id="story-language" className="text-sm font-medium">
              Language
            </h3>
            <RadioGroup
              aria-labelledby="story-language"
              orientation="horizontal"
              value={language}
              onValueChange={setLanguage}
              options={[
                { value: 'zh', label: '中文' },
                { value: 'en', label: 'English' },
              ]}
            />
          </section>
        </SettingsDrawer>
      );
    }
    return <WithLanguage />;
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const english = await body.findByRole('radio', { name: 'English' });
    await userEvent.click(english);
    await expect(english).toHaveAttribute('aria-checked', 'true');
  },
};
