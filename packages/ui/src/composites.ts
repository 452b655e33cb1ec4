// Composite components: data views, header widgets and state components.
export {
  Pagination,
  PAGE_SIZES,
  pageButtonVariants,
  type PaginationProps,
  type PaginationValue,
} from './components/pagination.tsx';
export { CrudTable, type CrudTableProps } from './components/crud-table.tsx';
export {
  createCrudColumnHelper,
  crudTableFeatures,
  type CrudColumnDef,
  type CrudColumnMeta,
  type CrudTableFeatures,
} from './components/crud-table-columns.tsx';
export type { CrudBulkAction, CrudToolbarActions } from './components/crud-table-toolbar.tsx';
export {
  CrudFilterBar,
  cleanFilterValues,
  type CrudDateRange,
  type CrudFilterBarProps,
  type CrudFilterField,
  type CrudFilterValue,
  type CrudFilterValues,
} from './components/crud-table-filters.tsx';
export { EmptyState, ErrorState, type ErrorStateProps } from './components/feedback-state.tsx';
export { LoadingState, feedbackStateVariants, type FeedbackStateProps } from './components/loading-state.tsx';
export { Skeleton, skeletonVariants, type SkeletonProps } from './components/skeleton.tsx';
export { formatLabel } from './lib/format-label.ts';
export {
  PermissionExplain,
  PermissionGate,
  PermissionPlaceholder,
  PermissionProvider,
  checkPermission,
  explainPermission,
  usePermission,
  usePermissionChecker,
  usePermissionExplain,
  type PermissionChecker,
  type PermissionExplanation,
  type PermissionGateProps,
  type PermissionPlaceholderProps,
  type PermissionProviderProps,
  type PermissionMode,
} from './components/permission-gate.tsx';
export {
  MessageBell,
  type MessageBellItem,
  type MessageBellProps,
  type MessageTypeStyle,
} from './components/message-bell.tsx';
export { MessageBellButton, type MessageBellButtonProps } from './components/message-bell-button.tsx';
export {
  RouteSearch,
  ROUTE_SEARCH_KEYS,
  ROUTE_SEARCH_THRESHOLD,
  routeSearchOptions,
  routeSearchOptionsWith,
  routeSearchTexts,
  type RouteSearchProps,
  type SearchableRoute,
} from './components/route-search.tsx';
export { BarChart, niceTicks, type BarChartDatum, type BarChartProps } from './components/bar-chart.tsx';
export {
  WelcomeBanner,
  WELCOME_SCROLL_MS,
  rotateText,
  type WelcomeBannerProps,
} from './components/welcome-banner.tsx';
export { UserDropdown, type UserDropdownItem, type UserDropdownProps } from './components/user-dropdown.tsx';
export {
  LanguageSwitch,
  type LanguageOption,
  type LanguageSwitchProps,
} from './components/language-switch.tsx';
export {
  FullscreenToggle,
  useIsFullscreen,
  type FullscreenToggleProps,
} from './components/fullscreen-toggle.tsx';
export { Tree, computeCheckStates, type TreeProps } from './components/tree.tsx';
export { TreeSelect, TOP_LEVEL_ID, type TreeSelectProps } from './components/tree-select.tsx';
export {
  Cascader,
  CASCADER_SEPARATOR,
  type CascaderOption,
  type CascaderProps,
} from './components/cascader.tsx';
export { filterTree, type TreeId, type TreeNodeData } from './components/tree-core.tsx';
