import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import useSWR from 'swr';
import { isApiError } from '@pocket/api-client';
import type { WfHistory } from '@pocket/contract';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  ErrorState,
  LoadingState,
  Tag,
} from '@pocket/ui';
import type { ScreenContext } from '../../components/resource/screen-def.ts';
import { swrKey } from '../../lib/swr-keys.ts';
import { BpmnDiagram } from './bpmn-diagram.tsx';
import { taskApi } from './request-api.ts';
import { InstanceStateTag, ResultTag } from './request-parts.tsx';

/** The steps of an instance: who did what, when, with which comment; the waiting step marked. */
function StepsTable({ history }: { history: WfHistory }) {
  const { t } = useLingui();
  return (
    <div className="overflow-x-auto rounded-md border border-border">
      <table className="w-full text-sm" aria-label={t`Steps`}>
        <thead className="bg-muted text-left text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">{t`Step`}</th>
            <th scope="col" className="px-3 py-2 font-medium">{t`By`}</th>
            <th scope="col" className="px-3 py-2 font-medium">{t`Result`}</th>
            <th scope="col" className="px-3 py-2 font-medium">{t`Approval comment`}</th>
            <th scope="col" className="px-3 py-2 font-medium">{t`Time`}</th>
          </tr>
        </thead>
        <tbody>
          {history.items.map((item, i) => (
            <tr key={i} className="border-t border-border">
              <td className="px-3 py-2">{item.itemName}</td>
              <td className="px-3 py-2">{item.createUser}</td>
              <td className="px-3 py-2">
                {item.done ? <ResultTag result={item.result} /> : <Tag variant="warning">{t`Waiting`}</Tag>}
              </td>
              <td className="px-3 py-2">{item.itemRemake ?? ''}</td>
              <td className="px-3 py-2 whitespace-nowrap tabular-nums">{item.createTime}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The history of a process instance in a dialog: its steps and its diagram with the path taken
 * (completed) and the waiting steps (active) marked. The one history view of leave requests,
 * reimbursements and tasks.
 */
export function ProcessHistoryDialog({ instanceId, onClose }: { instanceId: string; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const descriptionId = useId();
  const { data, error, mutate } = useSWR(
    swrKey('activiti/task/history', { instanceId, locale: i18n.locale }),
    () => taskApi.taskHistory({ params: { instanceId } }, { silent: true }),
  );
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent size="xl" aria-describedby={descriptionId}>
        <DialogHeader>
          <DialogTitle>{data ? t`History: ${data.title}` : t`History`}</DialogTitle>
          <DialogDescription id={descriptionId} asChild>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              {data ? (
                <>
                  <span>{data.processDefinitionName}</span>
                  <InstanceStateTag state={data.state} />
                  <span>
                    <Trans>
                      Started by {data.startUser} at {data.startTime}
                    </Trans>
                  </span>
                  {data.finishTime ? (
                    <span>
                      <Trans>Finished at {data.finishTime}</Trans>
                    </span>
                  ) : null}
                </>
              ) : (
                <span>
                  <Trans>The steps of the request and the path it took.</Trans>
                </span>
              )}
            </div>
          </DialogDescription>
        </DialogHeader>
        <DialogBody>
          {error ? (
            <ErrorState
              description={isApiError(error) && error.msg ? error.msg : t`The history cannot be loaded.`}
              onRetry={() => void mutate()}
            />
          ) : !data ? (
            <LoadingState />
          ) : (
            <>
              <StepsTable history={data} />
              <BpmnDiagram
                xml={data.xml}
                completedIds={data.completedIds}
                activeIds={data.activeIds}
                label={t`Process diagram of ${data.title}`}
                className="h-80"
              />
            </>
          )}
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}

/** Opens the history of a request's or task's process in the screen. */
export function showHistory(row: { instanceId: string }, screen: ScreenContext) {
  screen.show((close) => <ProcessHistoryDialog instanceId={row.instanceId} onClose={close} />);
}
