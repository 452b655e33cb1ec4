import { useMemo, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { UiLabelsProvider, useUiLabels, type UiLabels } from '@pocket/ui';

/**
 * The kit's console labels in the active language (the frame, tables, filters, pickers,
 * permissions), over the labels every page has (app/ui-labels.tsx). Their messages are the
 * `console` catalog, which loads with the console's code (main.tsx); a language switch re-renders
 * the kit.
 */
export function ConsoleUiLabels({ children }: { children: ReactNode }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const page = useUiLabels();
  const labels = useMemo<UiLabels>(
    () => ({
      ...page,
      closeOthers: t`Close others`,
      closeAll: t`Close all`,
      refresh: t`Refresh`,
      openMenu: t`Open menu`,
      collapseSidebar: t`Collapse sidebar`,
      expandSidebar: t`Expand sidebar`,
      mainNavigation: t`Main navigation`,
      breadcrumbs: t`Breadcrumb`,
      visitedViews: t`Visited views`,
      tagActions: t`Tag actions`,
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
      fullscreen: t`Fullscreen`,
      exitFullscreen: t`Exit fullscreen`,
      pageSize: t`${'{n}'} / page`,
      total: t`Total ${'{total}'}`,
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
      userMenuFor: t`User menu: ${'{name}'}`,
      unreadItem: t`Unread`,
      themeColorBlue: t`Blue`,
      themeColorDaybreakBlue: t`Daybreak blue`,
      themeColorSlate: t`Slate`,
      themeColorBlack: t`Black`,
      themeColorGreen: t`Green`,
      themeColorCyan: t`Cyan`,
      themeColorPurple: t`Purple`,
      themeColorRed: t`Red`,
      filters: t`Filters`,
      reset: t`Reset`,
      all: t`All`,
      rangeStart: t`Start date`,
      rangeEnd: t`End date`,
      bulkActions: t`Bulk actions`,
      selectedCount: t`${'{count}'} selected`,
      tree: t`Tree`,
      more: t`More`,
      // Month and weekday names follow the app's language, not the browser's.
      dateLocale: locale === 'zh' ? 'zh-CN' : 'en-US',
      weekStartsOn: locale === 'zh' ? 1 : 0,
      chooseDate: t`Choose date`,
      chooseDateTime: t`Choose date and time`,
      previousMonth: t`Previous month`,
      nextMonth: t`Next month`,
      today: t`Today`,
      clearDate: t`Clear`,
      hour: t`Hour`,
      minute: t`Minute`,
      // Context: "Second" alone could be the ordinal.
      second: t({ message: 'Second', context: 'time unit' }),
      datePlaceholder: t`YYYY-MM-DD`,
      dateTimePlaceholder: t`YYYY-MM-DD HH:mm:ss`,
      permissionMissing: t`Missing permission: ${'{codes}'}`,
      permissionMissingRole: t`Missing role: ${'{codes}'}`,
      permissionExcluded: t`Hidden because of permission: ${'{codes}'}`,
      permissionExcludedRole: t`Hidden because of role: ${'{codes}'}`,
      clearSelection: t`Clear selection`,
      searchResults: t`Matches: ${'{label}'}`,
    }),
    // `t` follows the active language; the locale also picks the date pickers' locale.
    [t, locale, page],
  );
  return <UiLabelsProvider labels={labels}>{children}</UiLabelsProvider>;
}
