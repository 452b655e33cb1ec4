import { describe, expect, it } from 'vitest';
import { i18nFor, loadCatalog, withUrlSafeAliases } from './catalog.ts';

describe('catalog loading', () => {
  it('adds URL-safe aliases of generated ids (SWC plugin 6 ids vs Lingui 5 catalogs)', () => {
    const messages = { 'Od+qSl': ['两次输入的值不一致'], '+/a3z2': ['1 天前'], wbDTs9: ['请求超时'] };
    expect(withUrlSafeAliases(messages)).toEqual({
      ...messages,
      'Od-qSl': ['两次输入的值不一致'],
      '-_a3z2': ['1 天前'],
    });
  });

  it('loads each catalog once and applies the aliases', async () => {
    const first = await loadCatalog('zh');
    expect(await loadCatalog('zh')).toBe(first);
    for (const id of Object.keys(first).filter((key) => /[+/]/.test(key))) {
      expect(first[id.replace(/\+/g, '-').replace(/\//g, '_')]).toEqual(first[id]);
    }
  });

  it('gives an instance per loaded language and refuses one not loaded', async () => {
    expect(() => i18nFor('en')).toThrow(/not loaded/);
    await loadCatalog('en');
    expect(i18nFor('en').locale).toBe('en');
    expect(i18nFor('en')).toBe(i18nFor('en'));
  });
});
