import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { smsTaskResource, type SmsTask } from '@pocket/contract';
import { Button } from '@pocket/ui';
import { smsSendStatusApi } from '../../app/api/smsSendStatus.ts';
import { smsTaskApi } from '../../app/api/smsTask.ts';
import { PagedDialog } from '../../components/paged-dialog.tsx';
import { defineScreen, type ScreenContext } from '../../components/resource/screen-def.ts';
import { resourceScreen } from '../../components/resource/resource-screen.tsx';
import { SMS_SEND_PAGE } from './api/sms.ts';
import { SMS_TASK_STATUS_OPTIONS, SmsSendStatusTag, SmsTaskStatusTag } from './components/sms-parts.tsx';

/** Each receiver of a task: its status, and the provider's code and reason when it failed. */
function ReceiversDialog({ task, close }: { task: SmsTask; close: () => void }) {
  const { t } = useLingui();
  return (
    <PagedDialog
      title={t`Receivers of ${task.topic ?? task.templateName}`}
      description={<span className="whitespace-pre-wrap">{task.content}</span>}
      label={t`Receivers`}
      headers={[t`Mobile`, t`Status`, t`Code`, t`Reason`, t`Sent at`]}
      cacheKey="msg/smsSendStatus/page"
      params={{ taskId: task.id }}
      fetch={(paging) =>
        smsSendStatusApi.smsSendStatusPage({ body: { model: { taskId: task.id }, ...paging } })
      }
      row={(r) => ({
        key: r.id,
        cells: [
          <span className="tabular-nums">{r.telNum}</span>,
          <SmsSendStatusTag status={r.sendStatus.code} />,
          r.code ? <code className="text-xs">{r.code}</code> : '—',
          r.sendStatus.code === 'SUCCESS' ? '' : (r.message ?? ''),
          <span className="tabular-nums">{r.sendTime ?? '—'}</span>,
        ],
      })}
      empty={t`This task has no receivers.`}
      close={close}
    />
  );
}

/** The built-in provider's outbox: every message as it would have left the machine. */
function OutboxDialog({ close }: { close: () => void }) {
  const { t } = useLingui();
  return (
    <PagedDialog
      title={t`Outbox`}
      description={t`Messages of templates with the built-in outbox provider: kept here, nothing leaves the machine.`}
      label={t`Outbox`}
      headers={[t`Mobile`, t`Text`, t`Sent at`]}
      cacheKey="msg/smsTask/outbox"
      params={{}}
      fetch={(paging) => smsTaskApi.smsOutboxPage({ body: { model: {}, ...paging } })}
      row={(m) => ({
        key: m.id,
        cells: [
          <span className="tabular-nums">{m.telNum}</span>,
          <span className="whitespace-pre-wrap">{m.content}</span>,
          <span className="tabular-nums">{m.createTime}</span>,
        ],
      })}
      empty={t`The outbox is empty.`}
      close={close}
    />
  );
}

function OutboxButton({ screen }: { screen: ScreenContext }) {
  return (
    <Button
      variant="secondary"
      size="sm"
      clickGuardMs={0}
      onClick={() => screen.show((close) => <OutboxDialog close={close} />)}
    >
      <Trans>Outbox</Trans>
    </Button>
  );
}

/** SMS tasks (`/resources/sms`): what was sent or is to be sent, and how each receiver went. */
export const smsScreen = defineScreen({
  resource: smsTaskResource,
  texts: {
    title: msg`SMS tasks`,
    deleteTitle: msg`Delete SMS tasks`,
    deleteQuestion: (count) =>
      msg`Delete the ${count} selected SMS task(s)? A task still waiting is not sent.`,
  },
  rowLabel: (task) => task.topic ?? task.templateName,
  columns: [
    { key: 'topic', header: msg`Topic` },
    { key: 'templateName', header: msg`Template` },
    {
      key: 'status',
      header: msg`Status`,
      cell: (task) => <SmsTaskStatusTag status={task.status.code} draft={task.draft} />,
    },
    {
      key: 'counts',
      header: msg`Sent / failed / receivers`,
      cell: (task) => `${task.counts.success} / ${task.counts.fail} / ${task.counts.total}`,
    },
    { key: 'content', header: msg`Text`, hidden: true },
    { key: 'sendTime', header: msg`Send at`, sortable: true, cell: (task) => task.sendTime ?? '' },
    { key: 'createTime', header: msg`Created at`, sortable: true },
  ],
  filters: [
    { type: 'text', key: 'topic', label: msg`Topic` },
    { type: 'select', key: 'status', label: msg`Status`, options: SMS_TASK_STATUS_OPTIONS },
    { type: 'date-range', key: 'createTime', label: msg`Created` },
  ],
  rowActions: [
    {
      id: 'receivers',
      label: msg`Receivers`,
      describe: (task) => msg`Receivers of ${task.topic ?? task.templateName}`,
      visible: () => true,
      run: (task, screen) => screen.show((close) => <ReceiversDialog task={task} close={close} />),
    },
    {
      id: 'edit-draft',
      label: msg`Edit draft`,
      permission: 'edit',
      visible: (task) => task.draft,
      run: (task, screen) => screen.navigate(`${SMS_SEND_PAGE}?id=${encodeURIComponent(task.id)}`),
    },
  ],
  onCreate: (screen) => screen.navigate(SMS_SEND_PAGE),
  toolbar: (screen) => <OutboxButton screen={screen} />,
  defaultSort: 'createTime',
});

export default resourceScreen(smsScreen);
