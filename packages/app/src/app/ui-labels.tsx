import { useMemo, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { UiLabelsProvider, type UiLabels } from '@pocket/ui';

/** Feeds the kit every label in the active language; a language switch re-renders the kit. */
export function TranslatedUiLabels({ children }: { children: ReactNode }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const labels = useMemo<UiLabels>(
    () => ({
      close: t`Close`,
      closeOthers: t`Close others`,
      closeAll: t`Close all`,
      refresh: t`Refresh`,
      confirm: t`Confirm`,
      cancel: t`Cancel`,
      dismiss: t`Dismiss`,
      notifications: t`Notifications`,
      openMenu: t`Open menu`,
      closeMenu: t`Close menu`,
      collapseSidebar: t`Collapse sidebar`,
      expandSidebar: t`Expand sidebar`,
      mainNavigation: t`Main navigation`,
      breadcrumbs: t`Breadcrumb`,
      visitedViews: t`Visited views`,
      tagActions: t`Tag actions`,
      chooseDate: t`Choose date`,
      previousMonth: t`Previous month`,
      nextMonth: t`Next month`,
      selectPlaceholder: t`Select…`,
      avatarFallback: t`User avatar`,
      settingsTitle: t`Page settings`,
      settingsPageStyle: t`Page style`,
      settingsPageStyleLight: t`Light`,
      settingsPageStyleDark: t`Dark`,
      settingsThemeColor: t`Theme colour`,
      settingsUniqueOpened: t`Open one menu at a time`,
      settingsTagsView: t`Tags view`,
      settingsFixedHeader: t`Fixed header`,
      settingsSidebarLogo: t`Sidebar logo`,
      noDataSelected: t`No data selected yet`,
      search: t`Search`,
      noResults: t`No results`,
      topLevel: t`Top level`,
      // The kit fills {count} itself; the braces are escaped so Lingui leaves them in place.
      unread: t`${'{count}'} unread`,
      autoRefresh: t`Auto refresh`,
      viewAll: t`View all`,
      fullscreen: t`Fullscreen`,
      exitFullscreen: t`Exit fullscreen`,
      pageSize: t`${'{n}'} / page`,
      total: t`Total ${'{total}'}`,
      loading: t`Loading…`,
      empty: t`No data`,
      errorTitle: t`Something went wrong`,
      retry: t`Retry`,
      columns: t`Columns`,
      actions: t`Actions`,
      selectRow: t`Select row ${'{row}'}`,
      selectAllRows: t`Select all rows`,
      create: t`Create`,
      export: t`Export`,
      import: t`Import`,
      previousPage: t`Previous page`,
      nextPage: t`Next page`,
      goToPage: t`Go to page`,
      pageNumber: t`Page ${'{page}'}`,
      pagination: t`Pagination`,
      rowsPerPage: t`Rows per page`,
      language: t`Language`,
      userMenu: t`User menu`,
      expand: t`Expand`,
      collapse: t`Collapse`,
      bulkActions: t`Bulk actions`,
      selectedCount: t`${'{count}'} selected`,
      tree: t`Tree`,
      more: t`More`,
    }),
    // `t` follows the active language; the locale makes the dependency explicit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, locale],
  );
  return <UiLabelsProvider labels={labels}>{children}</UiLabelsProvider>;
}
