import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FullscreenToggle } from './fullscreen-toggle.tsx';

const meta = {
  title: 'Composites/FullscreenToggle',
  component: FullscreenToggle,
  parameters: { layout: 'centered' },
  args: { onUnsupported: fn(), onError: fn() },
} satisfies Meta<typeof FullscreenToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A browser without the Fullscreen API: the app is told so it can warn. */
export const Unsupported: Story = {
  args: { getTarget: () => ({}) as Element },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Fullscreen' }));
    await expect(args.onUnsupported).toHaveBeenCalledTimes(1);
  },
};
