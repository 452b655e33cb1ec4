import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.tsx';

type Args = { variant: 'line' | 'pill' };

const meta = {
  title: 'Primitives/Tabs',
  args: { variant: 'line' },
  argTypes: { variant: { control: 'inline-radio', options: ['line', 'pill'] } },
  render: ({ variant }) => (
    <Tabs defaultValue="account" className="max-w-md">
      <TabsList aria-label="Login method" variant={variant}>
        <TabsTrigger variant={variant} value="account">
          Account login
        </TabsTrigger>
        <TabsTrigger variant={variant} value="social">
          Third-party login
        </TabsTrigger>
        <TabsTrigger variant={variant} value="sms" disabled>
          SMS
        </TabsTrigger>
      </TabsList>
      <TabsContent value="account">Username and password.</TabsContent>
      <TabsContent value="social">Choose a provider.</TabsContent>
    </Tabs>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {};
export const Pill: Story = { args: { variant: 'pill' } };
export const ArrowKeys: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { name: 'Account login' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Third-party login' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Choose a provider.');
  },
};
