import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar } from './avatar.tsx';

/** A tiny inline photo so the story does not depend on the network. */
const photo =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#11a983"/><text x="32" y="41" font-size="26" text-anchor="middle" fill="#fff" font-family="sans-serif">AL</text></svg>',
  );

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  args: { src: photo, alt: 'Ada Lovelace', size: 'lg', shape: 'circle' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] },
    shape: { control: 'inline-radio', options: ['circle', 'square'] },
  },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AbsoluteUrl: Story = {
  play: async ({ canvasElement }) => {
    // The bundled default shows until the photo has loaded, then the photo replaces it.
    await waitFor(() =>
      expect(within(canvasElement).getByRole('img', { name: 'Ada Lovelace' })).toHaveAttribute(
        'data-slot',
        'avatar-image',
      ),
    );
  },
};
export const LocalNameResolved: Story = {
  args: { src: 'ada.svg', resolveSrc: () => photo },
};
export const DefaultImage: Story = {
  args: { src: undefined },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: 'Ada Lovelace' });
    await expect(img).toHaveAttribute('data-slot', 'avatar-fallback');
  },
};
export const BrokenUrl: Story = { args: { src: 'missing.png', baseUrl: '/no-such-folder' } };
export const Square: Story = { args: { shape: 'square', size: 'xl' } };
