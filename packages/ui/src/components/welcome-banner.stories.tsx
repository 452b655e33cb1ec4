import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { WelcomeBanner } from './welcome-banner.tsx';

const meta = {
  title: 'Composites/WelcomeBanner',
  component: WelcomeBanner,
  args: { text: 'Welcome back, Li Wei! Three new orders are waiting for you.   ', className: 'w-96' },
  argTypes: { intervalMs: { control: { type: 'number', min: 100, step: 100 } } },
} satisfies Meta<typeof WelcomeBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Chinese: Story = { args: { text: '欢迎回来，李伟！今天有三个新订单等待处理。  ' } };
export const Paused: Story = { args: { paused: true } };

export const Scrolls: Story = {
  args: { text: 'abcdef', intervalMs: 200 },
  play: async ({ canvasElement }) => {
    const visible = canvasElement.querySelector('[data-slot="welcome-banner-text"]')!;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (reduced) return;
    await waitFor(() => expect(visible.textContent).not.toBe('abcdef'), { timeout: 2000 });
    await expect(within(canvasElement).getByText('abcdef')).toHaveClass('sr-only');
  },
};
