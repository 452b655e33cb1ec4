import { msg } from '@lingui/core/macro';
import { menuResource } from '@pocket/contract';
import { resourceScreen } from '../../components/resource/resource-screen.tsx';
import { defineScreen } from '../../components/resource/screen-def.ts';
import { IconCell, IconPicker, ResourcesDialog } from './menu-parts.tsx';

/**
 * Menus (`/system/menu`): the tenant's menu tree with every route field; built-in menus are
 * read-only; the permission resources of each menu in a dialog. A change shows in the consoles of
 * the users it concerns at their next request.
 */
export const menuScreen = defineScreen({
  resource: menuResource,
  tree: true,
  texts: {
    title: msg`Menus`,
    add: msg`Add menu`,
    edit: msg`Edit menu`,
    deleteTitle: msg`Delete menus`,
    deleteQuestion: (count, below) =>
      msg`Delete the ${count} selected menu(s), the ${below} menu(s) under them and all their resources?`,
  },
  rowLabel: (m) => m.label,
  columns: [
    { key: 'label', header: msg`Title` },
    { key: 'labelEn', header: msg`English title` },
    { key: 'path', header: msg`Path`, cell: 'code' },
    // In the form and the column menu: shown, the row's actions would not fit beside the paths.
    { key: 'component', header: msg`Component`, cell: 'code', hidden: true },
    { key: 'icon', header: msg`Icon`, cell: (m) => <IconCell name={m.icon} /> },
    { key: 'sortValue', header: msg`Order` },
    { key: 'hidden', header: msg`Hidden`, cell: (m) => (m.hidden ? '✓' : '') },
    { key: 'state', header: msg`State`, cell: 'state' },
  ],
  form: {
    columns: 2,
    size: 'lg',
    fields: [
      { name: 'parentId', control: 'parent', label: msg`Parent` },
      { name: 'label', control: 'text', label: msg`Title` },
      { name: 'labelEn', control: 'text', label: msg`English title` },
      {
        name: 'path',
        control: 'text',
        label: msg`Path`,
        description: msg`/system/role, or a child path under its parent`,
      },
      {
        name: 'component',
        control: 'text',
        label: msg`Component`,
        description: msg`Layout for a group, else the screen, e.g. system/role/index`,
      },
      { name: 'redirect', control: 'text', label: msg`Redirect` },
      { name: 'sortValue', control: 'number', label: msg`Order` },
      { name: 'state', control: 'valid' },
      { name: 'hidden', control: 'switch', label: msg`Hidden` },
      { name: 'alwaysShow', control: 'switch', label: msg`Always show` },
      { name: 'affix', control: 'switch', label: msg`Pinned tab` },
      { name: 'noCache', control: 'switch', label: msg`No cache` },
      { name: 'breadcrumb', control: 'switch', label: msg`Breadcrumb`, initial: true },
      {
        name: 'icon',
        control: 'custom',
        label: msg`Icon`,
        wide: true,
        render: (field) => <IconPicker {...field} />,
      },
      { name: 'describe', control: 'textarea', label: msg`Description`, wide: true },
    ],
  },
  locked: (m) => m.readonly,
  rowActions: [
    {
      id: 'resources',
      label: msg`Resources`,
      describe: (m) => msg`Resources of ${m.label}`,
      permission: 'view',
      visible: () => true,
      run: (menu, screen) => screen.show((close) => <ResourcesDialog menu={menu} onClose={close} />),
    },
  ],
});

export default resourceScreen(menuScreen);
