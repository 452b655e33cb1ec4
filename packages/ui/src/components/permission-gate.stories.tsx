import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from './button.tsx';
import { PermissionGate, PermissionProvider } from './permission-gate.tsx';

const granted = ['authority:user:add', 'authority:user:edit'];

const meta = {
  title: 'Composites/PermissionGate',
  component: PermissionGate,
  args: {
    mode: 'allPermissions',
    values: ['authority:user:add'],
    children: <Button>New user</Button>,
    fallback: <span className="text-sm text-muted-foreground">Hidden: check failed</span>,
  },
  argTypes: {
    mode: {
      control: 'select',
      options: ['allPermissions', 'anyPermissions', 'noPermissions', 'allRoles', 'anyRoles', 'noRoles'],
    },
    values: { control: 'object' },
  },
  decorators: [
    (Story) => (
      <PermissionProvider
        checker={{ hasPermission: (p) => granted.includes(p), hasRole: (r) => r === 'teacher' }}
      >
        <Story />
      </PermissionProvider>
    ),
  ],
} satisfies Meta<typeof PermissionGate>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Granted: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'New user' })).toBeVisible();
  },
};
export const Denied: Story = {
  args: { values: ['authority:user:delete'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
    await expect(within(canvasElement).getByText('Hidden: check failed')).toBeVisible();
  },
};
export const AnyRole: Story = { args: { mode: 'anyRoles', values: ['admin', 'teacher'] } };
export const NoRole: Story = { args: { mode: 'noRoles', values: ['teacher'] } };

/**
 * Explain mode (for administrators): a colleague's toolbar as they would see it, with every
 * element a gate hides shown as an outlined placeholder naming the missing code or role.
 */
export const ExplainMode: Story = {
  render: () => (
    <PermissionProvider
      explain
      checker={{ hasPermission: (p) => granted.includes(p), hasRole: (r) => r === 'teacher' }}
    >
      <div className="flex flex-wrap items-center gap-2">
        <PermissionGate mode="allPermissions" values={['authority:user:add']}>
          <Button>New user</Button>
        </PermissionGate>
        <PermissionGate mode="allPermissions" values={['authority:user:delete']}>
          <Button variant="danger">Delete</Button>
        </PermissionGate>
        <PermissionGate mode="anyRoles" values={['ADMIN']}>
          <Button variant="secondary">Roles</Button>
        </PermissionGate>
        <PermissionGate mode="noRoles" values={['teacher']}>
          <Button variant="secondary">Apply to teach</Button>
        </PermissionGate>
      </div>
    </PermissionProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'New user' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Delete' })).toBeNull();
    await expect(canvas.getByText('Missing permission: authority:user:delete')).toBeVisible();
    await expect(canvas.getByText('Missing role: ADMIN')).toBeVisible();
    await expect(canvas.getByText('Hidden because of role: teacher')).toBeVisible();
  },
};
