import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { Avatar, DEFAULT_AVATAR_SRC, resolveAvatarSrc } from './avatar.tsx';

describe('resolveAvatarSrc', () => {
  it('passes absolute URLs through and resolves local names', () => {
    expect(resolveAvatarSrc('https://cdn.example.com/a.png', { baseUrl: '/files' })).toBe(
      'https://cdn.example.com/a.png',
    );
    expect(resolveAvatarSrc('data:image/png;base64,AA')).toBe('data:image/png;base64,AA');
    expect(resolveAvatarSrc('/static/a.png', { baseUrl: '/files' })).toBe('/static/a.png');
    expect(resolveAvatarSrc('a.png', { baseUrl: 'https://files.example.com/' })).toBe(
      'https://files.example.com/a.png',
    );
    expect(resolveAvatarSrc('a.png', { resolveSrc: (n) => `/img?name=${n}`, baseUrl: '/x' })).toBe(
      '/img?name=a.png',
    );
    expect(resolveAvatarSrc('')).toBeUndefined();
    expect(resolveAvatarSrc(null)).toBeUndefined();
  });
});

describe('Avatar', () => {
  it('shows the bundled default image until a photo loads', () => {
    render(<Avatar src="me.png" baseUrl="/files" alt="Ada" />);
    const img = screen.getByRole('img', { name: 'Ada' });
    expect(img).toHaveAttribute('src', DEFAULT_AVATAR_SRC);
    expect(DEFAULT_AVATAR_SRC.startsWith('data:image/svg+xml')).toBe(true);
  });

  it('names the default image with the labels fallback', () => {
    render(<Avatar />);
    expect(screen.getByRole('img', { name: 'User avatar' })).toBeInTheDocument();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<Avatar alt="Ada" size="lg" shape="square" />);
    await expectNoAxeViolations(container);
  });
});
