import { createRoot } from 'react-dom/client';
import { activateLocale, initialLocale } from '@pocket/i18n';
import { App } from './app/app.tsx';
import { preloadRoute } from './router.tsx';
import { registerAppCatalogs } from './app/catalogs.ts';
import { listenPermissionVersion } from './app/services.ts';
import { applyRequestLanguage } from './lib/language.ts';
import { notePermissionVersion, watchFocus } from './lib/permission-version.ts';
import { settingsStore } from './lib/settings.ts';
import './styles.css';

settingsStore.apply();
// Core loads now; each feature's catalog loads with its route or screen (router.tsx, screens/registry.ts).
registerAppCatalogs();
// The first page's code and catalogs start now, beside the core catalog.
preloadRoute(window.location.hash.replace(/^#/, '').split('?')[0] || '/');
const locale = initialLocale();
await activateLocale(locale);
applyRequestLanguage(locale);
// Routes and permissions follow changes of the user's access on the next answer or focus.
listenPermissionVersion(notePermissionVersion);
watchFocus();

createRoot(document.getElementById('root')!).render(<App />);
