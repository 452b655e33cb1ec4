import { msg } from '@lingui/core/macro';
import { orgResource } from '@pocket/contract';
import { defineScreen } from '../../components/resource/screen-def.ts';
import { resourceScreen } from '../../components/resource/resource-screen.tsx';

/**
 * Organisations (`/org/org`): the tenant's tree, parents before their children. A child is added
 * under a row; a parent is never the organisation itself or below it; a delete takes the subtree.
 */
export const orgScreen = defineScreen({
  resource: orgResource,
  tree: true,
  texts: {
    title: msg`Organisations`,
    add: msg`Add organisation`,
    edit: msg`Edit organisation`,
    deleteTitle: msg`Delete organisations`,
    deleteQuestion: (count, below) =>
      msg`Delete the ${count} selected organisation(s) and the ${below} below them? Their users and stations stay, without an organisation.`,
  },
  rowLabel: (o) => o.label,
  columns: [
    { key: 'label', header: msg`Name` },
    { key: 'abbreviation', header: msg`Abbreviation` },
    { key: 'sortValue', header: msg`Order` },
    { key: 'state', header: msg`State`, cell: 'state' },
    { key: 'describe', header: msg`Description` },
  ],
  form: {
    fields: [
      { name: 'label', control: 'text', label: msg`Name` },
      { name: 'abbreviation', control: 'text', label: msg`Abbreviation` },
      { name: 'parentId', control: 'parent', label: msg`Parent organisation` },
      {
        name: 'sortValue',
        control: 'number',
        label: msg`Order`,
        description: msg`Smaller numbers come first.`,
      },
      { name: 'describe', control: 'textarea', label: msg`Description` },
      { name: 'state', control: 'valid' },
    ],
  },
  rowActions: [
    {
      id: 'add-under',
      label: msg`Add under`,
      permission: 'add',
      run: (o, screen) => screen.create({ parentId: o.id }),
    },
  ],
});

export default resourceScreen(orgScreen);
