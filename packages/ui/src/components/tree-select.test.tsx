import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { UiLabelsProvider, enUiLabels } from '../lib/labels.tsx';
import { expectNoAxeViolations } from '../test/axe.ts';
import type { TreeId, TreeNodeData } from './tree-core.tsx';
import { FormField } from './form-field.tsx';
import { TreeSelect } from './tree-select.tsx';

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

function Controlled({ initial = 0 as TreeId, onChange = vi.fn() }) {
  const [value, setValue] = useState<TreeId>(initial);
  return (
    <TreeSelect
      aria-label="Parent"
      nodes={menus}
      value={value}
      onValueChange={(next, node) => {
        setValue(next);
        onChange(next, node);
      }}
    />
  );
}

describe('TreeSelect', () => {
  it('names its list and tree by the field\'s label, not a generic "Tree"', async () => {
    render(
      <FormField label="Parent menu">
        <TreeSelect nodes={menus} value={0} onValueChange={vi.fn()} />
      </FormField>,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Parent menu' }));
    expect(screen.getByRole('tree', { name: 'Parent menu' })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Parent menu' })).toBeInTheDocument();
  });

  it('shows the top-level label for 0 and "0"', () => {
    const { rerender } = render(
      <TreeSelect aria-label="Parent" nodes={menus} value={0} onValueChange={vi.fn()} />,
    );
    expect(screen.getByRole('combobox', { name: 'Parent' })).toHaveTextContent('Top level');
    rerender(
      <UiLabelsProvider labels={{ ...enUiLabels, topLevel: '顶级' }}>
        <TreeSelect aria-label="Parent" nodes={menus} value="0" onValueChange={vi.fn()} />
      </UiLabelsProvider>,
    );
    expect(screen.getByRole('combobox')).toHaveTextContent('顶级');
  });

  it('opens by keyboard, moves into the tree, expands with arrows and selects with Enter', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const trigger = screen.getByRole('combobox', { name: 'Parent' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('treeitem', { name: 'Top level' })).toHaveFocus();
    expect(screen.getByRole('treeitem', { name: 'Top level' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowRight}{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('treeitem', { name: 'Roles' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(12, menus[0]!.children![1]);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveTextContent('Roles');
  });

  it('reports 0 with a null node for top level', async () => {
    const onChange = vi.fn();
    render(<Controlled initial={2} onChange={onChange} />);
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.click(screen.getByRole('treeitem', { name: 'Top level' }));
    expect(onChange).toHaveBeenCalledWith(0, null);
  });

  it('filters by search, showing matches with their ancestors', async () => {
    render(<Controlled />);
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.type(screen.getByRole('searchbox'), 'rol');
    expect(screen.getAllByRole('treeitem').map((i) => i.textContent)).toEqual(['System', 'Roles']);
    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), 'zzz');
    expect(screen.getByRole('status')).toHaveTextContent('No results');
  });

  it('disables nodes that cannot be the parent and closes on Escape', async () => {
    const onChange = vi.fn();
    render(
      <TreeSelect
        aria-label="Parent"
        nodes={menus}
        value={2}
        onValueChange={onChange}
        isNodeDisabled={(node) => node.id === 2}
      />,
    );
    await userEvent.click(screen.getByRole('combobox'));
    const courses = screen.getByRole('treeitem', { name: 'Courses' });
    expect(courses).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(courses);
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tree')).not.toBeInTheDocument();
  });

  it('has no accessibility violations when open', async () => {
    render(<Controlled initial={11} />);
    await userEvent.click(screen.getByRole('combobox'));
    await expectNoAxeViolations(document.body);
  });
});
