import type { Messages } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import {
  activateLocale,
  i18n,
  i18nFor,
  loadCatalog,
  loadCatalogs,
  loadedCatalogs,
  registerCatalog,
  withCatalogs,
} from './catalog.ts';
import type { Locale } from './detect.ts';

/** A catalog whose loads are counted, and held back until released when `gated`. */
function fakeCatalog(name: string, text: Record<Locale, string>, gated: Locale[] = []) {
  const calls: Record<Locale, number> = { zh: 0, en: 0 };
  const gates = new Map<Locale, () => void>();
  const loader = (locale: Locale) => async () => {
    calls[locale] += 1;
    if (gated.includes(locale)) await new Promise<void>((release) => gates.set(locale, release));
    const messages: Messages = { [`${name}.title`]: [text[locale]] };
    return { messages };
  };
  registerCatalog(name, { zh: loader('zh'), en: loader('en') });
  const release = async (locale: Locale) => {
    await expect.poll(() => gates.has(locale)).toBe(true);
    gates.get(locale)?.();
  };
  return { calls, release };
}

describe('feature catalogs', () => {
  it('switching language loads, in the new language, every catalog already loaded', async () => {
    const orgs = fakeCatalog('orgs', { zh: '组织机构', en: 'Organisations' });
    const users = fakeCatalog('users', { zh: '用户', en: 'Users' });
    await activateLocale('zh');
    await loadCatalogs('orgs');
    await withCatalogs(() => Promise.resolve({ default: 'screen' }), 'users')();
    expect(i18n._('orgs.title')).toBe('组织机构');
    expect(i18n._('users.title')).toBe('用户');
    // Only the active language was fetched.
    expect([orgs.calls, users.calls]).toEqual([
      { zh: 1, en: 0 },
      { zh: 1, en: 0 },
    ]);

    await activateLocale('en');
    expect(loadedCatalogs('en')).toEqual(expect.arrayContaining(['core', 'orgs', 'users']));
    expect(i18n._('orgs.title')).toBe('Organisations');
    expect(i18n._('users.title')).toBe('Users');

    // Back and forth: each catalog is fetched once per language, messages merged into one i18n.
    await activateLocale('zh');
    await activateLocale('en');
    expect([orgs.calls, users.calls]).toEqual([
      { zh: 1, en: 1 },
      { zh: 1, en: 1 },
    ]);
    expect(i18n._('validation.required')).toBe("Can't be empty");
    // The core catalog as loaded is not the merged one.
    expect(Object.keys(await loadCatalog('en'))).not.toContain('orgs.title');
  });

  it('gives the code to its caller only once its catalog is in i18n', async () => {
    await activateLocale('en');
    const slow = fakeCatalog('slow-screen', { zh: '慢', en: 'Slow' }, ['en']);
    let resolved = false;
    const loading = withCatalogs(() => Promise.resolve({ default: 'screen' }), 'slow-screen')().then(
      (module) => {
        resolved = true;
        return module;
      },
    );
    await new Promise((tick) => setTimeout(tick, 20));
    expect(resolved).toBe(false);
    await slow.release('en');
    expect(await loading).toEqual({ default: 'screen' });
    expect(i18n._('slow-screen.title')).toBe('Slow');
  });

  it('loads a catalog asked for during a switch in both languages', async () => {
    await activateLocale('zh');
    const blocker = fakeCatalog('blocker', { zh: '阻', en: 'Blocker' }, ['en']);
    await loadCatalogs('blocker');
    const late = fakeCatalog('late', { zh: '迟到', en: 'Late' });
    const switching = activateLocale('en');
    await loadCatalogs('late');
    // Still Chinese on screen while English loads, and the late screen is translated in it.
    expect(i18n.locale).toBe('zh');
    expect(i18n._('late.title')).toBe('迟到');
    await blocker.release('en');
    await switching;
    expect(i18n._('late.title')).toBe('Late');
    expect(late.calls).toEqual({ zh: 1, en: 1 });
  });

  it('lets the last of two overlapping switches win', async () => {
    await activateLocale('zh');
    const held = fakeCatalog('held', { zh: '持', en: 'Held' }, ['en']);
    await loadCatalogs('held');
    const toEnglish = activateLocale('en');
    await activateLocale('zh');
    await held.release('en');
    await toEnglish;
    expect(i18n.locale).toBe('zh');
  });

  it('keeps i18nFor up to date with catalogs loaded after it was made', async () => {
    await activateLocale('en');
    const english = i18nFor('en');
    fakeCatalog('later', { zh: '稍后', en: 'Later' });
    await loadCatalogs('later');
    expect(english._('later.title')).toBe('Later');
    expect(i18nFor('zh')._('later.title')).toBe('later.title');
    await activateLocale('zh');
    expect(i18nFor('zh')._('later.title')).toBe('稍后');
  });

  it('refuses an unknown catalog and retries one whose load failed', async () => {
    await expect(loadCatalogs('nope')).rejects.toThrow(/Unknown catalog "nope"/);
    await activateLocale('zh');
    let fail = true;
    const load = async () => {
      if (fail) throw new Error('chunk failed');
      return { messages: { 'flaky.title': ['不稳定'] } satisfies Messages };
    };
    registerCatalog('flaky', { zh: load, en: load });
    await expect(loadCatalogs('flaky')).rejects.toThrow('chunk failed');
    fail = false;
    await loadCatalogs('flaky');
    expect(i18n._('flaky.title')).toBe('不稳定');
  });
});
