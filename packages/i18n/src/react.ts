export { LocaleProvider, useLocale, type LocaleProviderProps } from './provider.tsx';
