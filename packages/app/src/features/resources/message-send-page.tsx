import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { isApiError } from '@pocket/api-client';
import { userResource } from '@pocket/contract';
import { usePermission } from '@pocket/auth/react';
import { Button, FormField, Input, LoadingState, RadioGroup, Textarea, Tree, toast } from '@pocket/ui';
import { applyFieldIssues } from '../../lib/form-issues.ts';
import { useSessionUser } from '../../lib/use-session-user.ts';
import { useValidationText } from '../../lib/use-validation-text.ts';
import { useReceiverChoices, useSendMessage } from './api/messages.ts';
import { checkedUserIds, receiverNodes } from './components/receiver-tree.ts';
import { MSG_FORM_FIELDS, emptyMsgForm, msgFormResolver, type MsgFormValues } from './forms/msg-form.ts';
import { MSG_TYPE_OPTIONS } from './msg-types.ts';

const MESSAGE_CENTRE = '/resources/msg';

/** `/resources/msg/edit` without `type=view`: write a message to chosen users or to everyone. */
export function MessageSendPage() {
  const { t, i18n } = useLingui();
  const text = useValidationText();
  const navigate = useNavigate();
  const me = useSessionUser();
  const gates = usePermission();
  const send = useSendMessage();
  const canListUsers = gates.hasAllPermissions(userResource.permissions.view);
  const users = useReceiverChoices(canListUsers);
  const nodes = useMemo(
    () => receiverNodes(users.data ?? [], t`No organisation`),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the group label is translated: rebuilt when the language changes
    [users.data, i18n.locale],
  );
  const typeOptions = MSG_TYPE_OPTIONS.map((o) => ({ value: o.value, label: i18n._(o.label) }));

  const { register, control, handleSubmit, setError, watch, formState } = useForm<MsgFormValues>({
    defaultValues: emptyMsgForm(me?.name ?? ''),
    resolver: msgFormResolver(),
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = formState;
  const receiverCount = watch('receiverIds').length;

  const submit = handleSubmit(async (values) => {
    try {
      await send(values);
      toast.success(t`Message sent`);
      void navigate(MESSAGE_CENTRE);
    } catch (error) {
      // Problems the server puts on fields are shown there; anything else is reported here.
      const rest = applyFieldIssues(error, setError, MSG_FORM_FIELDS);
      const onFields = isApiError(error) && (error.issues?.length ?? 0) > rest.length;
      if (!onFields || rest.length > 0) {
        toast.error(isApiError(error) && error.msg ? error.msg : t`Send failed`);
      }
    }
  });

  return (
    <section aria-labelledby="msg-send-title" className="grid max-w-3xl gap-4 p-4">
      <h1 id="msg-send-title" className="text-lg font-semibold">
        <Trans>Send message</Trans>
      </h1>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-label={t`Send message`}
        className="grid gap-4"
      >
        <FormField label={t`Type`} required error={text(errors.msgType?.message)}>
          {(control_) => (
            <Controller
              control={control}
              name="msgType"
              render={({ field }) => (
                <RadioGroup
                  {...control_}
                  aria-label={t`Type`}
                  orientation="horizontal"
                  options={typeOptions}
                  value={field.value}
                  onValueChange={field.onChange}
                />
              )}
            />
          )}
        </FormField>
        <FormField label={t`Title`} required error={text(errors.title?.message)}>
          <Input autoComplete="off" {...register('title')} />
        </FormField>
        <FormField
          label={t`Content`}
          required
          description={t`Plain text; an empty line starts a new paragraph.`}
          error={text(errors.content?.message)}
        >
          <Textarea rows={8} {...register('content')} />
        </FormField>
        <FormField label={t`Author`} error={text(errors.author?.message)}>
          <Input autoComplete="off" {...register('author')} />
        </FormField>
        <fieldset className="grid gap-2" aria-describedby="msg-receivers-summary">
          <legend className="text-sm font-medium">
            <Trans>Receivers</Trans>
          </legend>
          <p id="msg-receivers-summary" className="text-sm text-muted-foreground" aria-live="polite">
            {receiverCount === 0 ? (
              <Trans>Nobody chosen: every user of the tenant receives the message.</Trans>
            ) : (
              <Trans>{receiverCount} user(s) chosen.</Trans>
            )}
          </p>
          {!canListUsers ? null : users.isLoading ? (
            <LoadingState />
          ) : users.error ? (
            <p className="text-sm text-danger" role="alert">
              <Trans>The users could not be loaded; the message can still go to everyone.</Trans>
            </p>
          ) : (
            <Controller
              control={control}
              name="receiverIds"
              render={({ field }) => (
                <Tree
                  label={t`Receivers`}
                  nodes={nodes}
                  checked={field.value}
                  onCheckedChange={(checked) => field.onChange(checkedUserIds(checked))}
                  defaultExpandAll
                  className="max-h-72 overflow-auto rounded-md border border-border p-2"
                />
              )}
            />
          )}
          {errors.receiverIds ? (
            <p className="text-sm text-danger" role="alert">
              {text(errors.receiverIds.message)}
            </p>
          ) : null}
        </fieldset>
        <div className="flex gap-2">
          <Button type="submit" loading={isSubmitting}>
            <Trans>Send</Trans>
          </Button>
          <Button
            type="button"
            variant="secondary"
            clickGuardMs={0}
            onClick={() => void navigate(MESSAGE_CENTRE)}
          >
            <Trans>Cancel</Trans>
          </Button>
        </div>
      </form>
    </section>
  );
}
