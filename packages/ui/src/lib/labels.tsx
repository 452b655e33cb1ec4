import { createContext, useContext, useMemo, type ReactNode } from 'react';

/**
 * Every string the kit shows or announces. Flat on purpose: each component reads the keys it
 * needs, and new keys are appended at the end of the object so parallel work never collides.
 */
export type UiLabels = {
  close: string;
  closeOthers: string;
  closeAll: string;
  refresh: string;
  confirm: string;
  cancel: string;
  dismiss: string;
  notifications: string;
  openMenu: string;
  closeMenu: string;
  collapseSidebar: string;
  expandSidebar: string;
  mainNavigation: string;
  breadcrumbs: string;
  visitedViews: string;
  tagActions: string;
  chooseDate: string;
  previousMonth: string;
  nextMonth: string;
  selectPlaceholder: string;
  avatarFallback: string;
  settingsTitle: string;
  settingsPageStyle: string;
  settingsPageStyleLight: string;
  settingsPageStyleDark: string;
  settingsThemeColor: string;
  settingsUniqueOpened: string;
  settingsTagsView: string;
  settingsFixedHeader: string;
  settingsSidebarLogo: string;
  noDataSelected: string;
  search: string;
  noResults: string;
  topLevel: string;
  unread: string;
  autoRefresh: string;
  viewAll: string;
  fullscreen: string;
  exitFullscreen: string;
  pageSize: string;
  total: string;
  loading: string;
  empty: string;
  errorTitle: string;
  retry: string;
  columns: string;
  actions: string;
  selectRow: string;
  selectAllRows: string;
  create: string;
  export: string;
  import: string;
  previousPage: string;
  nextPage: string;
  goToPage: string;
  pageNumber: string;
  pagination: string;
  rowsPerPage: string;
  language: string;
  userMenu: string;
  expand: string;
  collapse: string;
  bulkActions: string;
  selectedCount: string;
  tree: string;
  /** The trailing item of a horizontal menu that holds the items without room. */
  more: string;
};

export const defaultUiLabels: UiLabels = {
  close: 'Close',
  closeOthers: 'Close others',
  closeAll: 'Close all',
  refresh: 'Refresh',
  confirm: 'Confirm',
  cancel: 'Cancel',
  dismiss: 'Dismiss',
  notifications: 'Notifications',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  collapseSidebar: 'Collapse sidebar',
  expandSidebar: 'Expand sidebar',
  mainNavigation: 'Main navigation',
  breadcrumbs: 'Breadcrumb',
  visitedViews: 'Visited views',
  tagActions: 'Tag actions',
  chooseDate: 'Choose date',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  selectPlaceholder: 'Select…',
  avatarFallback: 'User avatar',
  settingsTitle: 'Page settings',
  settingsPageStyle: 'Page style',
  settingsPageStyleLight: 'Light',
  settingsPageStyleDark: 'Dark',
  settingsThemeColor: 'Theme colour',
  settingsUniqueOpened: 'Open one menu at a time',
  settingsTagsView: 'Tags view',
  settingsFixedHeader: 'Fixed header',
  settingsSidebarLogo: 'Sidebar logo',
  noDataSelected: 'No data selected yet',
  search: 'Search',
  noResults: 'No results',
  topLevel: 'Top level',
  unread: '{count} unread',
  autoRefresh: 'Auto refresh',
  viewAll: 'View all',
  fullscreen: 'Fullscreen',
  exitFullscreen: 'Exit fullscreen',
  pageSize: '{n} / page',
  total: 'Total {total}',
  loading: 'Loading…',
  empty: 'No data',
  errorTitle: 'Something went wrong',
  retry: 'Retry',
  columns: 'Columns',
  actions: 'Actions',
  selectRow: 'Select row {row}',
  selectAllRows: 'Select all rows',
  create: 'Create',
  export: 'Export',
  import: 'Import',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  goToPage: 'Go to page',
  pageNumber: 'Page {page}',
  pagination: 'Pagination',
  rowsPerPage: 'Rows per page',
  language: 'Language',
  userMenu: 'User menu',
  expand: 'Expand',
  collapse: 'Collapse',
  bulkActions: 'Bulk actions',
  selectedCount: '{count} selected',
  tree: 'Tree',
  more: 'More',
};

const UiLabelsContext = createContext<UiLabels>(defaultUiLabels);

type UiLabelsProviderProps = {
  /** Keys to override; missing keys fall back to the outer provider, then to English. */
  labels: Partial<UiLabels>;
  children: ReactNode;
};

/**
 * Supplies translated labels to every kit component below it.
 * @example <UiLabelsProvider labels={{ close: t`Close` }}><App /></UiLabelsProvider>
 */
export function UiLabelsProvider({ labels, children }: UiLabelsProviderProps) {
  const outer = useContext(UiLabelsContext);
  const value = useMemo(() => ({ ...outer, ...labels }), [outer, labels]);
  return <UiLabelsContext value={value}>{children}</UiLabelsContext>;
}

/** The labels in effect: provider values merged over the English defaults. */
export function useUiLabels(): UiLabels {
  return useContext(UiLabelsContext);
}

export type { UiLabelsProviderProps };
