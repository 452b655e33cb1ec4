import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './pagination.tsx';

const meta = {
  title: 'Composites/Pagination',
  component: Pagination,
  args: { current: 1, size: 10, total: 235, onChange: fn() },
  argTypes: {
    current: { control: { type: 'number', min: 1 } },
    size: { control: 'select', options: [5, 10, 20, 30, 50] },
    total: { control: { type: 'number', min: 0 } },
  },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const MiddlePage: Story = { args: { current: 12 } };
export const SinglePage: Story = { args: { total: 4 } };
export const Disabled: Story = { args: { disabled: true, current: 3 } };

export const Interactive: Story = {
  render: function Render(args) {
    const [value, setValue] = useState({ current: args.current, size: args.size });
    return (
      <Pagination
        {...args}
        {...value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ current: 2, size: 10 });
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Go to page' }), '9{Enter}');
    await expect(canvas.getByRole('button', { name: 'Page 9' })).toHaveAttribute('aria-current', 'page');
  },
};
