import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import type { TreeId, TreeNodeData } from './tree-core.tsx';
import { Tree } from './tree.tsx';

const menus: TreeNodeData[] = [
  {
    id: 1,
    label: 'System',
    children: [
      { id: 11, label: 'Users' },
      { id: 12, label: 'Roles' },
    ],
  },
  { id: 2, label: 'Courses' },
];

function Controlled({ initial = [] as TreeId[], onChange = vi.fn() }) {
  const [checked, setChecked] = useState<TreeId[]>(initial);
  return (
    <Tree
      label="Menus"
      nodes={menus}
      checked={checked}
      onCheckedChange={(ids, detail) => {
        setChecked(ids);
        onChange(ids, detail);
      }}
    />
  );
}

describe('Tree', () => {
  it('derives tri-state parents from the checked leaves', () => {
    render(<Tree label="Menus" nodes={menus} checked={[11]} defaultExpandAll />);
    expect(screen.getByRole('treeitem', { name: 'System' })).toHaveAttribute('aria-checked', 'mixed');
    expect(screen.getByRole('treeitem', { name: 'Users' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('treeitem', { name: 'Roles' })).toHaveAttribute('aria-checked', 'false');
  });

  it('checks a parent with all its children and reports half-checked parents', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await userEvent.click(screen.getByRole('treeitem', { name: 'System' }));
    expect(onChange).toHaveBeenLastCalledWith([1, 11, 12], { halfChecked: [] });
    expect(screen.getByRole('treeitem', { name: 'System' })).toHaveAttribute('aria-checked', 'true');
    // Expand and uncheck one child: the parent becomes half-checked.
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{ }');
    expect(onChange).toHaveBeenLastCalledWith([12], { halfChecked: [1] });
    expect(screen.getByRole('treeitem', { name: 'System' })).toHaveAttribute('aria-checked', 'mixed');
  });

  it('is operable by keyboard: roving focus, expand, collapse, parent, Home / End', async () => {
    render(<Controlled />);
    await userEvent.tab();
    const system = screen.getByRole('treeitem', { name: 'System' });
    expect(system).toHaveFocus();
    expect(system).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowRight}');
    expect(system).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowRight}');
    const users = screen.getByRole('treeitem', { name: 'Users' });
    expect(users).toHaveFocus();
    expect(users).toHaveAttribute('aria-level', '2');
    await userEvent.keyboard('{ArrowLeft}');
    expect(system).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('treeitem', { name: 'Courses' })).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowLeft}');
    expect(system).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('treeitem', { name: 'Users' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('treeitem').filter((i) => i.tabIndex === 0)).toHaveLength(1);
  });

  it('skips disabled nodes when checking a parent', async () => {
    const onChange = vi.fn();
    render(
      <Tree
        label="Menus"
        nodes={[
          {
            id: 'a',
            label: 'A',
            children: [
              { id: 'b', label: 'B' },
              { id: 'c', label: 'C', disabled: true },
            ],
          },
        ]}
        checked={[]}
        onCheckedChange={onChange}
      />,
    );
    await userEvent.click(screen.getByRole('treeitem', { name: 'A' }));
    expect(onChange).toHaveBeenCalledWith(['b'], { halfChecked: ['a'] });
  });

  it('marks the chosen node of a tree that is not checkable, and reports a new choice', async () => {
    const onActivate = vi.fn();
    render(
      <Tree
        label="Menus"
        nodes={menus}
        checkable={false}
        selected={12}
        onNodeActivate={onActivate}
        defaultExpandAll
      />,
    );
    expect(screen.getByRole('treeitem', { name: 'Roles' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('treeitem', { name: 'Users' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('treeitem', { name: 'Roles' })).toHaveAttribute('tabindex', '0');
    await userEvent.click(screen.getByRole('treeitem', { name: 'Courses' }));
    expect(onActivate).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<Tree label="Menus" nodes={menus} checked={[11]} defaultExpandAll />);
    await expectNoAxeViolations(container);
  });
});
