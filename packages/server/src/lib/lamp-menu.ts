import type { RouterNode } from '@pocket/contract';

// How the menu router names screens and icons for each client (issue 21; the rule is written in
// docs/wire-contract-lamp.md). Menus store our names; a stored `lamp/…` name is read as ours.

/** Clients that speak lamp-web 3.5's naming: the dialect's default web client. */
export const LAMP_CLIENT_IDS: ReadonlySet<string> = new Set(['lamp_web']);

/** The screens lamp-web 3.5 has (zuihou/lamp-web src/views/lamp/**), by its component name. */
const LAMP_SCREENS: ReadonlySet<string> = new Set(
  [
    'org/org/index',
    'org/station/index',
    'org/user/index',
    'resources/attachment/index',
    'resources/msg/index',
    'resources/msg/edit',
    'resources/sms/index',
    'resources/sms/edit',
    'resources/smsTemplate/index',
    'system/application/index',
    'system/area/index',
    'system/dictionary/index',
    'system/loginLog/index',
    'system/menu/index',
    'system/online/index',
    'system/optLog/index',
    'system/parameter/index',
    'system/role/index',
    'tenant/datasourceConfig/index',
    'tenant/tenant/index',
    'gateway/blocklist/index',
    'gateway/ratelimiter/index',
  ].map((screen) => `lamp/${screen}`),
);

/** Our icon names (the console's icon set) as lamp-web renders them: element-ui's `el-icon-*`. */
const LAMP_ICONS: Readonly<Record<string, string>> = {
  home: 'el-icon-s-home',
  dashboard: 'el-icon-odometer',
  education: 'el-icon-reading',
  book: 'el-icon-notebook-2',
  tree: 'el-icon-share',
  peoples: 'el-icon-s-custom',
  shopping: 'el-icon-shopping-cart-2',
  user: 'el-icon-user',
  location: 'el-icon-location-outline',
  audit: 'el-icon-s-check',
  message: 'el-icon-message',
  system: 'el-icon-setting',
  'tree-table': 'el-icon-menu',
  component: 'el-icon-s-grid',
  guide: 'el-icon-guide',
  code: 'el-icon-s-tools',
};

/** A stored component name as ours: `lamp/org/user/index` → `org/user/index`. */
export const ourComponent = (component: string) =>
  component.startsWith('lamp/') ? component.slice('lamp/'.length) : component;

/** A component name as lamp-web resolves it: `lamp/<area>/<entity>/index` for the screens it has,
 * our name otherwise (`Layout` included). */
export function lampComponent(component: string): string {
  const lamp = `lamp/${ourComponent(component)}`;
  return LAMP_SCREENS.has(lamp) ? lamp : ourComponent(component);
}

/** An icon as lamp-web renders it: element-ui and Font Awesome names (`el-icon-*`, `fa…`) as
 * they are, ours mapped to element-ui's. */
export function lampIcon(icon: string | null): string | null {
  if (!icon || icon.startsWith('el-icon-') || /^fa[srlb]?[ -]/.test(icon)) return icon;
  return LAMP_ICONS[icon] ?? icon;
}

const OUR_ICONS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(LAMP_ICONS).map(([ours, lamp]) => [lamp, ours]),
);

/** An icon as our console renders it: a lamp name we have an icon for (a menu a lamp client
 * saved) mapped back to ours; anything else as it is. */
export function ourIcon(icon: string | null): string | null {
  return icon ? (OUR_ICONS[icon] ?? icon) : icon;
}

/** The router tree in the naming of the client that asks. */
export function routerFor(clientId: string | undefined, nodes: RouterNode[]): RouterNode[] {
  const lamp = clientId !== undefined && LAMP_CLIENT_IDS.has(clientId);
  const rename = (node: RouterNode): RouterNode => ({
    ...node,
    component: lamp ? lampComponent(node.component) : ourComponent(node.component),
    meta: { ...node.meta, icon: lamp ? lampIcon(node.meta.icon) : ourIcon(node.meta.icon) },
    ...(node.children ? { children: node.children.map(rename) } : {}),
  });
  return nodes.map(rename);
}
