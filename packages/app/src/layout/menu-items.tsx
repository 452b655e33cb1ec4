import type { I18n } from '@lingui/core';
import type { RouterNode } from '@pocket/contract';
import { resolveNavPath, type NavItem, type SearchableRoute } from '@pocket/ui';
import { translateTitle } from '../lib/route-title.ts';
import { menuIcon } from './menu-icons.tsx';

/** The server's route tree as the kit's menu items, titles in the active language. */
export function toNavItems(i18n: I18n, nodes: readonly RouterNode[]): NavItem[] {
  return nodes.map((node) => ({
    path: node.path,
    title: translateTitle(i18n, node.meta.title),
    icon: menuIcon(node.meta.icon ?? undefined, Boolean(node.children?.length)),
    hidden: node.hidden,
    alwaysShow: node.alwaysShow,
    ...(node.children?.length ? { children: toNavItems(i18n, node.children) } : {}),
  }));
}

/** Every visible page of the tree with its absolute path, for the header search. */
export function searchableRoutes(i18n: I18n, nodes: readonly RouterNode[], parent = '/'): SearchableRoute[] {
  const out: SearchableRoute[] = [];
  for (const node of nodes) {
    if (node.hidden) continue;
    const path = resolveNavPath(parent, node.path);
    if (node.children?.length) out.push(...searchableRoutes(i18n, node.children, path));
    else if (!/^(https?:|mailto:|tel:)/.test(path))
      out.push({ title: translateTitle(i18n, node.meta.title), path, keywords: node.meta.keywords ?? [] });
  }
  return out;
}
