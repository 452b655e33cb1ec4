import { useSyncExternalStore } from 'react';
import { applyTheme } from '@pocket/ui';
import { LANGUAGE_STORAGE_KEY } from '@pocket/i18n';
import { readSettings, SETTINGS_STORAGE_KEY, type Settings } from './stored-settings.ts';

export * from './stored-settings.ts';

function writeSettings(settings: Settings, storage: Pick<Storage, 'setItem' | 'removeItem'>) {
  storage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(settings));
  if (settings.language) storage.setItem(LANGUAGE_STORAGE_KEY, settings.language);
  else storage.removeItem(LANGUAGE_STORAGE_KEY);
}

/** A small observable store over localStorage; the theme is applied on every change. */
export function createSettingsStore(storage: Storage = localStorage) {
  let current = readSettings(storage);
  const listeners = new Set<() => void>();
  const apply = () => applyTheme({ color: current.themeColor, pageStyle: current.pageStyle });
  return {
    get: () => current,
    /** Applies the stored theme (call once at start-up). */
    apply,
    update(patch: Partial<Settings>) {
      current = { ...current, ...patch };
      writeSettings(current, storage);
      apply();
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type SettingsStore = ReturnType<typeof createSettingsStore>;

/** The app's one settings store. */
export const settingsStore = createSettingsStore();

/** The current settings and their updater. */
export function useSettings(): [Settings, SettingsStore['update']] {
  const settings = useSyncExternalStore(settingsStore.subscribe, settingsStore.get, settingsStore.get);
  return [settings, settingsStore.update];
}
