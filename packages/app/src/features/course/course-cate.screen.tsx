import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { courseCateResource, type CourseCate } from '@pocket/contract';
import { Tag } from '@pocket/ui';
import { defineScreen } from '../../components/resource/screen-def.ts';
import { resourceScreen } from '../../components/resource/resource-screen.tsx';

const TYPES = [
  { value: 'COURSE', label: msg`Courses` },
  { value: 'DOWNLOAD', label: msg`Downloads` },
] as const;

/** What a category holds, as a tag. */
function TypeTag({ cate }: { cate: CourseCate }) {
  const { i18n } = useLingui();
  const type = TYPES.find((t) => t.value === cate.type) ?? TYPES[0];
  return <Tag variant={cate.type === 'DOWNLOAD' ? 'info' : 'primary'}>{i18n._(type.label)}</Tag>;
}

/**
 * Course categories (`/course/courseCate`): two levels, parents before their children; a child
 * holds what its parent holds (courses or downloads); a delete takes the children.
 */
export const courseCateScreen = defineScreen({
  resource: courseCateResource,
  tree: true,
  texts: {
    title: msg`Course categories`,
    add: msg`Add category`,
    edit: msg`Edit category`,
    deleteTitle: msg`Delete categories`,
    deleteQuestion: (count, below) =>
      msg`Delete the ${count} selected category(ies) and the ${below} below them? This cannot be undone.`,
  },
  rowLabel: (c) => c.label,
  columns: [
    { key: 'label', header: msg`Name` },
    { key: 'abbreviation', header: msg`Abbreviation` },
    { key: 'type', header: msg`Holds`, cell: (c) => <TypeTag cate={c} /> },
    { key: 'sortValue', header: msg`Order` },
    { key: 'state', header: msg`State`, cell: 'state' },
  ],
  form: {
    columns: 2,
    fields: [
      { name: 'label', control: 'text', label: msg`Name` },
      { name: 'abbreviation', control: 'text', label: msg`Abbreviation` },
      {
        name: 'parentId',
        control: 'parent',
        label: msg`Parent category`,
        description: msg`Two levels at most: under a top-level category, or at the top.`,
      },
      {
        name: 'type',
        control: 'radio',
        label: msg`Holds`,
        options: TYPES,
        initial: 'COURSE',
        description: msg`A child holds what its parent holds.`,
      },
      {
        name: 'sortValue',
        control: 'number',
        label: msg`Order`,
        description: msg`Smaller numbers come first.`,
      },
      { name: 'logo', control: 'text', inputType: 'url', label: msg`Logo address` },
      { name: 'describe', control: 'textarea', label: msg`Description`, wide: true },
      { name: 'state', control: 'valid' },
    ],
  },
  rowActions: [
    {
      id: 'add-under',
      label: msg`Add under`,
      permission: 'add',
      // Only a top-level category takes children.
      visible: (c) => c.parentId === '0',
      run: (c, screen) => screen.create({ parentId: c.id, type: c.type }),
    },
  ],
});

export default resourceScreen(courseCateScreen);
