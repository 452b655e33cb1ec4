import { onDemand } from '../lib/on-demand.ts';

/** The layout's menus, popover and dialogs (interactive-parts.tsx), loaded on demand. */
export const layoutParts = onDemand(() => import('./interactive-parts.tsx'));
