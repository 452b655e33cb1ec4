import type { ComponentProps } from 'react';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { msgResource } from '@pocket/contract';
import { RichTextField } from '../../components/rich-text-field.tsx';
import { defineScreen } from '../../components/resource/screen-def.ts';
import { resourceScreen } from '../../components/resource/resource-screen.tsx';
import { MY_MESSAGES, SEND_PAGE, viewPage } from './api/messages.ts';
import { MsgTypeTag } from './components/msg-type-tag.tsx';
import { ReceiptsDialog } from './components/receipts-dialog.tsx';
import { MSG_TYPE_OPTIONS } from './msg-types.ts';

/** The message's rich text, named by its field's label. */
function ContentEditor(props: Omit<ComponentProps<typeof RichTextField>, 'aria-label'>) {
  const { t } = useLingui();
  return <RichTextField {...props} aria-label={t`Content`} />;
}

/** The message centre (`/resources/msg`): the messages of the tenant, sent from the send page. */
export const msgScreen = defineScreen({
  resource: msgResource,
  texts: {
    title: msg`Message centre`,
    tableLabel: msg`Messages`,
    edit: msg`Edit message`,
    deleteTitle: msg`Delete messages`,
    deleteQuestion: (count) =>
      msg`Delete the ${count} selected message(s)? Their receivers no longer see them.`,
    importTitle: msg`Import messages`,
    imported: (count) => msg`Imported ${plural(count, { one: '# message', other: '# messages' })}`,
  },
  rowLabel: (m) => m.title,
  columns: [
    { key: 'title', header: msg`Title`, sortable: true },
    { key: 'msgType', header: msg`Type`, cell: (m) => <MsgTypeTag type={m.msgType.code} /> },
    { key: 'author', header: msg`Author` },
    { key: 'readCount', header: msg`Read / receivers`, cell: (m) => `${m.readCount} / ${m.receiverCount}` },
    { key: 'createTime', header: msg`Created at`, sortable: true },
  ],
  filters: [
    { type: 'text', key: 'title', label: msg`Title` },
    { type: 'select', key: 'msgType', label: msg`Type`, options: MSG_TYPE_OPTIONS },
    { type: 'text', key: 'author', label: msg`Author` },
    { type: 'date-range', key: 'createTime', label: msg`Created` },
  ],
  // Editing changes what the receivers read (their bells update); the receivers stay.
  form: {
    size: 'lg',
    fields: [
      { name: 'msgType', control: 'radio', label: msg`Type`, options: MSG_TYPE_OPTIONS },
      { name: 'title', control: 'text', label: msg`Title` },
      {
        name: 'content',
        control: 'custom',
        label: msg`Content`,
        render: (field) => (
          <ContentEditor
            id={field.id}
            value={String(field.value)}
            onChange={field.onChange}
            onBlur={field.onBlur}
            {...(field['aria-describedby'] ? { 'aria-describedby': field['aria-describedby'] } : {})}
            {...(field['aria-invalid'] ? { 'aria-invalid': field['aria-invalid'] } : {})}
          />
        ),
      },
      { name: 'author', control: 'text', label: msg`Author` },
    ],
  },
  rowActions: [
    { id: 'view', label: msg`View`, run: (m, screen) => screen.navigate(viewPage(m.id)) },
    {
      id: 'receipts',
      label: msg`Receipts`,
      describe: (m) => msg`Read receipts of ${m.title}`,
      run: (m, screen) => screen.show((close) => <ReceiptsDialog message={m} close={close} />),
    },
  ],
  onCreate: (screen) => screen.navigate(SEND_PAGE),
  defaultSort: 'createTime',
  exportName: 'messages',
  // A message sent to oneself shows in the bell; deleting it there too.
  refreshes: [MY_MESSAGES],
});

export default resourceScreen(msgScreen);
