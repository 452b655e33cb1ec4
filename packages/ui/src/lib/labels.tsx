import { createContext, useContext, type ReactNode } from 'react';
import type { WeekDay } from './date-value.ts';

/**
 * Every string the kit shows or announces (plus the date pickers' locale settings). Flat on purpose: each component reads the keys it
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
  collapseSidebar: string;
  expandSidebar: string;
  mainNavigation: string;
  breadcrumbs: string;
  visitedViews: string;
  tagActions: string;
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
  bulkActions: string;
  selectedCount: string;
  tree: string;
  /** The trailing item of a horizontal menu that holds the items without room. */
  more: string;
  /** LanguageSwitch's accessible name with the current language, e.g. "Language: English". */
  languageCurrent: string;
  /** UserDropdown's accessible name when compact (name hidden), e.g. "User menu: Ada". */
  userMenuFor: string;
  /** Read before the title of an unread message in MessageBell. */
  unreadItem: string;
  /** Names of the eight preset theme colours (THEME_COLORS, in order) in SettingsDrawer. */
  themeColorBlue: string;
  themeColorDaybreakBlue: string;
  themeColorSlate: string;
  themeColorBlack: string;
  themeColorGreen: string;
  themeColorCyan: string;
  themeColorPurple: string;
  themeColorRed: string;
  /** Accessible name of CrudTable's filter form. */
  filters: string;
  /** CrudTable filter bar: clears every field and searches again. */
  reset: string;
  /** The "any value" choice of a select filter. */
  all: string;
  /** The two ends of a date-range filter, read after the field's label. */
  rangeStart: string;
  rangeEnd: string;
  /**
   * BCP 47 tag the date pickers name months and weekdays in (`Intl.DateTimeFormat`), e.g. 'en-US',
   * 'zh-CN': the app's language, not the browser's.
   */
  dateLocale: string;
  /** First column of the date pickers' month grid: 0 = Sunday, 1 = Monday … (a number, not text). */
  weekStartsOn: WeekDay;
  /** Accessible names of the date pickers' calendar buttons. */
  chooseDate: string;
  chooseDateTime: string;
  previousMonth: string;
  nextMonth: string;
  /** Date picker popover: picks today. */
  today: string;
  /** Date picker popover: empties the field. */
  clearDate: string;
  /** DateTimePicker's time selects. */
  hour: string;
  minute: string;
  second: string;
  /** Placeholders of the date pickers' text fields, which read and show these fixed formats. */
  datePlaceholder: string;
  dateTimePlaceholder: string;
};

/**
 * The English labels. Opt in by passing them to `UiLabelsProvider` (or spreading them under your
 * own); outside any provider the kit falls back to them and warns once in development.
 */
export const enUiLabels: UiLabels = {
  close: 'Close',
  closeOthers: 'Close others',
  closeAll: 'Close all',
  refresh: 'Refresh',
  confirm: 'Confirm',
  cancel: 'Cancel',
  dismiss: 'Dismiss',
  notifications: 'Notifications',
  openMenu: 'Open menu',
  collapseSidebar: 'Collapse sidebar',
  expandSidebar: 'Expand sidebar',
  mainNavigation: 'Main navigation',
  breadcrumbs: 'Breadcrumb',
  visitedViews: 'Visited views',
  tagActions: 'Tag actions',
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
  bulkActions: 'Bulk actions',
  selectedCount: '{count} selected',
  tree: 'Tree',
  more: 'More',
  languageCurrent: 'Language: {language}',
  userMenuFor: 'User menu: {name}',
  unreadItem: 'Unread',
  themeColorBlue: 'Blue',
  themeColorDaybreakBlue: 'Daybreak blue',
  themeColorSlate: 'Slate',
  themeColorBlack: 'Black',
  themeColorGreen: 'Green',
  themeColorCyan: 'Cyan',
  themeColorPurple: 'Purple',
  themeColorRed: 'Red',
  filters: 'Filters',
  reset: 'Reset',
  all: 'All',
  rangeStart: 'Start date',
  rangeEnd: 'End date',
  dateLocale: 'en-US',
  weekStartsOn: 0,
  chooseDate: 'Choose date',
  chooseDateTime: 'Choose date and time',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  today: 'Today',
  clearDate: 'Clear',
  hour: 'Hour',
  minute: 'Minute',
  second: 'Second',
  datePlaceholder: 'YYYY-MM-DD',
  dateTimePlaceholder: 'YYYY-MM-DD HH:mm:ss',
};

const UiLabelsContext = createContext<UiLabels | null>(null);

type UiLabelsProviderProps = {
  /** Every label, in the app's language: the type requires all keys, so none is silently English. */
  labels: UiLabels;
  children: ReactNode;
};

/**
 * Supplies translated labels to every kit component below it.
 * @example <UiLabelsProvider labels={{ ...enUiLabels, close: t`Close` }}><App /></UiLabelsProvider>
 */
function UiLabelsProvider({ labels, children }: UiLabelsProviderProps) {
  return <UiLabelsContext value={labels}>{children}</UiLabelsContext>;
}

let warned = false;

/** True unless the consumer's bundler set NODE_ENV to production (false when nothing defines it). */
function isDevelopment(): boolean {
  try {
    return process.env.NODE_ENV !== 'production';
  } catch {
    return false;
  }
}

/**
 * The labels of the nearest `UiLabelsProvider`. Outside one, the English labels, with a one-time
 * console warning in development.
 */
function useUiLabels(): UiLabels {
  const labels = useContext(UiLabelsContext);
  if (labels) return labels;
  if (!warned && isDevelopment()) {
    warned = true;
    console.warn(
      '@pocket/ui: a component is rendered outside <UiLabelsProvider>; it uses the English labels (enUiLabels).',
    );
  }
  return enUiLabels;
}

export { UiLabelsProvider, useUiLabels };
export type { UiLabelsProviderProps, WeekDay };
