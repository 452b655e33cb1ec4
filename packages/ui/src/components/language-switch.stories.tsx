import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LanguageSwitch } from './language-switch.tsx';

const options = [
  { value: 'zh', label: '中文' },
  { value: 'en', label: 'English' },
];

const meta = {
  title: 'Composites/LanguageSwitch',
  component: LanguageSwitch,
  parameters: { layout: 'centered' },
  args: { options, value: 'zh', onValueChange: fn() },
  argTypes: { value: { control: 'inline-radio', options: ['zh', 'en'] } },
} satisfies Meta<typeof LanguageSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const IconOnly: Story = {};
export const WithLabel: Story = { args: { showLabel: true } };

export const Switching: Story = {
  args: { showLabel: true },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <LanguageSwitch
        {...args}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          args.onValueChange(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Language: 中文' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('menuitemradio', { name: 'English' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('en');
    await expect(within(canvasElement).getByRole('button')).toHaveAccessibleName('Language: English');
  },
};
