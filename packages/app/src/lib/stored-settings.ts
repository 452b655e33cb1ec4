import { DEFAULT_THEME_COLOR, THEME_COLORS, type PageStyle } from '@pocket/ui';
import { LANGUAGE_STORAGE_KEY, LOCALES, type Locale } from '@pocket/i18n/detect';

// The settings as stored, read without React or the store: the prelude (src/prelude.ts) applies
// the stored theme before anything paints. settings.ts keeps the store.

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
