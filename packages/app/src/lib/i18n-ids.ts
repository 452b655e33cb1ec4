import { i18n, loadCatalog, type Locale } from '@pocket/i18n';

/**
 * Loads a language's catalog and adds URL-safe aliases of its generated message ids. Works around
 * lingui/swc-plugin#194: the SWC plugin (6.x) hashes `t`/`<Trans>` ids in URL-safe base64 while the
 * Lingui 5 extractor and compiler use standard base64, so ids holding `+` or `/` would not match.
 */
export async function prepareLocale(locale: Locale): Promise<void> {
  const messages = await loadCatalog(locale);
  const aliases: Record<string, (typeof messages)[string]> = {};
  for (const [id, message] of Object.entries(messages)) {
    if (/[+/]/.test(id)) aliases[id.replace(/\+/g, '-').replace(/\//g, '_')] = message;
  }
  if (Object.keys(aliases).length > 0) i18n.load(locale, aliases);
}
