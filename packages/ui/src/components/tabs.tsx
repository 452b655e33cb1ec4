import {
  createContext,
  use,
  useId,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type MouseEvent,
  type FocusEvent,
} from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn.ts';

// The WAI-ARIA tabs pattern in ~100 lines, with Radix Tabs' API (value / defaultValue /
// onValueChange, orientation, activationMode, dir, forceMount) and its data attributes. Radix's
// version brought its collection, roving-focus, direction and presence packages (~6 kB gzip) into
// every page with tabs, the sign-in page's first load among them (issue 19).

type Orientation = 'horizontal' | 'vertical';

type TabsState = {
  baseId: string;
  value: string | undefined;
  select: (value: string) => void;
  orientation: Orientation;
  activationMode: 'automatic' | 'manual';
  dir: 'ltr' | 'rtl';
};

const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = use(TabsContext);
  if (!state) throw new Error(`<${part}> must be inside <Tabs>`);
  return state;
}

const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const contentId = (baseId: string, value: string) => `${baseId}-content-${value}`;

type TabsProps = Omit<ComponentProps<'div'>, 'dir' | 'defaultValue'> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  orientation?: Orientation;
  /** `automatic` (default): a tab is selected when it receives focus; `manual`: on Enter/Space/click. */
  activationMode?: 'automatic' | 'manual';
  dir?: 'ltr' | 'rtl';
};

function Tabs({
  value: controlled,
  defaultValue,
  onValueChange,
  orientation = 'horizontal',
  activationMode = 'automatic',
  dir = 'ltr',
  ...props
}: TabsProps) {
  const baseId = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const value = controlled ?? uncontrolled;
  const select = (next: string) => {
    if (next === value) return;
    if (controlled === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext value={{ baseId, value, select, orientation, activationMode, dir }}>
      <div dir={dir} data-orientation={orientation} {...props} />
    </TabsContext>
  );
}

const tabsListVariants = cva('inline-flex items-center text-muted-foreground', {
  variants: {
    variant: {
      line: 'gap-4 border-b border-border',
      pill: 'gap-1 rounded-lg bg-muted p-1',
    },
  },
  defaultVariants: { variant: 'line' },
});

const tabsTriggerVariants = cva(
  'inline-flex items-center justify-center gap-1.5 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50',
  {
    variants: {
      variant: {
        line: '-mb-px border-b-2 border-transparent px-1 py-2 hover:text-foreground data-[state=active]:border-primary-text data-[state=active]:text-primary-text',
        pill: 'rounded-md px-3 py-1 hover:text-foreground data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm',
      },
    },
    defaultVariants: { variant: 'line' },
  },
);

type TabsListProps = ComponentProps<'div'> &
  VariantProps<typeof tabsListVariants> & {
    /** Arrow keys wrap from the last tab to the first and back (default true). */
    loop?: boolean;
  };

/** Which tab an arrow, Home or End key moves to among the enabled ones; null for other keys. */
function nextTab(key: string, tabs: HTMLElement[], current: number, state: TabsState, loop: boolean) {
  const horizontal = state.orientation === 'horizontal';
  const forward = horizontal ? (state.dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight') : 'ArrowDown';
  const backward = horizontal ? (state.dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft') : 'ArrowUp';
  const last = tabs.length - 1;
  if (key === 'Home') return tabs[0];
  if (key === 'End') return tabs[last];
  if (key === forward) return tabs[current < last ? current + 1 : loop ? 0 : last];
  if (key === backward) return tabs[current > 0 ? current - 1 : loop ? last : 0];
  return null;
}

function TabsList({ className, variant, loop = true, onKeyDown, ...props }: TabsListProps) {
  const state = useTabs('TabsList');
  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]:not(:disabled)')];
    const current = tabs.indexOf(event.target as HTMLElement);
    if (current < 0) return;
    const target = nextTab(event.key, tabs, current, state, loop);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <div
      role="tablist"
      aria-orientation={state.orientation}
      data-orientation={state.orientation}
      data-slot="tabs-list"
      data-variant={variant ?? 'line'}
      className={cn(tabsListVariants({ variant }), 'group/tabs', className)}
      onKeyDown={moveFocus}
      {...props}
    />
  );
}

type TabsTriggerProps = Omit<ComponentProps<'button'>, 'value'> &
  VariantProps<typeof tabsTriggerVariants> & { value: string };

function TabsTrigger({
  className,
  variant,
  value,
  disabled,
  onMouseDown,
  onClick,
  onKeyDown,
  onFocus,
  ...props
}: TabsTriggerProps) {
  const state = useTabs('TabsTrigger');
  const selected = state.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={triggerId(state.baseId, value)}
      aria-selected={selected}
      aria-controls={contentId(state.baseId, value)}
      data-state={selected ? 'active' : 'inactive'}
      data-disabled={disabled ? '' : undefined}
      data-orientation={state.orientation}
      data-slot="tabs-trigger"
      disabled={disabled}
      // One tab stop for the list: the selected tab (every tab while none is); arrows move between
      // the others.
      tabIndex={selected || state.value === undefined ? 0 : -1}
      className={cn(tabsTriggerVariants({ variant }), className)}
      onMouseDown={(event: MouseEvent<HTMLButtonElement>) => {
        onMouseDown?.(event);
        if (event.defaultPrevented || disabled) return;
        // A plain primary press selects at once; a ctrl-press (a context menu on macOS) does not
        // move focus either.
        if (event.button === 0 && !event.ctrlKey) state.select(value);
        else event.preventDefault();
      }}
      // A click without a press before it (a screen reader's activation) selects too.
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented && !event.ctrlKey) state.select(value);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented && (event.key === 'Enter' || event.key === ' ')) state.select(value);
      }}
      onFocus={(event: FocusEvent<HTMLButtonElement>) => {
        onFocus?.(event);
        if (!event.defaultPrevented && state.activationMode === 'automatic' && !disabled) state.select(value);
      }}
      {...props}
    />
  );
}

type TabsContentProps = Omit<ComponentProps<'div'>, 'value'> & {
  value: string;
  /** Keeps the panel in the DOM (hidden) while its tab is not selected. */
  forceMount?: boolean;
};

function TabsContent({ className, value, forceMount, ...props }: TabsContentProps) {
  const state = useTabs('TabsContent');
  const selected = state.value === value;
  if (!selected && !forceMount) return null;
  return (
    <div
      role="tabpanel"
      id={contentId(state.baseId, value)}
      aria-labelledby={triggerId(state.baseId, value)}
      data-state={selected ? 'active' : 'inactive'}
      data-orientation={state.orientation}
      data-slot="tabs-content"
      hidden={!selected}
      tabIndex={0}
      className={cn('pt-4 focus-visible:outline-2 focus-visible:outline-ring', className)}
      {...props}
    />
  );
}

export { Tabs, TabsList, TabsTrigger, TabsContent, tabsListVariants, tabsTriggerVariants };
export type { TabsProps, TabsListProps, TabsTriggerProps, TabsContentProps };
