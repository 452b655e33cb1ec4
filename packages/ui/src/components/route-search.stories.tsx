import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RouteSearch } from './route-search.tsx';

const routes = [
  { title: 'Dashboard', path: '/dashboard' },
  { title: 'Courses', path: '/course/index' },
  { title: 'Workers', path: '/worker/index' },
  { title: 'Orders', path: '/order/index' },
  { title: 'Organisation users', path: '/orguser/index' },
  { title: 'User location', path: '/userLocation/index' },
  { title: 'Profile', path: '/profile/index' },
  { title: 'Send message', path: '/resources/msg/edit' },
  { title: 'Send SMS', path: '/resources/sms/edit' },
];

const meta = {
  title: 'Composites/RouteSearch',
  component: RouteSearch,
  parameters: { layout: 'padded' },
  args: { routes, onSelect: fn() },
} satisfies Meta<typeof RouteSearch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const KeyboardSelection: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox');
    await userEvent.type(input, 'sms');
    // The list opens once fuse.js, loaded on the first focus, is there.
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(routes[8]);
  },
};

export const OpenResults: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox');
    await userEvent.type(input, 'index');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
  },
};

export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'qqqzzz');
    await waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent('No results'));
  },
};
