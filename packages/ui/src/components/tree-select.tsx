import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronDown, Search } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { fieldLabelText } from '../lib/field-label.ts';
import { useUiLabels } from '../lib/labels.tsx';
import { Popover, PopoverContent, PopoverTrigger } from './popover.tsx';
import { TreeList, filterTree, parentKeys, type TreeId, type TreeNodeData } from './tree-core.tsx';

/** Spec §5: the parent value 0 means "top level". */
export const TOP_LEVEL_ID = '0';

function isTopLevel(value: TreeId | null | undefined) {
  return value !== null && value !== undefined && String(value) === TOP_LEVEL_ID;
}

function findNode(nodes: TreeNodeData[], key: string): TreeNodeData | undefined {
  for (const node of nodes) {
    if (String(node.id) === key) return node;
    const found = node.children ? findNode(node.children, key) : undefined;
    if (found) return found;
  }
  return undefined;
}

/** Keys of the ancestors of `key`, so the selected node is visible when the list opens. */
function ancestorKeys(nodes: TreeNodeData[], key: string, trail: string[] = []): string[] | null {
  for (const node of nodes) {
    if (String(node.id) === key) return trail;
    if (node.children) {
      const found = ancestorKeys(node.children, key, [...trail, String(node.id)]);
      if (found) return found;
    }
  }
  return null;
}

type TreeSelectProps = {
  nodes: TreeNodeData[];
  /** Selected id; `0` / `'0'` is the top level. */
  value: TreeId | null | undefined;
  /** Receives the chosen id (`0` kept as given by `topLevelValue`) and its node (null for top level). */
  onValueChange: (value: TreeId, node: TreeNodeData | null) => void;
  /** Offers the "top level" choice first (default true). */
  allowTopLevel?: boolean | undefined;
  /** The value reported for top level: `0` (default) or `'0'`. */
  topLevelValue?: 0 | '0' | undefined;
  /** The top-level choice's text; default the `topLevel` label (a filter says "All"). */
  topLevelLabel?: string | undefined;
  /** Disables nodes, e.g. the edited node and its descendants, which cannot be its own parent. */
  isNodeDisabled?: ((node: TreeNodeData) => boolean) | undefined;
  placeholder?: string | undefined;
  disabled?: boolean | undefined;
  id?: string | undefined;
  'aria-label'?: string | undefined;
  'aria-labelledby'?: string | undefined;
  'aria-describedby'?: string | undefined;
  'aria-invalid'?: boolean | undefined;
  className?: string | undefined;
};

/**
 * Picks one parent node from a tree, with a search box; `0` means top level.
 * The trigger is a combobox; the list is an ARIA tree (arrows move and expand / collapse,
 * Enter selects, Escape closes).
 * @example
 * <TreeSelect aria-label={t`Parent menu`} nodes={menuTree} value={form.parentId} onValueChange={(id) => setValue('parentId', id)} />
 */
function TreeSelect({
  nodes,
  value,
  onValueChange,
  allowTopLevel = true,
  topLevelValue = 0,
  topLevelLabel,
  isNodeDisabled,
  placeholder,
  disabled,
  id,
  className,
  ...aria
}: TreeSelectProps) {
  const labels = useUiLabels();
  const treeId = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [manualExpanded, setManualExpanded] = useState<Set<string>>(new Set());
  const treeElement = useRef<HTMLDivElement | null>(null);
  const trigger = useRef<HTMLButtonElement | null>(null);
  // The name of the field (its <label for>, read when the list opens), so the list and its tree
  // are named like the field instead of a generic "Tree".
  const [fieldLabel, setFieldLabel] = useState<string | undefined>(undefined);
  const listLabel = aria['aria-label'] ?? fieldLabel ?? labels.tree;

  const selectedKey = value === null || value === undefined ? undefined : String(value);
  const selectedNode = selectedKey ? findNode(nodes, selectedKey) : undefined;
  const topText = topLevelLabel ?? labels.topLevel;
  const display = isTopLevel(value) ? topText : selectedNode?.label;

  const visibleNodes = useMemo(() => {
    const withState = (list: TreeNodeData[]): TreeNodeData[] =>
      list.map((node) => ({
        ...node,
        disabled: node.disabled || isNodeDisabled?.(node) || false,
        children: node.children ? withState(node.children) : undefined,
      }));
    const filtered = filterTree(withState(nodes), query);
    const topLevel: TreeNodeData = { id: TOP_LEVEL_ID, label: topText };
    return allowTopLevel && !query.trim() ? [topLevel, ...filtered] : filtered;
  }, [nodes, query, isNodeDisabled, allowTopLevel, topText]);

  // While searching every match is shown expanded; otherwise the user's expansion applies.
  const expanded = query.trim() ? parentKeys(visibleNodes) : manualExpanded;

  const openChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      setFieldLabel(fieldLabelText(trigger.current));
      setQuery('');
      const ancestors = selectedKey ? (ancestorKeys(nodes, selectedKey) ?? []) : [];
      setManualExpanded((current) => new Set([...current, ...ancestors]));
    }
  };

  const choose = (node: TreeNodeData) => {
    if (String(node.id) === TOP_LEVEL_ID) onValueChange(topLevelValue, null);
    // Report the caller's own node object, not the copy made for filtering.
    else onValueChange(node.id, findNode(nodes, String(node.id)) ?? node);
    setOpen(false);
  };

  const focusTree = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    treeElement.current?.querySelector<HTMLElement>('[role="treeitem"][tabindex="0"]')?.focus();
  };

  return (
    <Popover open={open} onOpenChange={openChange}>
      <PopoverTrigger
        ref={trigger}
        id={id}
        role="combobox"
        aria-haspopup="tree"
        aria-expanded={open}
        aria-controls={open ? treeId : undefined}
        disabled={disabled}
        data-slot="tree-select"
        className={cn(
          'inline-flex h-9 w-full min-w-48 items-center justify-between gap-2 rounded-md border border-border bg-background px-3 text-left text-sm text-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-danger',
          className,
        )}
        {...aria}
      >
        <span className={cn('truncate', !display && 'text-muted-foreground')}>
          {display ?? placeholder ?? labels.selectPlaceholder}
        </span>
        <ChevronDown aria-hidden className="size-4 shrink-0 text-muted-foreground" />
      </PopoverTrigger>
      <PopoverContent
        aria-label={aria['aria-labelledby'] ? undefined : listLabel}
        aria-labelledby={aria['aria-labelledby']}
        align="start"
        className="flex w-(--radix-popover-trigger-width) min-w-64 flex-col gap-2 p-2"
        onOpenAutoFocus={(event) => {
          // Focus goes to the search box, not the first tree row.
          event.preventDefault();
          (event.currentTarget as HTMLElement).querySelector<HTMLInputElement>('input')?.focus();
        }}
      >
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-2 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <input
            type="search"
            aria-label={labels.search}
            aria-controls={treeId}
            placeholder={labels.search}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={focusTree}
            className="h-8 w-full rounded-md border border-border bg-background pr-2 pl-8 text-sm focus-visible:outline-2 focus-visible:outline-ring"
          />
        </div>
        {visibleNodes.length === 0 ? (
          <p role="status" className="px-2 py-4 text-center text-sm text-muted-foreground">
            {labels.noResults}
          </p>
        ) : (
          <TreeList
            id={treeId}
            treeRef={(element) => {
              treeElement.current = element;
            }}
            label={aria['aria-labelledby'] ? undefined : listLabel}
            labelledBy={aria['aria-labelledby']}
            nodes={visibleNodes}
            expanded={expanded}
            onExpandedChange={(key, isOpen) =>
              setManualExpanded((current) => {
                const next = new Set(current);
                if (isOpen) next.add(key);
                else next.delete(key);
                return next;
              })
            }
            onActivate={choose}
            initialFocusKey={selectedKey}
            itemState={(node) => ({ selected: String(node.id) === selectedKey })}
            className="max-h-72 overflow-y-auto"
          />
        )}
      </PopoverContent>
    </Popover>
  );
}

export { TreeSelect };
export type { TreeSelectProps };
