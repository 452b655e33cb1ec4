import { useLingui } from '@lingui/react';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from './catalog.ts';
import { productMessages } from './messages/index.ts';
import { initialLocale, LANGUAGE_STORAGE_KEY } from './detect.ts';
import { LocaleProvider, useLocale } from './react.ts';

function memory(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    map,
  };
}

function Switcher() {
  const { locale, setLocale } = useLocale();
  const { _ } = useLingui();
  const [clicks, setClicks] = useState(0);
  return (
    <div>
      <output>{clicks}</output>
      <button onClick={() => setClicks((n) => n + 1)}>count</button>
      <h1>{_(productMessages.welcome)}</h1>
      <button onClick={() => void setLocale(locale === 'zh' ? 'en' : 'zh')}>switch from {locale}</button>
    </div>
  );
}

beforeEach(() => activateLocale('zh'));
afterEach(() => cleanup());

describe('LocaleProvider', () => {
  it('switches language without a reload and remembers the choice', async () => {
    const storage = memory();
    render(
      <LocaleProvider storage={storage}>
        <Switcher />
      </LocaleProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe('欢迎使用口袋课程后台管理系统');
    act(() => screen.getByRole('button', { name: 'count' }).click());
    act(() => screen.getByRole('button', { name: /switch from/ }).click());
    await waitFor(() =>
      expect(screen.getByRole('heading').textContent).toBe('Welcome to the pocket-course back office'),
    );
    expect(screen.getByRole('button', { name: /switch from/ }).textContent).toBe('switch from en');
    // Same component instance (state kept): re-rendered, not reloaded or remounted.
    expect(screen.getByRole('status').textContent).toBe('1');
    expect(storage.map.get(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('starts from the stored language, else the browser, else Chinese', () => {
    expect(initialLocale(memory({ [LANGUAGE_STORAGE_KEY]: 'en' }))).toBe('en');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    expect(initialLocale(memory())).toBe('en');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR']);
    expect(initialLocale(memory())).toBe('zh');
  });

  it('useLocale needs the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Switcher />)).toThrow(/LocaleProvider/);
  });
});
