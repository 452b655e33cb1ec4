/** The path of the hash route the address names. */
export function currentPath(): string {
  return window.location.hash.replace(/^#/, '').split('?')[0] || '/';
}

/** The page that starts alone, without the console's code: the admin sign-in. */
export function isSignInPath(path: string): boolean {
  return path === '/admin/login';
}
