import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { TreeId } from './tree-core.tsx';
import { menuTree } from './tree.fixtures.ts';
import { TreeSelect } from './tree-select.tsx';

const meta = {
  title: 'Composites/TreeSelect',
  component: TreeSelect,
  args: { 'aria-label': 'Parent menu', nodes: menuTree, value: 0, onValueChange: fn(), className: 'w-72' },
} satisfies Meta<typeof TreeSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TopLevel: Story = {};
export const Selected: Story = { args: { value: 12 } };
export const Empty: Story = { args: { value: null } };
export const Disabled: Story = { args: { disabled: true, value: 21 } };

export const PickByKeyboard: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<TreeId>(args.value ?? 0);
    return (
      <TreeSelect
        {...args}
        value={value}
        onValueChange={(next, node) => {
          setValue(next);
          args.onValueChange(next, node);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Parent menu' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('user{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith(
      111,
      expect.objectContaining({ label: 'Add user' }),
    );
    await expect(trigger).toHaveTextContent('Add user');
  },
};

export const Open: Story = {
  args: { value: 12 },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox'));
  },
};
