import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumbs } from './breadcrumbs.tsx';

const meta = {
  title: 'Primitives/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { title: 'Dashboard', href: '#/dashboard' },
      { title: 'Resources' },
      { title: 'Messages', href: '#/resources/msg' },
      { title: 'Edit' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
    await expect(canvas.getByText('Edit')).toHaveAttribute('aria-current', 'page');
  },
};
export const SlashSeparator: Story = { args: { separator: '/' } };
export const SingleItem: Story = { args: { items: [{ title: 'Dashboard' }] } };
