import { describe, expect, it } from 'vitest';
import { isPublicPath } from './public-paths.ts';

describe('isPublicPath', () => {
  it.each([
    '/admin/login',
    '/',
    '/website',
    '/website/view',
    '/website/cate',
    '/website/about',
    '/login',
    '/website/qrcode',
  ])('%s is public', (path) => expect(isPublicPath(path)).toBe(true));
  it('treats /loc/ as a prefix and ignores query strings and a trailing slash', () => {
    expect(isPublicPath('/loc/abc')).toBe(true);
    expect(isPublicPath('/login?redirect=/dashboard')).toBe(true);
    expect(isPublicPath('/website/')).toBe(true);
  });
  it.each(['/website/down', '/website/user/profile', '/dashboard', '/profile/index', '/loc', '/websites'])(
    '%s needs a session',
    (path) => expect(isPublicPath(path)).toBe(false),
  );
});
