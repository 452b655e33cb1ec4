export {
  detectLocale,
  DEFAULT_LOCALE,
  initialLocale,
  LANGUAGE_STORAGE_KEY,
  LOCALES,
  type Locale,
  type LocaleStorage,
} from './detect.ts';
export {
  activateLocale,
  CORE_CATALOG,
  i18n,
  i18nFor,
  loadCatalog,
  loadCatalogs,
  loadedCatalogs,
  registerCatalog,
  withCatalogs,
  withUrlSafeAliases,
  type CatalogLoader,
  type CatalogLoaders,
} from './catalog.ts';
export {
  isClientMessageKey,
  translateClientMessage,
  translateValidation,
  type ClientMessage,
  type ValidationInput,
} from './translate.ts';
export {
  DATE_TIME_FORMAT,
  formatDateTime,
  RELATIVE_DATE_FORMAT,
  relativeTime,
  type DateInput,
} from './time.ts';
export { greeting, greetingMessage } from './greeting.ts';
export { formatMessage } from './format.ts';
export * from './messages/index.ts';
