import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { TreeId } from './tree-core.tsx';
import { menuTree } from './tree.fixtures.ts';
import { Tree } from './tree.tsx';

const meta = {
  title: 'Composites/Tree',
  component: Tree,
  args: {
    label: 'Menus',
    nodes: menuTree,
    checked: [111, 21],
    onCheckedChange: fn(),
    defaultExpandAll: true,
    className: 'w-72',
  },
} satisfies Meta<typeof Tree>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Checkable: Story = {};
export const Collapsed: Story = { args: { defaultExpandAll: false } };
export const ViewOnly: Story = { args: { checkable: false } };
/** One node chosen, e.g. the organisation whose users a table lists. */
export const SingleChoice: Story = { args: { checkable: false, selected: 111 } };

export const RoleMenuAssignment: Story = {
  render: function Render(args) {
    const [checked, setChecked] = useState<TreeId[]>([]);
    const [half, setHalf] = useState<TreeId[]>([]);
    return (
      <div className="flex gap-6">
        <Tree
          {...args}
          checked={checked}
          onCheckedChange={(ids, detail) => {
            setChecked(ids);
            setHalf(detail.halfChecked);
            args.onCheckedChange?.(ids, detail);
          }}
        />
        <output className="text-sm text-muted-foreground">
          checked: {checked.join(', ') || '—'}
          <br />
          half: {half.join(', ') || '—'}
        </output>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('treeitem', { name: 'Users' }));
    await expect(canvas.getByRole('treeitem', { name: 'System' })).toHaveAttribute('aria-checked', 'mixed');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ }');
    await expect(canvas.getByRole('treeitem', { name: 'Roles' })).toHaveAttribute('aria-checked', 'true');
  },
};
