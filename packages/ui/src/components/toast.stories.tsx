import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button.tsx';
import { Toaster, toast } from './toast.tsx';

const meta = {
  title: 'Primitives/Toast',
  component: Toaster,
  args: { position: 'top-center', dismissLabel: 'Dismiss' },
  argTypes: {
    position: { control: 'select', options: ['top-center', 'top-right', 'bottom-right', 'bottom-center'] },
  },
  render: (args) => (
    <div className="flex flex-wrap gap-2">
      <Toaster {...args} />
      <Button variant="danger" clickGuardMs={0} onClick={() => toast.error('Sorry, resource not found')}>
        Error
      </Button>
      <Button
        variant="secondary"
        clickGuardMs={0}
        onClick={() => toast.warning('System maintenance, please try again~')}
      >
        Warning
      </Button>
      <Button clickGuardMs={0} onClick={() => toast.success('Created successfully')}>
        Success
      </Button>
      <Button variant="ghost" clickGuardMs={0} onClick={() => toast.info('Copied', { duration: 2000 })}>
        Info (2 s)
      </Button>
    </div>
  ),
  beforeEach: () => () => toast.dismiss(),
} satisfies Meta<typeof Toaster>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const AllTypes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Error', 'Warning', 'Success', 'Info (2 s)']) {
      await userEvent.click(canvas.getByRole('button', { name }));
    }
    await expect(canvas.getByRole('alert')).toHaveTextContent('Sorry, resource not found');
    await expect(canvas.getByRole('status')).toHaveTextContent('Created successfully');
  },
};

export const Dismiss: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toBeEmptyDOMElement());
  },
};
