import { describe, expect, it, vi } from 'vitest';

// react and @lingui/react are optional peers: the plain core must load in a project without them.
vi.mock('react', () => {
  throw new Error('the root entry of @pocket/i18n imported react');
});
vi.mock('react/jsx-runtime', () => {
  throw new Error('the root entry of @pocket/i18n imported react/jsx-runtime');
});
vi.mock('@lingui/react', () => {
  throw new Error('the root entry of @pocket/i18n imported @lingui/react');
});

describe('@pocket/i18n root entry', () => {
  it('loads and translates without react', async () => {
    const core = await import('./index.ts');
    await core.activateLocale('en');
    expect(core.translateClientMessage({ key: 'timeout' })).toBe('Request timed out');
    expect(core.initialLocale({ getItem: () => 'en', setItem: () => undefined })).toBe('en');
  });

  it('offers the React bindings only from @pocket/i18n/react', async () => {
    const core: Record<string, unknown> = await import('./index.ts');
    expect(core.LocaleProvider).toBeUndefined();
    expect(core.useLocale).toBeUndefined();
    // The same mocks do stop the React entry, so the first test would catch a leak.
    await expect(import('./react.ts')).rejects.toThrow();
  });
});
