// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- packages that type-check this file (the app) need the *.po declaration too
/// <reference path="./po.d.ts" />
import { i18n, setupI18n, type I18n, type Messages } from '@lingui/core';
import { LOCALES, type Locale } from './detect.ts';

/** Loads one catalog in one language, usually `() => import('./locales/zh.po')` (one chunk each). */
export type CatalogLoader = () => Promise<{ messages: Messages }>;

/** A catalog's loader for every language. */
export type CatalogLoaders = Record<Locale, CatalogLoader>;

/** The catalog every page needs: this package's messages and the app shell's (lingui.config.ts). */
export const CORE_CATALOG = 'core';

// The .po catalogs are compiled on import by @lingui/vite-plugin (with failOnMissing in the app build).
const registry = new Map<string, CatalogLoaders>([
  [
    CORE_CATALOG,
    {
      zh: () => import('./locales/zh/messages.po'),
      en: () => import('./locales/en/messages.po'),
    },
  ],
]);

/** Catalogs some page has needed: activating a language loads every one of them in it. */
const needed = new Set<string>([CORE_CATALOG]);
/** One load per catalog and language; a failed one is forgotten so that it can be retried. */
const loads = new Map<string, Promise<Messages>>();
/** Every loaded message of a language (all its catalogs), for `i18nFor`. */
const merged = new Map<Locale, Messages>();
const loadedNames = new Map<Locale, Set<string>>();
const instances = new Map<Locale, I18n>();
/** The language being activated, else the active one: catalogs needed meanwhile load in it too. */
let target: Locale | undefined;
let activations = 0;

/**
 * Adds a URL-safe alias for every generated id holding `+` or `/`. Works around
 * lingui/swc-plugin#194: the SWC plugin 6 hashes `t`/`<Trans>`/`msg` ids in URL-safe base64,
 * Lingui 5's extractor and compiler in standard base64, so such ids would not be found.
 */
export function withUrlSafeAliases(messages: Messages): Messages {
  const out: Messages = { ...messages };
  for (const [id, message] of Object.entries(messages)) {
    if (/[+/]/.test(id)) out[id.replace(/\+/g, '-').replace(/\//g, '_')] = message;
  }
  return out;
}

function activeLocale(): Locale | undefined {
  return LOCALES.find((locale) => locale === i18n.locale);
}

/**
 * Registers a catalog by name with its loader per language; registering a name again replaces its
 * loaders (hot reload). `core` is registered by this package.
 *
 * @example
 * registerCatalog('orgs', { zh: () => import('./locales/zh.po'), en: () => import('./locales/en.po') });
 */
export function registerCatalog(name: string, loaders: CatalogLoaders): void {
  registry.set(name, loaders);
}

function unknownCatalog(name: string): Error {
  return new Error(`Unknown catalog "${name}": registerCatalog('${name}', …) first`);
}

/**
 * Loads one catalog (default `core`) in one language, once, and merges it into `i18n` and into
 * `i18nFor(locale)`. Resolves to that catalog's messages (with URL-safe aliases).
 */
export function loadCatalog(locale: Locale, name: string = CORE_CATALOG): Promise<Messages> {
  const key = `${name}:${locale}`;
  const known = loads.get(key);
  if (known) return known;
  const loaders = registry.get(name);
  if (!loaders) return Promise.reject(unknownCatalog(name));
  const load = loaders[locale]().then(({ messages }) => {
    const catalog = withUrlSafeAliases(messages);
    // Lingui keeps the first object it is given for a language and merges later ones into it:
    // give it copies, so the catalogs returned here stay as loaded.
    i18n.load(locale, { ...catalog });
    instances.get(locale)?.load(locale, { ...catalog });
    merged.set(locale, { ...merged.get(locale), ...catalog });
    loadedNames.set(locale, new Set(loadedNames.get(locale)).add(name));
    return catalog;
  });
  loads.set(key, load);
  load.catch(() => loads.delete(key));
  return load;
}

/**
 * Loads the catalogs a feature needs in the active language (and in the one being activated), and
 * keeps them loaded: every later `activateLocale` loads them in the new language before switching.
 * Resolves when their messages are in `i18n`; rejects for a name that was never registered.
 */
export async function loadCatalogs(...names: string[]): Promise<void> {
  const unknown = names.find((name) => !registry.has(name));
  if (unknown !== undefined) throw unknownCatalog(unknown);
  for (const name of names) needed.add(name);
  const locales = new Set([activeLocale(), target].filter((locale) => locale !== undefined));
  await Promise.all([...locales].flatMap((locale) => names.map((name) => loadCatalog(locale, name))));
}

/**
 * Wraps a lazy loader so that the code and its catalogs load together (`Promise.all`): what it
 * loads renders translated from its first paint.
 *
 * @example
 * const loadOrgs = withCatalogs(() => import('./features/orgs/orgs-screen.tsx'), 'orgs', 'layout');
 */
export function withCatalogs<TModule>(
  load: () => Promise<TModule>,
  ...names: string[]
): () => Promise<TModule> {
  return async () => (await Promise.all([load(), loadCatalogs(...names)]))[0];
}

/** The names of the catalogs loaded in a language. */
export function loadedCatalogs(locale: Locale): string[] {
  return [...(loadedNames.get(locale) ?? [])];
}

/**
 * Loads, in `locale`, every catalog needed so far (core and the features' already loaded), then
 * makes it the active language: what is on screen re-renders translated, without a reload.
 * When switches overlap, the last one wins.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  const activation = ++activations;
  target = locale;
  try {
    await Promise.all([...needed].map((name) => loadCatalog(locale, name)));
  } catch (error) {
    if (activation === activations) target = activeLocale();
    throw error;
  }
  if (activation !== activations) return;
  i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale === 'zh' ? 'zh-CN' : 'en';
}

/**
 * An i18n instance fixed to one language whose core catalog is loaded (for text in a language
 * other than the active one); it holds every catalog loaded in that language, later ones too.
 */
export function i18nFor(locale: Locale): I18n {
  if (!loadedNames.get(locale)?.has(CORE_CATALOG)) {
    throw new Error(`The ${locale} catalog is not loaded: await loadCatalog('${locale}') first`);
  }
  let instance = instances.get(locale);
  if (!instance) {
    instance = setupI18n({ locale, messages: { [locale]: { ...merged.get(locale) } } });
    instances.set(locale, instance);
  }
  return instance;
}

export { i18n };
