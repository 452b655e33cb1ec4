import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Titles of menu routes: the server may send a message id from this table (translated) or any
 * other text (shown as it is). Explicit ids keep the keys stable in the catalogs.
 */
const menuTitles: MessageDescriptor[] = [
  msg({ id: 'menu.dashboard', message: 'Dashboard' }),
  msg({ id: 'menu.profile', message: 'Personal centre' }),
  msg({ id: 'menu.orgUser', message: 'Organisation users' }),
  msg({ id: 'menu.course', message: 'Courses' }),
  msg({ id: 'menu.worker', message: 'Workers' }),
  msg({ id: 'menu.order', message: 'Orders' }),
  msg({ id: 'menu.userLocation', message: 'User location' }),
  msg({ id: 'menu.msgView', message: 'View message' }),
  msg({ id: 'menu.smsEdit', message: 'Send SMS' }),
  msg({ id: 'menu.msg', message: 'Messages' }),
  msg({ id: 'menu.msgSend', message: 'Send message' }),
];
const known = new Set(menuTitles.map((d) => d.id));

/** A route title: a message descriptor of the app, or the server's text. */
export type RouteTitle = MessageDescriptor | string;

/** The title in the active language. */
export function translateTitle(i18n: I18n, title: RouteTitle | undefined): string {
  if (title === undefined) return '';
  if (typeof title !== 'string') return i18n._(title);
  return known.has(title) ? i18n._(title) : title;
}

/** What a route declares for the layout (tags, breadcrumbs, document title). */
export type RouteHandle = {
  title: RouteTitle;
  affix?: boolean;
  noCache?: boolean;
  breadcrumb?: boolean;
  /** Titles of the menu groups above the route, for breadcrumbs. */
  parents?: RouteTitle[];
  /** The route's own title wins over the server menu's (e.g. viewing vs sending a message). */
  ownTitle?: boolean;
  /** A title chosen by the query string, for one path with several modes. */
  titleBySearch?: (search: URLSearchParams) => RouteTitle;
  /** Starts the page's code and first read (menu hover / focus, and the route's loader). */
  prefetch?: () => Promise<void>;
};

/** The handle as it applies to the current query string. */
export function handleForSearch<H extends RouteHandle>(handle: H, search: string): H {
  return handle.titleBySearch
    ? { ...handle, title: handle.titleBySearch(new URLSearchParams(search)) }
    : handle;
}

/** Static titles of routes the app itself declares. */
export const staticTitles = {
  dashboard: menuTitles[0]!,
  profile: menuTitles[1]!,
  orgUser: menuTitles[2]!,
  msgView: menuTitles[7]!,
  smsEdit: menuTitles[8]!,
  msg: menuTitles[9]!,
  msgSend: menuTitles[10]!,
};
