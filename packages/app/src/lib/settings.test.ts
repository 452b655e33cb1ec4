import { beforeEach, describe, expect, it } from 'vitest';
import { createSettingsStore, defaultSettings, readSettings, SETTINGS_STORAGE_KEY } from './settings.ts';

describe('settings', () => {
  beforeEach(() => localStorage.clear());

  it('starts from the defaults (theme #409EFF) when nothing is stored', () => {
    expect(readSettings()).toEqual(defaultSettings);
    expect(defaultSettings.themeColor).toBe('#409EFF');
  });

  it('persists every change and restores it on the next load, applying the theme', () => {
    const store = createSettingsStore(localStorage);
    store.update({
      themeColor: '#13C2C2',
      pageStyle: 'dark',
      tagsView: false,
      sidebarOpen: false,
      menuLayout: 'vertical',
      language: 'en',
    });
    expect(document.documentElement.style.getPropertyValue('--pc-primary')).toBe('#13C2C2');
    expect(document.documentElement.dataset.pageStyle).toBe('dark');
    expect(localStorage.getItem('LANGUAGE')).toBe('en');
    const restored = readSettings();
    expect(restored).toMatchObject({
      themeColor: '#13C2C2',
      pageStyle: 'dark',
      tagsView: false,
      sidebarOpen: false,
      menuLayout: 'vertical',
      language: 'en',
    });
  });

  it('drops malformed entries one by one instead of failing', () => {
    localStorage.setItem(
      SETTINGS_STORAGE_KEY,
      JSON.stringify({
        themeColor: 'red',
        fixedHeader: 'yes',
        uniqueOpened: false,
        pageStyle: 'neon',
        menuLayout: 'diagonal',
      }),
    );
    expect(readSettings()).toEqual({ ...defaultSettings, uniqueOpened: false });
    localStorage.setItem(SETTINGS_STORAGE_KEY, '{not json');
    expect(readSettings()).toEqual(defaultSettings);
  });

  it('notifies subscribers', () => {
    const store = createSettingsStore(localStorage);
    let calls = 0;
    const stop = store.subscribe(() => (calls += 1));
    store.update({ fixedHeader: false });
    stop();
    store.update({ fixedHeader: true });
    expect(calls).toBe(1);
  });
});
