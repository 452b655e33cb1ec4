import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadCatalogs } from '@pocket/i18n';
import { registerAppCatalogs } from '../app/catalogs.ts';

// Components are tested outside the routes that load their catalogs: every catalog is needed, so
// each test's activateLocale loads them all.
await loadCatalogs(...registerAppCatalogs());

afterEach(() => cleanup());
