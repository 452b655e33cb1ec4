import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TagBar, type TagBarItem } from './tag-bar.tsx';

/** The tag menu's code loads on first use (in the Vitest dev server, transformed on that first
 * request): wait for it longer than Testing Library's one second. */
const onDemand = { timeout: 10_000 };

const many: TagBarItem[] = [
  { path: '/dashboard', title: 'Dashboard', affix: true },
  { path: '/course/index', title: 'Courses' },
  { path: '/worker/index', title: 'Workers' },
  { path: '/order/index', title: 'Orders' },
  { path: '/orguser/index', title: 'Organisation users' },
  { path: '/resources/msg', title: 'Messages' },
  { path: '/resources/sms/edit', title: 'Send SMS' },
  { path: '/profile/index', title: 'Profile' },
  { path: '/userLocation/index', title: 'User location' },
];

type Args = { onRefresh: (tag: TagBarItem) => void; initialActive: string; count: number };

function Demo({ onRefresh, initialActive, count }: Args) {
  const [tags, setTags] = useState(many.slice(0, count));
  const [active, setActive] = useState(initialActive);
  return (
    <div className="max-w-xl rounded-md border border-border">
      <TagBar
        tags={tags}
        activePath={active}
        onActivate={(t) => setActive(t.path)}
        onClose={(t) => {
          setTags((all) => all.filter((x) => x.path !== t.path));
          if (t.path === active) setActive('/dashboard');
        }}
        onCloseOthers={(t) => {
          setTags((all) => all.filter((x) => x.affix || x.path === t.path));
          setActive(t.path);
        }}
        onCloseAll={() => {
          setTags((all) => all.filter((x) => x.affix));
          setActive('/dashboard');
        }}
        onRefresh={onRefresh}
        closeLabel={(t) => `Close ${String(t.title)}`}
      />
      <p className="p-3 text-sm text-muted-foreground">Current: {active}</p>
    </div>
  );
}

/** What "Show code" prints: the app owns the list of visited views; TagBar reports what to change. */
const tagBarCode = `import { TagBar, type TagBarItem } from '@pocket/ui';

const [tags, setTags] = useState<TagBarItem[]>([{ path: '/dashboard', title: 'Dashboard', affix: true }]);

<TagBar
  tags={tags}
  activePath={pathname}
  onActivate={(tag) => navigate(tag.path)}
  onClose={(tag) => setTags((all) => all.filter((t) => t.path !== tag.path))}
  onCloseOthers={(tag) => setTags((all) => all.filter((t) => t.affix || t.path === tag.path))}
  onCloseAll={() => setTags((all) => all.filter((t) => t.affix))}
  onRefresh={(tag) => reload(tag.path)}
  closeLabel={(tag) => \`Close \${tag.title}\`}
/>`;

const meta = {
  title: 'Layout/TagBar',
  // The props table documents TagBar itself; the stories keep the tags in demo state.
  component: TagBar as unknown as ComponentType<Args>,
  args: { onRefresh: fn(), initialActive: '/course/index', count: 4 },
  argTypes: {
    count: {
      control: { type: 'range', min: 1, max: many.length },
      description: 'Story only: how many visited views.',
      table: { category: 'Story' },
    },
    initialActive: { description: 'Story only: the active path at first.', table: { category: 'Story' } },
  },
  render: (args) => <Demo key={args.count} {...args} />,
  parameters: { docs: { source: { language: 'tsx', code: tagBarCode } } },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** More tags than fit: the bar scrolls the active (last) tag into view on its own. */
export const Overflow: Story = {
  args: { count: many.length, initialActive: '/userLocation/index' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('toolbar');
    const active = canvas
      .getByRole('button', { name: 'User location' })
      .closest('[data-slot="tag-bar-item"]')!;
    // The reveal waits for the browser's layout (an IntersectionObserver), so it is not at once.
    await waitFor(() => {
      const tag = active.getBoundingClientRect();
      const view = bar.getBoundingClientRect();
      expect(tag.right).toBeLessThanOrEqual(view.right + 0.5);
      expect(tag.left).toBeGreaterThanOrEqual(view.left - 0.5);
    });
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Courses' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Workers' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Workers' })).toHaveAttribute('aria-current', 'page');
    await userEvent.keyboard('{Delete}');
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Workers' })).toBeNull());
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('menu', { name: 'Tag actions' }, onDemand);
    await userEvent.keyboard('{Enter}');
    await expect(args.onRefresh).toHaveBeenCalled();
  },
};

export const ContextMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    await within(canvasElement.ownerDocument.body).findByRole('menu', {}, onDemand);
  },
};
