import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@pocket/api-client';
import {
  bizLeaveCreateSchema,
  leaveDays,
  type BizLeaveCreate,
  type HalfDay,
  type LeaveType,
} from '@pocket/contract';
import {
  Button,
  DatePicker,
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Select,
  Textarea,
  toast,
} from '@pocket/ui';
import { applyFieldIssues, isValidationFailure } from '../../lib/form-issues.ts';
import { useValidationText } from '../../lib/use-validation-text.ts';
import { leaveApi } from './request-api.ts';
import { HALF_DAY_LABEL, LEAVE_TYPE_LABEL, daysText, optionsOf } from './request-parts.tsx';
import { TypeSelectField } from './request-screen-parts.tsx';

type LeaveValues = {
  type: LeaveType | '';
  startDate: string;
  startHalf: HalfDay;
  endDate: string;
  endHalf: HalfDay;
  reason: string;
};

const FIELDS = ['type', 'startDate', 'startHalf', 'endDate', 'endHalf', 'reason'] as const;
const EMPTY: LeaveValues = {
  type: '',
  startDate: '',
  startHalf: 'AM',
  endDate: '',
  endHalf: 'PM',
  reason: '',
};
const resolver = zodResolver(bizLeaveCreateSchema);

/**
 * "Ask for leave": the type, the first and last day with their half (morning / afternoon), the
 * working days it takes computed as the dates change (the contract's `leaveDays`), and the
 * reason; validated with the contract's schema. Submitting starts the tenant's leave process.
 */
export function LeaveCreateDialog({ onClose, onCreated }: { onClose: () => void; onCreated: () => void }) {
  const { t, i18n } = useLingui();
  const text = useValidationText();
  const form = useForm<LeaveValues, unknown, BizLeaveCreate>({
    defaultValues: EMPTY,
    resolver: resolver as never,
    mode: 'onTouched',
  });
  const { control, register, formState, watch } = form;
  const errors = formState.errors;
  const [startDate, startHalf, endDate, endHalf] = watch(['startDate', 'startHalf', 'endDate', 'endHalf']);
  const days = startDate && endDate ? leaveDays(startDate, startHalf, endDate, endHalf) : null;
  const halves = optionsOf(HALF_DAY_LABEL).map((o) => ({ value: o.value, label: i18n._(o.label) }));

  const submit = form.handleSubmit(async (body) => {
    try {
      await leaveApi.bizLeaveCreate({ body }, { silent: true });
      toast.success(t`Leave requested`);
      onCreated();
      onClose();
    } catch (error) {
      const fielded = isValidationFailure(error) && isApiError(error) && error.issues?.length;
      if (fielded) applyFieldIssues(error, form.setError, FIELDS);
      else toast.error(isApiError(error) && error.msg ? error.msg : t`Update failed`);
    }
  });

  const title = t`Ask for leave`;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            <Trans>Fields marked with * are required.</Trans>
          </DialogDescription>
        </DialogHeader>
        <form noValidate aria-label={title} onSubmit={(event) => void submit(event)}>
          <DialogBody className="sm:grid-cols-2">
            <TypeSelectField
              control={control}
              name="type"
              label={t`Leave type`}
              types={LEAVE_TYPE_LABEL}
              error={text(errors.type?.message)}
            />
            <div aria-live="polite" className="grid content-end gap-1.5 text-sm">
              <span className="text-muted-foreground">
                <Trans>Working days</Trans>
              </span>
              <output className="text-base font-semibold tabular-nums">
                {days === null ? '—' : i18n._(daysText(days))}
              </output>
            </div>
            <FormField label={t`First day`} required error={text(errors.startDate?.message)}>
              {(c) => (
                <Controller
                  control={control}
                  name="startDate"
                  render={({ field }) => (
                    <DatePicker
                      {...c}
                      value={field.value}
                      onValueChange={field.onChange}
                      onBlur={field.onBlur}
                    />
                  )}
                />
              )}
            </FormField>
            <FormField label={t`Start half-day`} error={text(errors.startHalf?.message)}>
              {(c) => (
                <Controller
                  control={control}
                  name="startHalf"
                  render={({ field }) => (
                    <Select {...c} value={field.value} onValueChange={field.onChange} options={halves} />
                  )}
                />
              )}
            </FormField>
            <FormField label={t`Last day`} required error={text(errors.endDate?.message)}>
              {(c) => (
                <Controller
                  control={control}
                  name="endDate"
                  render={({ field }) => (
                    <DatePicker
                      {...c}
                      value={field.value}
                      min={startDate || undefined}
                      onValueChange={field.onChange}
                      onBlur={field.onBlur}
                    />
                  )}
                />
              )}
            </FormField>
            <FormField label={t`End half-day`} error={text(errors.endHalf?.message)}>
              {(c) => (
                <Controller
                  control={control}
                  name="endHalf"
                  render={({ field }) => (
                    <Select {...c} value={field.value} onValueChange={field.onChange} options={halves} />
                  )}
                />
              )}
            </FormField>
            <FormField
              className="sm:col-span-2"
              label={t`Reason`}
              required
              error={text(errors.reason?.message)}
            >
              <Textarea {...register('reason')} />
            </FormField>
          </DialogBody>
          <DialogFooter className="mt-6">
            <Button type="button" variant="secondary" clickGuardMs={0} onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={formState.isSubmitting}>
              <Trans>Submit</Trans>
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
