import { useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronRight } from 'lucide-react';
import { cn } from '../lib/cn.ts';

/** Ids as the server sends them; compared as strings. */
type TreeId = string | number;

/** A node of a Tree or TreeSelect. */
type TreeNodeData = {
  id: TreeId;
  label: string;
  children?: TreeNodeData[] | undefined;
  disabled?: boolean | undefined;
};

/** A visible row of the tree: the node with its place in the hierarchy. */
type FlatTreeNode = {
  node: TreeNodeData;
  key: string;
  level: number;
  parentKey: string | null;
  posInSet: number;
  setSize: number;
  hasChildren: boolean;
};

/** The rows a user can see: children of expanded nodes only. */
function flattenVisible(
  nodes: TreeNodeData[],
  expanded: ReadonlySet<string>,
  level = 1,
  parentKey: string | null = null,
  out: FlatTreeNode[] = [],
): FlatTreeNode[] {
  nodes.forEach((node, index) => {
    const key = String(node.id);
    const hasChildren = (node.children?.length ?? 0) > 0;
    out.push({
      node,
      key,
      level,
      parentKey,
      posInSet: index + 1,
      setSize: nodes.length,
      hasChildren,
    });
    if (hasChildren && expanded.has(key)) {
      flattenVisible(node.children!, expanded, level + 1, key, out);
    }
  });
  return out;
}

/** Keeps nodes whose label contains the query, with the ancestors that lead to them. */
function filterTree(nodes: TreeNodeData[], query: string): TreeNodeData[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return nodes;
  const result: TreeNodeData[] = [];
  for (const node of nodes) {
    const children = node.children ? filterTree(node.children, needle) : [];
    if (node.label.toLocaleLowerCase().includes(needle) || children.length > 0) {
      result.push({ ...node, children });
    }
  }
  return result;
}

/** Every id in the tree that has children (for "expand all"). */
function parentKeys(nodes: TreeNodeData[], out = new Set<string>()): Set<string> {
  for (const node of nodes) {
    if (node.children?.length) {
      out.add(String(node.id));
      parentKeys(node.children, out);
    }
  }
  return out;
}

type TreeListProps = {
  nodes: TreeNodeData[];
  expanded: ReadonlySet<string>;
  onExpandedChange: (key: string, open: boolean) => void;
  /** Enter, Space or a click on a row. */
  onActivate: (node: TreeNodeData) => void;
  /** ARIA state per row: aria-checked for checkable trees, aria-selected for selection. */
  itemState: (node: TreeNodeData) => { checked?: boolean | 'mixed'; selected?: boolean };
  /** Drawn before the label, e.g. a checkbox. */
  renderMarker?: ((node: TreeNodeData) => ReactNode) | undefined;
  /** Row to focus first (the selected one); defaults to the first row. */
  initialFocusKey?: string | undefined;
  id?: string | undefined;
  /** Accessible name of the tree (or `labelledBy`, the ids of the elements that name it). */
  label?: string | undefined;
  labelledBy?: string | undefined;
  multiselectable?: boolean | undefined;
  className?: string | undefined;
  treeRef?: ((element: HTMLDivElement | null) => void) | undefined;
};

/**
 * The shared tree widget: a flat list of treeitems with aria-level / setsize / posinset, roving
 * tabindex and the APG tree keyboard (arrows, Home, End, Enter, Space).
 */
function TreeList({
  nodes,
  expanded,
  onExpandedChange,
  onActivate,
  itemState,
  renderMarker,
  initialFocusKey,
  id,
  label,
  labelledBy,
  multiselectable,
  className,
  treeRef,
}: TreeListProps) {
  const rows = flattenVisible(nodes, expanded);
  const [focusKey, setFocusKey] = useState<string | undefined>(initialFocusKey);
  const focusedKey = rows.some((row) => row.key === focusKey) ? focusKey : rows[0]?.key;
  const items = useRef(new Map<string, HTMLDivElement>());
  const moveFocus = useRef(false);

  useLayoutEffect(() => {
    if (!moveFocus.current || !focusedKey) return;
    moveFocus.current = false;
    items.current.get(focusedKey)?.focus();
  }, [focusedKey]);

  const focusRow = (key: string | undefined) => {
    if (!key) return;
    moveFocus.current = true;
    setFocusKey(key);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = rows.findIndex((row) => row.key === focusedKey);
    const row = rows[index];
    if (!row) return;
    const handled = () => {
      event.preventDefault();
      event.stopPropagation();
    };
    switch (event.key) {
      case 'ArrowDown':
        handled();
        focusRow(rows[Math.min(rows.length - 1, index + 1)]?.key);
        break;
      case 'ArrowUp':
        handled();
        focusRow(rows[Math.max(0, index - 1)]?.key);
        break;
      case 'Home':
        handled();
        focusRow(rows[0]?.key);
        break;
      case 'End':
        handled();
        focusRow(rows.at(-1)?.key);
        break;
      case 'ArrowRight':
        handled();
        if (row.hasChildren && !expanded.has(row.key)) onExpandedChange(row.key, true);
        else if (row.hasChildren) focusRow(rows[index + 1]?.key);
        break;
      case 'ArrowLeft':
        handled();
        if (row.hasChildren && expanded.has(row.key)) onExpandedChange(row.key, false);
        else if (row.parentKey) focusRow(row.parentKey);
        break;
      case 'Enter':
      case ' ':
        handled();
        if (!row.node.disabled) onActivate(row.node);
        break;
    }
  };

  return (
    <div
      ref={treeRef}
      id={id}
      role="tree"
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-multiselectable={multiselectable || undefined}
      data-slot="tree"
      onKeyDown={onKeyDown}
      className={cn('flex flex-col text-sm text-foreground', className)}
    >
      {rows.map((row) => {
        const state = itemState(row.node);
        const open = row.hasChildren ? expanded.has(row.key) : undefined;
        return (
          <div
            key={row.key}
            ref={(element) => {
              if (element) items.current.set(row.key, element);
              else items.current.delete(row.key);
            }}
            role="treeitem"
            data-slot="tree-item"
            aria-level={row.level}
            aria-setsize={row.setSize}
            aria-posinset={row.posInSet}
            aria-expanded={open}
            aria-checked={state.checked}
            aria-selected={state.selected}
            aria-disabled={row.node.disabled || undefined}
            tabIndex={row.key === focusedKey ? 0 : -1}
            onClick={() => {
              setFocusKey(row.key);
              if (!row.node.disabled) onActivate(row.node);
            }}
            style={{ paddingLeft: `${(row.level - 1) * 1.25 + 0.25}rem` }}
            className={cn(
              'flex h-8 cursor-pointer items-center gap-1.5 rounded-sm pr-2 outline-none select-none hover:bg-muted focus-visible:outline-2 focus-visible:outline-solid focus-visible:-outline-offset-2 focus-visible:outline-ring',
              state.selected && 'bg-primary-soft font-medium text-primary-text',
              row.node.disabled && 'cursor-not-allowed opacity-50',
            )}
          >
            <span
              aria-hidden
              data-slot="tree-toggle"
              onClick={(event) => {
                if (!row.hasChildren) return;
                event.stopPropagation();
                setFocusKey(row.key);
                onExpandedChange(row.key, !open);
              }}
              className="inline-flex size-5 shrink-0 items-center justify-center rounded-sm hover:bg-border/50"
            >
              {row.hasChildren ? (
                <ChevronRight className={cn('size-4 transition-transform', open && 'rotate-90')} />
              ) : null}
            </span>
            {renderMarker?.(row.node)}
            <span className="truncate">{row.node.label}</span>
          </div>
        );
      })}
    </div>
  );
}

export { TreeList, filterTree, flattenVisible, parentKeys };
export type { FlatTreeNode, TreeId, TreeNodeData };
