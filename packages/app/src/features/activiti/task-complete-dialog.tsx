import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@pocket/api-client';
import { wfTaskCompleteSchema, type WfTask, type WfTaskComplete, type WfTaskResult } from '@pocket/contract';
import {
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Textarea,
  toast,
} from '@pocket/ui';
import { applyFieldIssues, isValidationFailure } from '../../lib/form-issues.ts';
import { useValidationText } from '../../lib/use-validation-text.ts';
import { taskApi } from './request-api.ts';

type CompleteValues = { result: WfTaskResult; comment: string };
const resolver = zodResolver(wfTaskCompleteSchema);

/** What the task is about: the request's title, process, step, kind, reason and starter. */
function TaskSummary({ task }: { task: WfTask }) {
  const { t } = useLingui();
  const rows: [string, string][] = [
    [t`Request title`, task.title],
    [t`Process`, task.processDefinitionName],
    [t`Step`, task.name],
    [t`Type`, task.type || task.typeReimbursement],
    [t`Reason`, task.reason || task.reasonReimbursement],
    [t`Requested by`, task.startUser],
    [t`Started at`, task.startTime],
  ];
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 rounded-md bg-muted p-3 text-sm">
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/**
 * Approve or reject a task waiting for the user: the request's summary and a comment, required
 * to reject (the contract's `wfTaskCompleteSchema`). A task someone else handled meanwhile is
 * refused by the server: its message is shown and the list reloads.
 */
export function TaskCompleteDialog({
  task,
  result,
  onClose,
  onDone,
}: {
  task: WfTask;
  result: WfTaskResult;
  onClose: () => void;
  /** Reloads the list (after a success, and after a refusal that the task is no longer waiting). */
  onDone: () => void;
}) {
  const { t } = useLingui();
  const text = useValidationText();
  const form = useForm<CompleteValues, unknown, WfTaskComplete>({
    defaultValues: { result, comment: '' },
    resolver: resolver as never,
    mode: 'onTouched',
  });
  const rejecting = result === 'REJECT';
  const title = rejecting ? t`Reject: ${task.title}` : t`Approve: ${task.title}`;

  const submit = form.handleSubmit(async (body) => {
    try {
      await taskApi.taskComplete({ params: { id: task.id }, body }, { silent: true });
      toast.success(rejecting ? t`Rejected` : t`Approved`);
      onDone();
      onClose();
    } catch (error) {
      if (isValidationFailure(error) && isApiError(error) && error.issues?.length) {
        applyFieldIssues(error, form.setError, ['comment', 'result']);
        return;
      }
      toast.error(isApiError(error) && error.msg ? error.msg : t`Update failed`);
      onDone();
      onClose();
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent size="md">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {rejecting ? (
              <Trans>Rejecting ends the request; say why in the comment.</Trans>
            ) : (
              <Trans>Approving passes the request to its next step.</Trans>
            )}
          </DialogDescription>
        </DialogHeader>
        <form noValidate aria-label={title} onSubmit={(event) => void submit(event)}>
          <DialogBody>
            <TaskSummary task={task} />
            <FormField
              label={t`Approval comment`}
              required={rejecting}
              error={text(form.formState.errors.comment?.message)}
            >
              <Textarea {...form.register('comment')} />
            </FormField>
          </DialogBody>
          <DialogFooter className="mt-6">
            <Button type="button" variant="secondary" clickGuardMs={0} onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              type="submit"
              variant={rejecting ? 'danger' : 'primary'}
              loading={form.formState.isSubmitting}
            >
              {rejecting ? <Trans>Reject</Trans> : <Trans>Approve</Trans>}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
