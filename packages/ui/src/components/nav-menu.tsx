import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { cva } from 'class-variance-authority';
import { ChevronDown, ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { useUiLabels } from '../lib/labels.tsx';

/** One route of the menu tree (the shape of the server's router list). */
type NavItem = {
  /** Absolute (`/course`), relative to the parent (`index`), or external (`https://…`). */
  path: string;
  title: ReactNode;
  icon?: ReactNode | undefined;
  children?: NavItem[] | undefined;
  hidden?: boolean | undefined;
  /** Show a submenu even when it has a single visible child. */
  alwaysShow?: boolean | undefined;
};

type NavLinkProps = {
  href: string;
  className: string;
  children: ReactNode;
  'aria-current'?: 'page' | undefined;
  onClick?: (() => void) | undefined;
};

type NavMenuProps = {
  items: NavItem[];
  mode?: 'vertical' | 'horizontal' | undefined;
  /** Current route path; the matching item gets aria-current="page". */
  activePath?: string | undefined;
  /** At most one open submenu per level. */
  uniqueOpened?: boolean | undefined;
  /** Vertical mode only: icons only, titles kept for assistive tech. */
  collapsed?: boolean | undefined;
  /** Renders internal links, e.g. `(p) => <Link to={p.href} {...p} />`; defaults to <a>. */
  renderLink?: ((props: NavLinkProps) => ReactNode) | undefined;
  /** Called after a link is chosen (AppShell closes its mobile drawer with it). */
  onNavigate?: ((path: string) => void) | undefined;
  /** Accessible name of the nav landmark; defaults to the `mainNavigation` label. */
  label?: string | undefined;
  className?: string | undefined;
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
  icon?: ReactNode | undefined;
  /** Present for submenus. */
  children?: ResolvedNode[] | undefined;
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

/** Keys of the submenus that lead to `path`, outermost first (opened initially in vertical mode):
 * one walk of the tree. */
function ancestorKeys(nodes: ResolvedNode[], path: string | undefined): string[] {
  if (!path) return [];
  for (const node of nodes) {
    if (!node.children) continue;
    const below = ancestorKeys(node.children, path);
    if (below.length > 0 || node.children.some((c) => !c.children && c.path === path)) {
      return [node.key, ...below];
    }
  }
  return [];
}

/** Key of the trailing submenu that holds the top-level items a horizontal menu has no room for. */
const MORE_KEY = '#more';
/** Space between top-level items (`gap-0.5`). */
const ITEM_GAP = 2;
/** Width assumed for "More" until it has been on screen once. */
const MORE_ESTIMATE = 96;

/**
 * How many of the top-level items fit in `available` pixels, in order; when not all fit, the
 * trailing "More" item (`moreWidth`) must fit beside the ones shown. Returns `widths.length` when
 * everything fits.
 */
function fitCount(widths: readonly number[], moreWidth: number, available: number): number {
  const total = widths.reduce((sum, w) => sum + w, 0) + ITEM_GAP * Math.max(0, widths.length - 1);
  if (total <= available) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    if (used + ITEM_GAP + width > available) break;
    used += ITEM_GAP + width;
    count += 1;
  }
  return count;
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
  // Resolved once per tree (a navigation re-renders the menu with the same items).
  const nodes = useMemo(() => resolveNavTree(items), [items]);
  // The submenus that lead to the active page, found in one walk per page.
  const trail = useMemo(() => ancestorKeys(nodes, activePath), [nodes, activePath]);
  const activeBranch = useMemo(() => new Set(trail), [trail]);
  const inActiveBranch = (node: ResolvedNode): boolean =>
    node.key === MORE_KEY
      ? (node.children ?? []).some((c) => (c.children ? inActiveBranch(c) : c.path === activePath))
      : activeBranch.has(node.key);
  const horizontal = mode === 'horizontal';
  // A collapsed sidebar shows top-level icons only; its submenus fly out like the top bar's.
  const iconOnly = collapsed && !horizontal;
  const flyout = horizontal || collapsed;
  const [open, setOpen] = useState<string[]>(() => (horizontal || collapsed ? [] : trail));
  const rootRef = useRef<HTMLElement>(null);
  const baseId = useId();

  // Horizontal mode never wraps: the top-level items that do not fit move into a trailing "More"
  // submenu. The items' widths are measured once with every item shown (again when the items or
  // the language change); resizing then only recomputes how many fit.
  const listRef = useRef<HTMLUListElement>(null);
  const widths = useRef<{ items: number[]; more: number | null } | null>(null);
  const [fit, setFit] = useState<number | null>(null);
  const measureKey = horizontal ? `${nodes.map((n) => n.key).join('|')}|${labels.more}` : '';
  const [seenMeasureKey, setSeenMeasureKey] = useState(measureKey);
  if (seenMeasureKey !== measureKey) {
    setSeenMeasureKey(measureKey);
    setFit(null);
  }
  const computeFit = useCallback(() => {
    const root = rootRef.current;
    const known = widths.current;
    if (!root || !known) return;
    // Not laid out (hidden, or a DOM without layout): show everything.
    const available = root.clientWidth;
    const next =
      available > 0 ? fitCount(known.items, known.more ?? MORE_ESTIMATE, available) : known.items.length;
    setFit(next >= known.items.length ? null : next);
  }, []);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!horizontal || !list) return;
    widths.current = {
      items: [...list.children].map((item) => item.getBoundingClientRect().width),
      more: null,
    };
    computeFit();
    if (typeof ResizeObserver === 'undefined' || !rootRef.current) return;
    const observer = new ResizeObserver(computeFit);
    observer.observe(rootRef.current);
    return () => observer.disconnect();
  }, [horizontal, measureKey, computeFit]);
  useLayoutEffect(() => {
    // Once "More" is on screen its real width replaces the estimate.
    const more = listRef.current?.querySelector<HTMLElement>(':scope > [data-more]');
    const known = widths.current;
    if (!more || !known || known.more !== null) return;
    known.more = more.getBoundingClientRect().width;
    computeFit();
  }, [fit, computeFit]);
  const shown =
    horizontal && fit !== null
      ? [
          ...nodes.slice(0, fit),
          { key: MORE_KEY, path: MORE_KEY, title: labels.more, children: nodes.slice(fit) },
        ]
      : nodes;

  // Collapsing turns inline submenus into fly-outs: start closed rather than pop them all out.
  const [seenCollapsed, setSeenCollapsed] = useState(collapsed);
  if (seenCollapsed !== collapsed) {
    setSeenCollapsed(collapsed);
    setOpen(collapsed ? [] : trail);
  }

  // Dropdowns of the horizontal menu close when a route is chosen.
  const [seenPath, setSeenPath] = useState(activePath);
  if (seenPath !== activePath) {
    setSeenPath(activePath);
    if (flyout) setOpen([]);
    else setOpen((keys) => [...new Set([...keys, ...trail])]);
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

  // Inside "More" (at the right end of the bar) dropdowns open towards the left.
  const renderNodes = (list: ResolvedNode[], depth: number, leftward = false): ReactNode =>
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
          <li
            key={node.key}
            data-slot="nav-menu-item"
            className={cn(horizontal && depth === 0 && 'shrink-0')}
          >
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
      const isMore = node.key === MORE_KEY;
      const towardsLeft = leftward || isMore;
      const Chevron = inDropdown ? (leftward ? ChevronLeft : ChevronRight) : ChevronDown;
      const branchActive = inActiveBranch(node);
      return (
        <li
          key={node.key}
          data-slot="nav-menu-submenu"
          data-more={isMore || undefined}
          className={cn(flyout && 'relative', horizontal && depth === 0 && 'shrink-0')}
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
            data-slot={isMore ? 'nav-menu-more' : undefined}
            data-active={branchActive || undefined}
            onClick={() => toggle(node, list)}
            className={cn(
              itemVariants({ branchActive }),
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
              horizontal && depth === 0 && (isMore ? 'top-full right-0 mt-1' : 'top-full left-0 mt-1'),
              (depth > 0 || iconOnly) &&
                flyout &&
                (leftward ? 'top-0 right-full mr-1' : 'top-0 left-full ml-1'),
              !flyout && 'mt-0.5',
            )}
          >
            {/* A closed group renders no links: a navigation re-renders the menu, and every
                link of every group cost the click that opens a screen. */}
            {expanded ? renderNodes(node.children, depth + 1, towardsLeft) : null}
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
      className={cn(horizontal && 'relative min-w-0', className)}
      onBlur={(event) => {
        if (flyout && !event.currentTarget.contains(event.relatedTarget as Node | null)) {
          setOpen([]);
        }
      }}
    >
      <ul
        ref={listRef}
        className={cn('flex gap-0.5', horizontal ? 'flex-row flex-nowrap items-center' : 'flex-col')}
      >
        {renderNodes(shown, 0)}
      </ul>
    </nav>
  );
}

function descendantKeys(node: ResolvedNode): string[] {
  return (node.children ?? []).flatMap((c) => (c.children ? [c.key, ...descendantKeys(c)] : []));
}

export { NavMenu, fitCount, isExternal, resolveNavPath, resolveNavTree };
export type { NavItem, NavMenuProps, NavLinkProps };
