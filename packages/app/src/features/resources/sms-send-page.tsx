import { useEffect, useMemo, useRef } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate, useSearchParams } from 'react-router';
import useSWR, { useSWRConfig } from 'swr';
import { isApiError } from '@pocket/api-client';
import { fillTemplate, splitMobiles, SMS_MAX_RECEIVERS } from '@pocket/contract';
import {
  Button,
  DateTimePicker,
  ErrorState,
  FormField,
  Input,
  LoadingState,
  RadioGroup,
  Select,
  Textarea,
  toast,
} from '@pocket/ui';
import { smsTaskApi } from '../../app/api/smsTask.ts';
import { keyMatcher, swrKey } from '../../lib/swr-keys.ts';
import { useValidationText } from '../../lib/use-validation-text.ts';
import { SMS_TASKS, useSmsTemplates } from './api/sms.ts';
import {
  emptySmsForm,
  placeholdersOf,
  smsFormResolver,
  smsIssueField,
  smsIssueMessage,
  smsTaskToForm,
  toSmsBody,
  type SmsFormValues,
} from './forms/sms-form.ts';

/**
 * `/resources/sms/edit` (spec section 2, "Send SMS"): choose a template, fill its placeholders,
 * type the receivers, and send now or at a time, or keep a draft. `?id=` opens a draft,
 * `?templateId=` starts with a template chosen.
 */
export function SmsSendPage() {
  const { t } = useLingui();
  const validation = useValidationText();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [search] = useSearchParams();
  const draftId = search.get('id') ?? '';
  const templates = useSmsTemplates();
  const draft = useSWR(/^[0-9]{1,19}$/.test(draftId) ? swrKey('msg/smsTask', { id: draftId }) : null, () =>
    smsTaskApi.smsTaskGet({ params: { id: draftId } }),
  );
  const placeholders = useRef<readonly string[]>([]);
  const form = useForm<SmsFormValues>({
    defaultValues: emptySmsForm(search.get('templateId') ?? ''),
    resolver: smsFormResolver(() => placeholders.current),
    mode: 'onTouched',
  });
  const { register, control, handleSubmit, setError, watch, reset, formState } = form;
  const { errors, isSubmitting } = formState;
  useEffect(() => {
    if (draft.data) reset(smsTaskToForm(draft.data));
  }, [draft.data, reset]);

  const values = watch();
  const template = templates.data?.find((tpl) => tpl.id === values.templateId);
  placeholders.current = placeholdersOf(template?.content);
  const receiverCount = useMemo(() => new Set(splitMobiles(values.receivers)).size, [values.receivers]);
  const preview = template
    ? `${template.signName ? `【${template.signName}】` : ''}${fillTemplate(template.content, values.params)}`
    : '';
  /** A field's error text (a wrong mobile names the number). */
  const errorText = (message: string | undefined) => {
    if (!message) return undefined;
    const [code, mobile] = message.split('\t');
    const text = validation(code);
    return mobile ? `${text}: ${mobile}` : text;
  };

  const submit = (asDraft: boolean) =>
    handleSubmit(async (v) => {
      const body = toSmsBody(v, placeholders.current, asDraft);
      try {
        if (draft.data)
          await smsTaskApi.smsTaskUpdate({ body: { id: draft.data.id, ...body } }, { silent: true });
        else await smsTaskApi.smsTaskCreate({ body }, { silent: true });
        await mutate(keyMatcher('msg/smsTask'));
        toast.success(
          asDraft ? t`Draft saved` : v.when === 'later' ? t`SMS scheduled` : t`SMS sent to the queue`,
        );
        void navigate(SMS_TASKS);
      } catch (error) {
        let onField = false;
        if (isApiError(error)) {
          for (const issue of error.issues ?? []) {
            const field = smsIssueField(issue.path);
            if (!field) continue;
            onField = true;
            setError(field as Path<SmsFormValues>, {
              type: 'server',
              message: smsIssueMessage(issue.code, issue.path, v),
            });
          }
        }
        if (!onField) toast.error(isApiError(error) && error.msg ? error.msg : t`Sending failed`);
      }
    });

  if (draftId && draft.error)
    return <ErrorState title={t`The draft could not be loaded`} onRetry={() => void draft.mutate()} />;
  if ((draftId && !draft.data) || templates.isLoading) return <LoadingState />;

  const templateOptions = (templates.data ?? []).map((tpl) => ({
    value: tpl.id,
    label: `${tpl.name} (${tpl.customCode})`,
  }));
  return (
    <section aria-labelledby="sms-send-title" className="grid max-w-3xl gap-4 p-4">
      <h1 id="sms-send-title" className="text-lg font-semibold">
        {draft.data ? <Trans>Edit SMS draft</Trans> : <Trans>Send SMS</Trans>}
      </h1>
      <form
        noValidate
        aria-label={t`Send SMS`}
        className="grid gap-4"
        onSubmit={(e) => void submit(false)(e)}
      >
        <FormField label={t`Template`} required error={errorText(errors.templateId?.message)}>
          {(wiring) => (
            <Controller
              control={control}
              name="templateId"
              render={({ field }) => (
                <Select
                  {...wiring}
                  options={templateOptions}
                  placeholder={templateOptions.length ? t`Choose a template` : t`No SMS template yet`}
                  value={field.value || undefined}
                  onValueChange={(v) => {
                    field.onChange(v);
                    field.onBlur();
                  }}
                />
              )}
            />
          )}
        </FormField>
        {template ? (
          <div
            className="grid gap-3 rounded-md border border-border p-3"
            aria-label={t`Placeholders`}
            role="group"
          >
            {placeholders.current.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                <Trans>This template has no placeholders.</Trans>
              </p>
            ) : (
              placeholders.current.map((name) => (
                <FormField
                  key={`${template.id}-${name}`}
                  label={name}
                  required
                  error={errorText(errors.params?.[name]?.message)}
                >
                  <Input autoComplete="off" {...register(`params.${name}`)} />
                </FormField>
              ))
            )}
            <div className="grid gap-1">
              <span className="text-sm font-medium">
                <Trans>Preview</Trans>
              </span>
              <p data-testid="sms-preview" className="rounded bg-muted px-3 py-2 text-sm whitespace-pre-wrap">
                {preview}
              </p>
            </div>
          </div>
        ) : null}
        <FormField
          label={t`Receivers`}
          required
          description={t`Mobile numbers, one per line or separated by commas; duplicates are sent once (at most ${SMS_MAX_RECEIVERS}). ${receiverCount} receiver(s).`}
          error={errorText(errors.receivers?.message)}
        >
          <Textarea rows={5} className="font-mono" {...register('receivers')} />
        </FormField>
        <FormField label={t`Topic`} error={errorText(errors.topic?.message)}>
          <Input autoComplete="off" {...register('topic')} />
        </FormField>
        <FormField label={t`When`}>
          {(wiring) => (
            <Controller
              control={control}
              name="when"
              render={({ field }) => (
                <RadioGroup
                  {...wiring}
                  aria-label={t`When`}
                  orientation="horizontal"
                  options={[
                    { value: 'now', label: t`Now` },
                    { value: 'later', label: t`At a time` },
                  ]}
                  value={field.value}
                  onValueChange={field.onChange}
                />
              )}
            />
          )}
        </FormField>
        {values.when === 'later' ? (
          <FormField label={t`Send at`} required error={errorText(errors.sendTime?.message)}>
            {(wiring) => (
              <Controller
                control={control}
                name="sendTime"
                render={({ field }) => (
                  <DateTimePicker
                    {...wiring}
                    name={field.name}
                    value={field.value}
                    onValueChange={field.onChange}
                    onBlur={field.onBlur}
                  />
                )}
              />
            )}
          </FormField>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={isSubmitting}>
            {values.when === 'later' ? <Trans>Schedule</Trans> : <Trans>Send</Trans>}
          </Button>
          <Button
            type="button"
            variant="secondary"
            loading={isSubmitting}
            onClick={() => void submit(true)()}
          >
            <Trans>Save as draft</Trans>
          </Button>
          <Button type="button" variant="ghost" clickGuardMs={0} onClick={() => void navigate(SMS_TASKS)}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      </form>
    </section>
  );
}
