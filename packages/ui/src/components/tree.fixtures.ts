import type { TreeNodeData } from './tree-core.tsx';

/** A menu tree shaped like the console's role → menu assignment, shared by stories. */
export const menuTree: TreeNodeData[] = [
  {
    id: 1,
    label: 'System',
    children: [
      {
        id: 11,
        label: 'Users',
        children: [
          { id: 111, label: 'Add user' },
          { id: 112, label: 'Delete user' },
        ],
      },
      { id: 12, label: 'Roles' },
      { id: 13, label: 'Menus' },
    ],
  },
  {
    id: 2,
    label: 'Teaching',
    children: [
      { id: 21, label: 'Courses' },
      { id: 22, label: 'Workers' },
      { id: 23, label: 'Orders', disabled: true },
    ],
  },
  { id: 3, label: 'Dashboard' },
];
