import { msg } from '@lingui/core/macro';
import { smsTemplateResource } from '@pocket/contract';
import { defineScreen } from '../../components/resource/screen-def.ts';
import { resourceScreen } from '../../components/resource/resource-screen.tsx';
import { SMS_SEND_PAGE } from './api/sms.ts';

/** How a placeholder is written (a value of the message, not text to translate). */
const PLACEHOLDER_EXAMPLE = '${name}';

/** SMS templates (`/resources/smsTemplate`): where messages go and what they say. The app
 * secret is write-only: the list shows its mask, the form starts it blank (blank keeps it). */
export const smsTemplateScreen = defineScreen({
  resource: smsTemplateResource,
  texts: {
    title: msg`SMS templates`,
    add: msg`Add SMS template`,
    edit: msg`Edit SMS template`,
    deleteTitle: msg`Delete SMS templates`,
    deleteQuestion: (count) =>
      msg`Delete the ${count} selected SMS template(s)? Tasks already made keep their text.`,
  },
  rowLabel: (t) => t.name,
  columns: [
    { key: 'customCode', header: msg`Code`, cell: 'code', sortable: true },
    { key: 'name', header: msg`Name`, sortable: true },
    { key: 'providerType', header: msg`Provider`, cell: 'enum' },
    { key: 'content', header: msg`Content` },
    { key: 'templateParams', header: msg`Placeholders`, cell: (t) => t.templateParams.join(', ') },
    { key: 'signName', header: msg`Sign name` },
    { key: 'templateCode', header: msg`Template code`, hidden: true },
    { key: 'appId', header: msg`App ID`, hidden: true },
    { key: 'appSecret', header: msg`App secret`, hidden: true },
    { key: 'createTime', header: msg`Created at`, sortable: true },
  ],
  filters: [
    { type: 'text', key: 'name', label: msg`Name` },
    { type: 'text', key: 'customCode', label: msg`Code` },
    { type: 'select', key: 'providerType', label: msg`Provider`, enum: 'SmsProvider' },
  ],
  form: {
    columns: 2,
    size: 'lg',
    // The stored secret never comes back: its field starts blank, and blank keeps it.
    toForm: (t) => ({
      providerType: t.providerType.code,
      customCode: t.customCode,
      name: t.name,
      appId: t.appId ?? '',
      appSecret: '',
      url: t.url ?? '',
      templateCode: t.templateCode ?? '',
      signName: t.signName ?? '',
      content: t.content,
      templateDescribe: t.templateDescribe ?? '',
    }),
    fields: [
      {
        name: 'providerType',
        control: 'select',
        label: msg`Provider`,
        enum: 'SmsProvider',
        initial: 'OUTBOX',
      },
      { name: 'customCode', control: 'text', label: msg`Code` },
      { name: 'name', control: 'text', label: msg`Name` },
      { name: 'signName', control: 'text', label: msg`Sign name` },
      { name: 'appId', control: 'text', label: msg`App ID`, description: msg`The provider's access key id` },
      {
        name: 'appSecret',
        control: 'text',
        inputType: 'password',
        label: msg`App secret`,
        description: msg`Stored encrypted and never shown again; leave blank to keep the stored one`,
      },
      { name: 'templateCode', control: 'text', label: msg`Template code` },
      {
        name: 'url',
        control: 'text',
        inputType: 'url',
        label: msg`API address`,
        description: msg`Only when not the provider's public address`,
      },
      {
        name: 'content',
        control: 'textarea',
        rows: 3,
        label: msg`Content`,
        description: msg`Placeholders are written ${PLACEHOLDER_EXAMPLE}: each is filled in when sending`,
        wide: true,
      },
      { name: 'templateDescribe', control: 'textarea', rows: 2, label: msg`Description`, wide: true },
    ],
  },
  rowActions: [
    {
      id: 'send',
      label: msg`Send SMS`,
      describe: (t) => msg`Send SMS with ${t.name}`,
      run: (t, screen) => screen.navigate(`${SMS_SEND_PAGE}?templateId=${encodeURIComponent(t.id)}`),
    },
  ],
  defaultSort: 'createTime',
  exportName: 'sms-templates',
});

export default resourceScreen(smsTemplateScreen);
