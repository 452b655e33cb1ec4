/**
 * Paths that need no sign-in, exactly as spec section 4 lists them. `/loc/` is a prefix;
 * `/website/down` and `/website/user/profile` are deliberately absent.
 */
export const PUBLIC_PATHS: readonly string[] = [
  '/admin/login',
  '/',
  '/website',
  '/website/view',
  '/website/cate',
  '/website/about',
  '/login',
  '/website/qrcode',
];
export const PUBLIC_PREFIXES: readonly string[] = ['/loc/'];

/** True when the route path may be shown without a session. */
export function isPublicPath(path: string): boolean {
  const clean = path.split(/[?#]/)[0] ?? '';
  const normalised = clean.length > 1 ? clean.replace(/\/+$/, '') : clean;
  return PUBLIC_PATHS.includes(normalised) || PUBLIC_PREFIXES.some((p) => clean.startsWith(p));
}
