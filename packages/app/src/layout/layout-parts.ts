import { withCatalogs } from '@pocket/i18n';
import { onDemand } from '../lib/on-demand.ts';

/** The layout's menus, popover and dialogs (interactive-parts.tsx), loaded on demand, with the
 * messages feature's catalog (the bell's popover shows its message types). */
export const layoutParts = onDemand(withCatalogs(() => import('./interactive-parts.tsx'), 'resources'));
