import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { cva } from 'class-variance-authority';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { useUiLabels } from '../lib/labels.tsx';

/** One route of the menu tree (the shape of the server's router list). */
type NavItem = {
  /** Absolute (`/course`), relative to the parent (`index`), or external (`https://…`). */
  path: string;
  title: ReactNode;
  icon?: ReactNode;
  children?: NavItem[];
  hidden?: boolean;
  /** Show a submenu even when it has a single visible child. */
  alwaysShow?: boolean;
};

type NavLinkProps = {
  href: string;
  className: string;
  children: ReactNode;
  'aria-current'?: 'page';
  onClick?: () => void;
};

type NavMenuProps = {
  items: NavItem[];
  mode?: 'vertical' | 'horizontal';
  /** Current route path; the matching item gets aria-current="page". */
  activePath?: string;
  /** At most one open submenu per level. */
  uniqueOpened?: boolean;
  /** Vertical mode only: icons only, titles kept for assistive tech. */
  collapsed?: boolean;
  /** Renders internal links, e.g. `(p) => <Link to={p.href} {...p} />`; defaults to <a>. */
  renderLink?: (props: NavLinkProps) => ReactNode;
  /** Called after a link is chosen (AppShell closes its mobile drawer with it). */
  onNavigate?: (path: string) => void;
  /** Accessible name of the nav landmark; defaults to the `mainNavigation` label. */
  label?: string;
  className?: string;
};

const EXTERNAL_RE = /^(?:https?:|mailto:|tel:)/i;

/** Spec: a link is external if it starts with http, https, mailto or tel. */
function isExternal(path: string): boolean {
  return EXTERNAL_RE.test(path);
}

/** Joins a child path to its parent the way the router does ('/course' + 'index'). */
function resolveNavPath(parent: string, path: string): string {
  if (isExternal(path) || path.startsWith('/')) return path;
  if (isExternal(parent)) return parent;
  const base = parent.endsWith('/') ? parent.slice(0, -1) : parent;
  return path ? `${base}/${path}` : base || '/';
}

type ResolvedNode = {
  key: string;
  path: string;
  title: ReactNode;
  icon?: ReactNode;
  /** Present for submenus. */
  children?: ResolvedNode[];
};

/**
 * Applies the route-tree rules: hidden items vanish; a parent with exactly one visible child
 * (and no alwaysShow) is shown as that child with the parent's icon as fallback.
 */
function resolveNavTree(items: NavItem[], parent = ''): ResolvedNode[] {
  const nodes: ResolvedNode[] = [];
  for (const item of items) {
    if (item.hidden) continue;
    const path = resolveNavPath(parent, item.path);
    const visible = (item.children ?? []).filter((c) => !c.hidden);
    if (visible.length === 0) {
      nodes.push({ key: path, path, title: item.title, icon: item.icon });
    } else if (visible.length === 1 && !item.alwaysShow && !visible[0]!.children?.length) {
      const only = visible[0]!;
      const childPath = resolveNavPath(path, only.path);
      nodes.push({ key: childPath, path: childPath, title: only.title, icon: only.icon ?? item.icon });
    } else {
      nodes.push({
        key: `${path}#menu`,
        path,
        title: item.title,
        icon: item.icon,
        children: resolveNavTree(visible, path),
      });
    }
  }
  return nodes;
}

function containsPath(node: ResolvedNode, path: string | undefined): boolean {
  if (!path) return false;
  if (!node.children) return node.path === path;
  return node.children.some((c) => containsPath(c, path));
}

/** Keys of the submenus that lead to `path` (opened initially in vertical mode). */
function ancestorKeys(nodes: ResolvedNode[], path: string | undefined): string[] {
  for (const node of nodes) {
    if (node.children && containsPath(node, path)) {
      return [node.key, ...ancestorKeys(node.children, path)];
    }
  }
  return [];
}

/** Text indent per nesting level (literal classes so Tailwind sees them). */
const INDENT = ['', 'pl-8', 'pl-12', 'pl-16'];

const itemVariants = cva(
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-sm text-foreground transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      active: { true: 'bg-primary-soft font-medium text-primary-text hover:bg-primary-soft', false: '' },
      branchActive: { true: 'text-primary-text', false: '' },
    },
    defaultVariants: { active: false, branchActive: false },
  },
);

/**
 * The navigation menu built from the route tree, vertical (sidebar) or horizontal (top bar).
 * Submenus are disclosure buttons (aria-expanded); in horizontal mode they drop down and close
 * on Escape, outside click or when focus leaves.
 */
function NavMenu({
  items,
  mode = 'vertical',
  activePath,
  uniqueOpened = false,
  collapsed = false,
  renderLink,
  onNavigate,
  label,
  className,
}: NavMenuProps) {
  const labels = useUiLabels();
  const nodes = resolveNavTree(items);
  const horizontal = mode === 'horizontal';
  // A collapsed sidebar shows top-level icons only; its submenus fly out like the top bar's.
  const iconOnly = collapsed && !horizontal;
  const flyout = horizontal || collapsed;
  const [open, setOpen] = useState<string[]>(() =>
    horizontal || collapsed ? [] : ancestorKeys(nodes, activePath),
  );
  const rootRef = useRef<HTMLElement>(null);
  const baseId = useId();

  // Collapsing turns inline submenus into fly-outs: start closed rather than pop them all out.
  const [seenCollapsed, setSeenCollapsed] = useState(collapsed);
  if (seenCollapsed !== collapsed) {
    setSeenCollapsed(collapsed);
    setOpen(collapsed ? [] : ancestorKeys(nodes, activePath));
  }

  // Dropdowns of the horizontal menu close when a route is chosen.
  const [seenPath, setSeenPath] = useState(activePath);
  if (seenPath !== activePath) {
    setSeenPath(activePath);
    if (flyout) setOpen([]);
    else setOpen((keys) => [...new Set([...keys, ...ancestorKeys(nodes, activePath)])]);
  }

  useEffect(() => {
    if (!flyout || open.length === 0) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen([]);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [flyout, open.length]);

  const toggle = (node: ResolvedNode, siblings: ResolvedNode[]) => {
    setOpen((keys) => {
      if (keys.includes(node.key)) {
        const closing = new Set([node.key, ...descendantKeys(node)]);
        return keys.filter((k) => !closing.has(k));
      }
      const drop =
        uniqueOpened || flyout
          ? new Set(siblings.filter((s) => s !== node).flatMap((s) => [s.key, ...descendantKeys(s)]))
          : new Set<string>();
      return [...keys.filter((k) => !drop.has(k)), node.key];
    });
  };

  const link =
    renderLink ??
    ((p: NavLinkProps) => (
      <a href={p.href} className={p.className} aria-current={p['aria-current']} onClick={p.onClick}>
        {p.children}
      </a>
    ));

  const renderTitle = (node: ResolvedNode, depth: number) => (
    <>
      {node.icon}
      <span className={cn('truncate', iconOnly && depth === 0 && 'sr-only')}>{node.title}</span>
    </>
  );

  const renderNodes = (list: ResolvedNode[], depth: number): ReactNode =>
    list.map((node) => {
      const inDropdown = flyout && depth > 0;
      const compact = iconOnly && depth === 0;
      // Nested items indent their text, not their highlight, so the active row stays full width.
      const indent = !flyout && depth > 0 ? INDENT[Math.min(depth, INDENT.length - 1)] : undefined;
      if (!node.children) {
        const active = node.path === activePath;
        const className = cn(
          itemVariants({ active }),
          horizontal && depth === 0 && 'w-auto',
          compact && 'justify-center px-0',
          indent,
        );
        return (
          <li key={node.key} data-slot="nav-menu-item">
            {isExternal(node.path) ? (
              <a href={node.path} target="_blank" rel="noopener noreferrer" className={className}>
                {renderTitle(node, depth)}
              </a>
            ) : (
              link({
                href: node.path,
                className,
                children: renderTitle(node, depth),
                ...(active ? { 'aria-current': 'page' as const } : {}),
                onClick: () => onNavigate?.(node.path),
              })
            )}
          </li>
        );
      }
      const expanded = open.includes(node.key);
      const listId = `${baseId}-${node.key}`;
      const Chevron = inDropdown ? ChevronRight : ChevronDown;
      return (
        <li
          key={node.key}
          data-slot="nav-menu-submenu"
          className={cn(flyout && 'relative')}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && expanded) {
              event.stopPropagation();
              toggle(node, list);
              (event.currentTarget.querySelector('button') as HTMLButtonElement | null)?.focus();
            }
          }}
        >
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={listId}
            data-active={containsPath(node, activePath) || undefined}
            onClick={() => toggle(node, list)}
            className={cn(
              itemVariants({ branchActive: containsPath(node, activePath) }),
              horizontal && depth === 0 && 'w-auto',
              compact && 'justify-center px-0',
              indent,
            )}
          >
            {renderTitle(node, depth)}
            {compact ? null : (
              <Chevron
                aria-hidden
                className={cn('ml-auto transition-transform', expanded && !inDropdown && 'rotate-180')}
              />
            )}
          </button>
          <ul
            id={listId}
            hidden={!expanded}
            className={cn(
              'flex flex-col gap-0.5',
              flyout && 'absolute z-40 min-w-48 rounded-md border border-border bg-surface p-1 shadow-md',
              horizontal && depth === 0 && 'top-full left-0 mt-1',
              (depth > 0 || iconOnly) && flyout && 'top-0 left-full ml-1',
              !flyout && 'mt-0.5',
            )}
          >
            {renderNodes(node.children, depth + 1)}
          </ul>
        </li>
      );
    });

  return (
    <nav
      ref={rootRef}
      data-slot="nav-menu"
      data-mode={mode}
      aria-label={label ?? labels.mainNavigation}
      className={className}
      onBlur={(event) => {
        if (flyout && !event.currentTarget.contains(event.relatedTarget as Node | null)) {
          setOpen([]);
        }
      }}
    >
      <ul className={cn('flex gap-0.5', horizontal ? 'flex-row flex-wrap items-center' : 'flex-col')}>
        {renderNodes(nodes, 0)}
      </ul>
    </nav>
  );
}

function descendantKeys(node: ResolvedNode): string[] {
  return (node.children ?? []).flatMap((c) => (c.children ? [c.key, ...descendantKeys(c)] : []));
}

export { NavMenu, isExternal, resolveNavPath, resolveNavTree };
export type { NavItem, NavMenuProps, NavLinkProps };
