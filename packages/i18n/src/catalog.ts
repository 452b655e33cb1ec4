// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- packages that type-check this file (the app) need the *.po declaration too
/// <reference path="./po.d.ts" />
import { i18n, setupI18n, type I18n, type Messages } from '@lingui/core';
import type { Locale } from './detect.ts';

// The .po catalogs are compiled on import by @lingui/vite-plugin (with failOnMissing in the app build).
const loaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  zh: () => import('./locales/zh/messages.po'),
  en: () => import('./locales/en/messages.po'),
};

const loaded = new Map<Locale, Messages>();

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
const instances = new Map<Locale, I18n>();

/** Loads a language's catalog once (each language is its own chunk). */
export async function loadCatalog(locale: Locale): Promise<Messages> {
  const known = loaded.get(locale);
  if (known) return known;
  const messages = withUrlSafeAliases((await loaders[locale]()).messages);
  loaded.set(locale, messages);
  i18n.load(locale, messages);
  return messages;
}

/** Loads a language's catalog (once) and makes it the active language. */
export async function activateLocale(locale: Locale): Promise<void> {
  await loadCatalog(locale);
  i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale === 'zh' ? 'zh-CN' : 'en';
}

/** An i18n instance fixed to one language whose catalog is loaded (for text in a language other than the active one). */
export function i18nFor(locale: Locale): I18n {
  const messages = loaded.get(locale);
  if (!messages) throw new Error(`The ${locale} catalog is not loaded: await loadCatalog('${locale}') first`);
  let instance = instances.get(locale);
  if (!instance) {
    instance = setupI18n({ locale, messages: { [locale]: messages } });
    instances.set(locale, instance);
  }
  return instance;
}

export { i18n };
