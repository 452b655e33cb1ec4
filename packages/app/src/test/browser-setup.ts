import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadCatalogs } from '@pocket/i18n';
import { registerAppCatalogs } from '../app/catalogs.ts';
import '../styles.css';

// Parts are tested outside the routes that load their catalogs: every catalog is loaded.
await loadCatalogs(...registerAppCatalogs());

afterEach(() => cleanup());
