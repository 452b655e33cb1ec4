import { describe, expect, it, vi } from 'vitest';

// react is an optional peer: the plain core must load in a project without it.
vi.mock('react', () => {
  throw new Error('the root entry of @pocket/auth imported react');
});
vi.mock('react/jsx-runtime', () => {
  throw new Error('the root entry of @pocket/auth imported react/jsx-runtime');
});

describe('@pocket/auth root entry', () => {
  it('loads without react', async () => {
    const core = await import('./index.ts');
    expect(core.createAuthStorage).toBeTypeOf('function');
    expect(core.createSession).toBeTypeOf('function');
  });

  it('offers the React bindings only from @pocket/auth/react', async () => {
    const core: Record<string, unknown> = await import('./index.ts');
    for (const name of ['AuthProvider', 'usePermission', 'useSession', 'useClickGuard']) {
      expect(core[name], name).toBeUndefined();
    }
    // The same mock does stop the React entry, so the first test would catch a leak.
    await expect(import('./react.ts')).rejects.toThrow();
  });
});
