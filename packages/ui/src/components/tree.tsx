import { useMemo, useState } from 'react';
import { Check, Minus } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { useUiLabels } from '../lib/labels.tsx';
import { TreeList, parentKeys, type TreeId, type TreeNodeData } from './tree-core.tsx';

type CheckState = 'checked' | 'mixed' | 'unchecked';

/** Check state of every node, derived from its leaves: all → checked, some → mixed. */
function computeCheckStates(
  nodes: TreeNodeData[],
  leaves: ReadonlySet<string>,
  out = new Map<string, CheckState>(),
): Map<string, CheckState> {
  for (const node of nodes) {
    const key = String(node.id);
    if (!node.children?.length) {
      out.set(key, leaves.has(key) ? 'checked' : 'unchecked');
      continue;
    }
    computeCheckStates(node.children, leaves, out);
    const states = node.children.map((child) => out.get(String(child.id)));
    out.set(
      key,
      states.every((s) => s === 'checked')
        ? 'checked'
        : states.every((s) => s === 'unchecked')
          ? 'unchecked'
          : 'mixed',
    );
  }
  return out;
}

function collectLeaves(node: TreeNodeData, out: TreeNodeData[] = []): TreeNodeData[] {
  if (!node.children?.length) out.push(node);
  else for (const child of node.children) if (!child.disabled) collectLeaves(child, out);
  return out;
}

function indexNodes(nodes: TreeNodeData[], out = new Map<string, TreeNodeData>()) {
  for (const node of nodes) {
    out.set(String(node.id), node);
    if (node.children) indexNodes(node.children, out);
  }
  return out;
}

type TreeProps = {
  nodes: TreeNodeData[];
  /** Accessible name of the tree; defaults to the `tree` label. */
  label?: string | undefined;
  /** Shows tri-state checkboxes (default true). */
  checkable?: boolean | undefined;
  /**
   * Checked ids (controlled). Parents follow their leaves: a parent is checked when all its
   * leaves are, half-checked when some are.
   */
  checked?: TreeId[] | undefined;
  /** Fully checked ids (parents included) and the half-checked parents, e.g. for role → menu. */
  onCheckedChange?: ((checked: TreeId[], detail: { halfChecked: TreeId[] }) => void) | undefined;
  /** Called for Enter / click on a row when the tree is not checkable. */
  onNodeActivate?: ((node: TreeNodeData) => void) | undefined;
  /** The chosen node of a tree that is not checkable (aria-selected), e.g. one that filters a table. */
  selected?: TreeId | null | undefined;
  defaultExpanded?: TreeId[] | undefined;
  defaultExpandAll?: boolean | undefined;
  className?: string | undefined;
};

/**
 * A tree view with optional tri-state checkboxes, operable by keyboard (arrows move and
 * expand / collapse, Space or Enter checks).
 * @example
 * <Tree label={t`Menus`} nodes={menuTree} checked={menuIds} onCheckedChange={(ids, { halfChecked }) => setMenuIds([...ids, ...halfChecked])} defaultExpandAll />
 */
function Tree({
  nodes,
  label,
  checkable = true,
  checked = [],
  onCheckedChange,
  onNodeActivate,
  selected,
  defaultExpanded = [],
  defaultExpandAll = false,
  className,
}: TreeProps) {
  const labels = useUiLabels();
  const [expanded, setExpanded] = useState<Set<string>>(() =>
    defaultExpandAll ? parentKeys(nodes) : new Set(defaultExpanded.map(String)),
  );
  const byKey = useMemo(() => indexNodes(nodes), [nodes]);
  const leaves = useMemo(
    () =>
      new Set(
        checked.map(String).filter((key) => {
          const node = byKey.get(key);
          return node !== undefined && !node.children?.length;
        }),
      ),
    [checked, byKey],
  );
  const states = useMemo(() => computeCheckStates(nodes, leaves), [nodes, leaves]);

  const toggle = (node: TreeNodeData) => {
    if (!checkable) {
      onNodeActivate?.(node);
      return;
    }
    const next = new Set(leaves);
    const check = states.get(String(node.id)) !== 'checked';
    for (const leaf of collectLeaves(node)) {
      if (check) next.add(String(leaf.id));
      else next.delete(String(leaf.id));
    }
    const nextStates = computeCheckStates(nodes, next);
    // byKey iterates in document order, so parents come before their children.
    const pick = (state: CheckState) =>
      [...byKey].filter(([key]) => nextStates.get(key) === state).map(([, item]) => item.id);
    onCheckedChange?.(pick('checked'), { halfChecked: pick('mixed') });
  };

  return (
    <TreeList
      nodes={nodes}
      label={label ?? labels.tree}
      multiselectable={checkable}
      className={className}
      expanded={expanded}
      onExpandedChange={(key, open) =>
        setExpanded((current) => {
          const next = new Set(current);
          if (open) next.add(key);
          else next.delete(key);
          return next;
        })
      }
      onActivate={toggle}
      initialFocusKey={selected === null || selected === undefined ? undefined : String(selected)}
      itemState={(node) => {
        if (!checkable)
          return selected === undefined ? {} : { selected: String(node.id) === String(selected) };
        const state = states.get(String(node.id));
        return { checked: state === 'mixed' ? 'mixed' : state === 'checked' };
      }}
      renderMarker={
        checkable
          ? (node) => {
              const state = states.get(String(node.id));
              return (
                <span
                  aria-hidden
                  data-slot="tree-checkbox"
                  data-state={state}
                  className={cn(
                    'inline-flex size-4 shrink-0 items-center justify-center rounded-sm border border-muted-foreground text-primary-foreground',
                    state !== 'unchecked' && 'border-primary-solid bg-primary-solid',
                  )}
                >
                  {state === 'checked' ? <Check className="size-3" /> : null}
                  {state === 'mixed' ? <Minus className="size-3" /> : null}
                </span>
              );
            }
          : undefined
      }
    />
  );
}

export { Tree, computeCheckStates };
export type { TreeProps };
