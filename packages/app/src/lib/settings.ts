import { useSyncExternalStore } from 'react';
import { applyTheme, DEFAULT_THEME_COLOR, THEME_COLORS, type PageStyle } from '@pocket/ui';
import { LANGUAGE_STORAGE_KEY, LOCALES, type Locale } from '@pocket/i18n';

/** Layout and language settings of spec section 3, kept in the browser and restored on load. */
export type Settings = {
  pageStyle: PageStyle;
  /** The menu across the top (the spec's layout) or in a collapsible sidebar. */
  menuLayout: MenuLayout;
  themeColor: string;
  uniqueOpened: boolean;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  sidebarOpen: boolean;
  /** `null` until the user picks one: the browser language decides until then (spec section 9). */
  language: Locale | null;
  /**
   * Permission explain mode: every element a permission hides shows as a placeholder naming the
   * missing code. Only takes effect for users who may administer roles (ROLE_ADMIN_CODES).
   */
  explainPermissions: boolean;
};

export const MENU_LAYOUTS = ['horizontal', 'vertical'] as const;
export type MenuLayout = (typeof MENU_LAYOUTS)[number];

export const SETTINGS_STORAGE_KEY = 'SETTINGS';

export const defaultSettings: Settings = {
  pageStyle: 'light',
  menuLayout: 'horizontal',
  themeColor: DEFAULT_THEME_COLOR,
  uniqueOpened: true,
  tagsView: true,
  fixedHeader: true,
  sidebarLogo: true,
  sidebarOpen: true,
  language: null,
  explainPermissions: false,
};

const isBool = (v: unknown): v is boolean => typeof v === 'boolean';
const checks: { [K in keyof Settings]: (v: unknown) => boolean } = {
  pageStyle: (v) => v === 'light' || v === 'dark',
  menuLayout: (v) => (MENU_LAYOUTS as readonly unknown[]).includes(v),
  themeColor: (v) => typeof v === 'string' && (THEME_COLORS as readonly string[]).includes(v.toUpperCase()),
  uniqueOpened: isBool,
  tagsView: isBool,
  fixedHeader: isBool,
  sidebarLogo: isBool,
  sidebarOpen: isBool,
  language: (v) => v === null || (LOCALES as readonly unknown[]).includes(v),
  explainPermissions: isBool,
};

/** Who may switch on permission explain mode: users who may edit users' roles or configure roles. */
export const ROLE_ADMIN_CODES = ['authority:user:edit', 'authority:role:config'] as const;

/** Reads the stored settings; unknown or malformed entries fall back to the defaults one by one. */
export function readSettings(storage: Pick<Storage, 'getItem'> = localStorage): Settings {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(storage.getItem(SETTINGS_STORAGE_KEY) ?? '{}');
    if (parsed && typeof parsed === 'object') stored = parsed as Record<string, unknown>;
  } catch {
    stored = {};
  }
  const result = { ...defaultSettings };
  for (const key of Object.keys(checks) as (keyof Settings)[]) {
    if (key in stored && checks[key](stored[key])) (result as Record<string, unknown>)[key] = stored[key];
  }
  const language = storage.getItem(LANGUAGE_STORAGE_KEY);
  if (language && checks.language(language)) result.language = language as Locale;
  return result;
}

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
