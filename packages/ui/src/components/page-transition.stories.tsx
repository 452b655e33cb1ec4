import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from './button.tsx';
import { PageTransition } from './page-transition.tsx';
import { animationsSettled } from '../test/animations.ts';

const paths = ['/dashboard', '/course/index', '/resources/msg/edit'];

function Demo({ durationMs }: { durationMs: number }) {
  const [path, setPath] = useState('/dashboard');
  return (
    <div className="grid gap-3">
      <div className="flex gap-2">
        {paths.map((p) => (
          <Button
            key={p}
            size="sm"
            variant={p === path ? 'primary' : 'secondary'}
            clickGuardMs={0}
            onClick={() => setPath(p)}
          >
            {p}
          </Button>
        ))}
      </div>
      <div className="overflow-hidden rounded-md border border-border">
        <PageTransition pathname={path} durationMs={durationMs}>
          <div className="p-6">
            <h2 className="text-lg font-semibold">{path}</h2>
            <p className="text-sm text-muted-foreground">Depth {path.split('/').filter(Boolean).length}</p>
          </div>
        </PageTransition>
      </div>
    </div>
  );
}

const meta = {
  title: 'Layout/PageTransition',
  args: { durationMs: 600 },
  argTypes: { durationMs: { control: { type: 'range', min: 0, max: 2000, step: 100 } } },
  render: (args) => <Demo {...args} />,
} satisfies Meta<{ durationMs: number }>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Direction: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const wrapper = canvasElement.querySelector('[data-slot="page-transition"]');
    await userEvent.click(canvas.getByRole('button', { name: '/resources/msg/edit' }));
    await expect(wrapper).toHaveAttribute('data-direction', 'left');
    await userEvent.click(canvas.getByRole('button', { name: '/dashboard' }));
    await expect(wrapper).toHaveAttribute('data-direction', 'right');
    // The a11y check runs after play: let the slide end, or it measures half-faded text.
    await animationsSettled(canvasElement);
  },
};
