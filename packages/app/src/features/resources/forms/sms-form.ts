import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  ValidationCode,
  smsTaskCreateSchema,
  splitMobiles,
  templatePlaceholders,
  type SmsTask,
  type SmsTaskCreate,
} from '@pocket/contract';

/** What the send form edits: receivers as typed, placeholder values by name, now or at a time. */
export type SmsFormValues = {
  templateId: string;
  topic: string;
  params: Record<string, string>;
  receivers: string;
  when: 'now' | 'later';
  sendTime: string;
};

export function emptySmsForm(templateId = ''): SmsFormValues {
  return { templateId, topic: '', params: {}, receivers: '', when: 'now', sendTime: '' };
}

/** A draft's values in the form. */
export function smsTaskToForm(task: SmsTask): SmsFormValues {
  return {
    templateId: task.templateId,
    topic: task.topic ?? '',
    params: { ...task.templateParams },
    receivers: task.telNum.join('\n'),
    when: task.sendTime ? 'later' : 'now',
    sendTime: task.sendTime ?? '',
  };
}

/** The body of `POST /msg/smsTask` (and of the update, with the id): only the template's
 * placeholders are sent. */
export function toSmsBody(
  values: SmsFormValues,
  placeholders: readonly string[],
  draft: boolean,
): SmsTaskCreate {
  return {
    templateId: values.templateId,
    topic: values.topic,
    telNum: splitMobiles(values.receivers),
    templateParams: Object.fromEntries(placeholders.map((name) => [name, values.params[name] ?? ''])),
    sendTime: values.when === 'later' ? values.sendTime : '',
    draft,
  };
}

/** The form field an issue of the body names: `templateParams.<name>` is that placeholder's
 * input, `telNum` (and `telNum.<i>`) the receivers box. */
export function smsIssueField(path: readonly string[]): string | undefined {
  const [head, next] = path;
  if (head === 'templateParams' && next) return `params.${next}`;
  if (head === 'telNum') return 'receivers';
  if (head === 'templateId' || head === 'sendTime' || head === 'topic') return head;
  return undefined;
}

/** An issue's message as the form keeps it: the validation code, and for a wrong mobile the
 * number itself after a tab (the field shows "Phone number is invalid: 12345"). */
export function smsIssueMessage(code: string, path: readonly string[], values: SmsFormValues): string {
  const index = path[0] === 'telNum' && path[1] !== undefined ? Number(path[1]) : NaN;
  const mobile = Number.isInteger(index) ? splitMobiles(values.receivers)[index] : undefined;
  return mobile ? `${code}\t${mobile}` : code;
}

/**
 * Validates the form with the contract's schema over the body it becomes, plus what only the
 * chosen template knows: every placeholder needs a value; a chosen time needs a time.
 */
export function smsFormResolver(placeholders: () => readonly string[]): Resolver<SmsFormValues> {
  return async (values) => {
    const errors: Record<string, { type: string; message: string }> = {};
    const put = (field: string | undefined, message: string) => {
      if (field && !errors[field]) errors[field] = { type: 'validate', message };
    };
    const parsed = smsTaskCreateSchema.safeParse(toSmsBody(values, placeholders(), false));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const path = issue.path.map(String);
        put(smsIssueField(path), smsIssueMessage(issue.message, path, values));
      }
    }
    for (const name of placeholders())
      if ((values.params[name] ?? '').trim() === '') put(`params.${name}`, ValidationCode.required);
    if (values.when === 'later' && values.sendTime === '') put('sendTime', ValidationCode.required);
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    // Nested names (`params.code`) as react-hook-form keeps them.
    const nested: Record<string, unknown> = {};
    for (const [name, error] of Object.entries(errors)) {
      const [head, tail] = name.split('.') as [string, string | undefined];
      if (tail === undefined) nested[head] = error;
      else nested[head] = { ...(nested[head] as object | undefined), [tail]: error };
    }
    return { values: {}, errors: nested as FieldErrors<SmsFormValues> };
  };
}

/** The placeholders of a template's content (none when no template is chosen). */
export const placeholdersOf = (content: string | undefined) => (content ? templatePlaceholders(content) : []);
