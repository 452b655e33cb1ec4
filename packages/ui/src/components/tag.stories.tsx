import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tag } from './tag.tsx';

const meta = {
  title: 'Primitives/Tag',
  component: Tag,
  args: { children: 'Notification', variant: 'primary', size: 'md', closable: false, onClose: fn() },
  argTypes: {
    variant: { control: 'select', options: ['default', 'primary', 'success', 'warning', 'danger', 'info'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Tag>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

/** How the console maps message types to colours. */
export const MessageTypes: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <Tag variant="warning">WAIT · To do</Tag>
      <Tag variant="primary">NOTIFY · Notification</Tag>
      <Tag variant="success">PUBLICITY · Publicity</Tag>
      <Tag variant="danger">WARN · Warning</Tag>
      <Tag variant="info">Info</Tag>
      <Tag>Default</Tag>
    </div>
  ),
};

export const DarkPage: Story = {
  render: (...args) => MessageTypes.render!(...args),
  decorators: [
    (Story) => (
      <div data-page-style="dark" className="bg-background p-4">
        {Story()}
      </div>
    ),
  ],
};

export const Closable: Story = {
  args: { closable: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
