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
  /** Explain mode of PermissionGate: what hides an element ({codes} is a comma-separated list). */
  permissionMissing: string;
  permissionMissingRole: string;
  permissionExcluded: string;
  permissionExcludedRole: string;
  /** Cascader: the button that empties the field. */
  clearSelection: string;
  /** Cascader: the list of search matches ({label} is the field's name). */
  searchResults: string;
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
  permissionMissing: 'Missing permission: {codes}',
  permissionMissingRole: 'Missing role: {codes}',
  permissionExcluded: 'Hidden because of permission: {codes}',
  permissionExcludedRole: 'Hidden because of role: {codes}',
  clearSelection: 'Clear selection',
  searchResults: 'Matches: {label}',
};

/**
 * The Simplified Chinese labels (dates in 'zh-CN', weeks starting on Monday), ready to pass to
 * `UiLabelsProvider` in a zh console; the same texts the Pocket Course console uses.
 */
export const zhCnUiLabels: UiLabels = {
  close: '关闭',
  closeOthers: '关闭其他',
  closeAll: '关闭所有',
  refresh: '刷新',
  confirm: '确定',
  cancel: '取消',
  dismiss: '关闭提示',
  notifications: '消息通知',
  openMenu: '打开菜单',
  collapseSidebar: '收起侧边栏',
  expandSidebar: '展开侧边栏',
  mainNavigation: '主导航',
  breadcrumbs: '面包屑',
  visitedViews: '已访问页面',
  tagActions: '标签操作',
  selectPlaceholder: '请选择…',
  avatarFallback: '用户头像',
  settingsTitle: '页面设置',
  settingsPageStyle: '页面风格',
  settingsPageStyleLight: '亮色',
  settingsPageStyleDark: '暗色',
  settingsThemeColor: '主题色',
  settingsUniqueOpened: '菜单只展开一项',
  settingsTagsView: '开启 Tags-View',
  settingsFixedHeader: '固定 Header',
  settingsSidebarLogo: '侧边栏 Logo',
  noDataSelected: '尚未选择数据',
  search: '搜索',
  noResults: '无匹配结果',
  topLevel: '顶级',
  unread: '{count} 条未读',
  autoRefresh: '自动刷新',
  fullscreen: '全屏',
  exitFullscreen: '退出全屏',
  pageSize: '{n} 条/页',
  total: '共 {total} 条',
  loading: '加载中…',
  empty: '暂无数据',
  errorTitle: '出错了',
  retry: '重试',
  columns: '列设置',
  actions: '操作',
  selectRow: '选择第 {row} 行',
  selectAllRows: '全选',
  create: '新增',
  export: '导出',
  import: '导入',
  previousPage: '上一页',
  nextPage: '下一页',
  goToPage: '前往页',
  pageNumber: '第 {page} 页',
  pagination: '分页',
  rowsPerPage: '每页条数',
  language: '语言',
  bulkActions: '批量操作',
  selectedCount: '已选 {count} 项',
  tree: '树',
  more: '更多',
  languageCurrent: '语言：{language}',
  userMenuFor: '用户菜单：{name}',
  unreadItem: '未读',
  themeColorBlue: '蓝色',
  themeColorDaybreakBlue: '拂晓蓝',
  themeColorSlate: '石板灰',
  themeColorBlack: '黑色',
  themeColorGreen: '绿色',
  themeColorCyan: '青色',
  themeColorPurple: '紫色',
  themeColorRed: '红色',
  filters: '筛选',
  reset: '重置',
  all: '全部',
  rangeStart: '开始日期',
  rangeEnd: '结束日期',
  dateLocale: 'zh-CN',
  weekStartsOn: 1,
  chooseDate: '选择日期',
  chooseDateTime: '选择日期和时间',
  previousMonth: '上个月',
  nextMonth: '下个月',
  today: '今天',
  clearDate: '清除',
  hour: '时',
  minute: '分',
  second: '秒',
  datePlaceholder: '年-月-日',
  dateTimePlaceholder: '年-月-日 时:分:秒',
  permissionMissing: '缺少权限：{codes}',
  permissionMissingRole: '缺少角色：{codes}',
  permissionExcluded: '因持有权限而隐藏：{codes}',
  permissionExcludedRole: '因持有角色而隐藏：{codes}',
  clearSelection: '清除选择',
  searchResults: '搜索结果：{label}',
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
