import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { expect, within } from 'storybook/test';
import { Button } from '../components/button.tsx';
import { Tag } from '../components/tag.tsx';
import { applyTheme } from './theme.ts';

/** The page keeps the default colour; only the boxed subtree takes the red theme. */
function SubtreeDemo({ color }: { color: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (ref.current) applyTheme({ color }, ref.current);
  }, [color]);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3">
        <Button clickGuardMs={0}>Page button</Button>
        <Tag variant="primary">Page tag</Tag>
      </div>
      <div
        ref={ref}
        data-testid="subtree"
        className="flex items-center gap-3 rounded-md border border-border p-3"
      >
        <Button clickGuardMs={0}>Subtree button</Button>
        <Tag variant="primary">Subtree tag</Tag>
      </div>
    </div>
  );
}

const meta = {
  title: 'Theming/Subtree theme',
  component: SubtreeDemo,
  args: { color: '#F5222D' },
} satisfies Meta<typeof SubtreeDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThemedSubtree: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = canvas.getByRole('button', { name: 'Page button' });
    const themed = canvas.getByRole('button', { name: 'Subtree button' });
    const background = (element: Element) => getComputedStyle(element).backgroundColor;
    await expect(canvas.getByTestId('subtree')).toHaveAttribute('data-pc-theme');
    // The solid tone is 60 % of the theme colour mixed with black, resolved inside the subtree.
    await expect(background(themed)).toBe(background(probe('color-mix(in srgb, #F5222D 60%, black)')));
    await expect(background(page)).toBe(background(probe('color-mix(in srgb, #409EFF 60%, black)')));
  },
};

/** A temporary element with the given background, to compare colours in the browser's own format. */
function probe(color: string): Element {
  const element = document.createElement('div');
  element.style.backgroundColor = color;
  document.body.append(element);
  queueMicrotask(() => element.remove());
  return element;
}
