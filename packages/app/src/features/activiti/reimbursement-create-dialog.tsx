import { Controller, useFieldArray, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@pocket/api-client';
import {
  MAX_REIMBURSEMENT_ITEMS,
  bizReimbursementCreateSchema,
  reimbursementTotal,
  type BizReimbursementCreate,
  type ReimbursementType,
} from '@pocket/contract';
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
  Input,
  Textarea,
  toast,
} from '@pocket/ui';
import { Plus, Trash2 } from 'lucide-react';
import { applyFieldIssues, isValidationFailure } from '../../lib/form-issues.ts';
import { formatCents, yuanToCents } from '../../lib/money.ts';
import { useValidationText } from '../../lib/use-validation-text.ts';
import { ReceiptsUpload, type Receipt } from './receipts-upload.tsx';
import { reimbursementApi } from './request-api.ts';
import { REIMBURSEMENT_TYPE_LABEL } from './request-parts.tsx';
import { TypeSelectField } from './request-screen-parts.tsx';

/** An item as the form edits it: the amount in yuan as typed, the receipts with their names. */
type ItemValues = { itemName: string; amount: string; remark: string; receipts: Receipt[] };
export type ReimbursementValues = { type: ReimbursementType | ''; reason: string; items: ItemValues[] };

const NEW_ITEM: ItemValues = { itemName: '', amount: '', remark: '', receipts: [] };
const EMPTY: ReimbursementValues = { type: '', reason: '', items: [NEW_ITEM] };

/** Yuan typed ("12.5") in integer cents; blank stays blank, and text that is no amount is NaN. */
function amountCents(text: string): number | string {
  if (!text.trim()) return '';
  return yuanToCents(text) ?? Number.NaN;
}

/** The body the form's values make: amounts in cents, receipts by attachment id. */
export function toReimbursementBody(values: ReimbursementValues) {
  return {
    type: values.type,
    reason: values.reason,
    items: values.items.map((item) => ({
      itemName: item.itemName,
      amount: amountCents(item.amount),
      remark: item.remark,
      attachmentIds: item.receipts.map((r) => r.id),
    })),
  };
}

const schemaResolver = zodResolver(bizReimbursementCreateSchema);

/**
 * Validates the body the values make with the contract's schema; an amount left blank reads
 * "Can't be empty" rather than the schema's "greater than zero".
 */
const resolver: Resolver<ReimbursementValues, unknown, BizReimbursementCreate> = async (
  values,
  context,
  options,
) => {
  const result = await schemaResolver(toReimbursementBody(values) as never, context, options as never);
  const errors = result.errors as FieldErrors<ReimbursementValues>;
  values.items.forEach((item, i) => {
    const itemErrors = errors.items?.[i];
    if (!item.amount.trim() && itemErrors?.amount)
      itemErrors.amount = { type: 'required', message: 'required' };
  });
  return result as never;
};

/**
 * "Ask for a reimbursement": the type, the reason and the expenses (name, amount in yuan with
 * two decimals, remark, receipts), rows added and removed, the total computed as amounts change
 * (the contract's `reimbursementTotal`); validated with the contract's schema, errors of an item
 * at its field. Submitting starts the tenant's reimbursement process.
 */
export function ReimbursementCreateDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: () => void;
}) {
  const { t } = useLingui();
  const text = useValidationText();
  const form = useForm<ReimbursementValues, unknown, BizReimbursementCreate>({
    defaultValues: EMPTY,
    resolver,
    mode: 'onTouched',
  });
  const { control, register, formState, watch } = form;
  const errors = formState.errors;
  const items = useFieldArray({ control, name: 'items' });
  const amounts = watch('items').map((item) => ({ amount: yuanToCents(item.amount) ?? 0 }));
  const total = reimbursementTotal(amounts);
  const amountError = (code: string | undefined) =>
    code === undefined
      ? undefined
      : code === 'required'
        ? text(code)
        : t`Enter an amount above 0 with at most two decimals`;

  const submit = form.handleSubmit(async (body) => {
    try {
      await reimbursementApi.bizReimbursementCreate({ body }, { silent: true });
      toast.success(t`Reimbursement requested`);
      onCreated();
      onClose();
    } catch (error) {
      const fields = [
        'type',
        'reason',
        'items',
        ...items.fields.flatMap((_, i) =>
          (['itemName', 'amount', 'remark', 'attachmentIds'] as const).map((f) => `items.${i}.${f}` as const),
        ),
      ] as never[];
      const fielded = isValidationFailure(error) && isApiError(error) && error.issues?.length;
      if (fielded) applyFieldIssues(error, form.setError, fields);
      else toast.error(isApiError(error) && error.msg ? error.msg : t`Update failed`);
    }
  });

  const title = t`Ask for a reimbursement`;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent size="xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            <Trans>Fields marked with * are required.</Trans>
          </DialogDescription>
        </DialogHeader>
        <form noValidate aria-label={title} onSubmit={(event) => void submit(event)}>
          <DialogBody>
            <div className="grid gap-4 sm:grid-cols-2">
              <TypeSelectField
                control={control}
                name="type"
                label={t`Expense type`}
                types={REIMBURSEMENT_TYPE_LABEL}
                error={text(errors.type?.message)}
              />
              <div aria-live="polite" className="grid content-end gap-1.5 text-sm">
                <span className="text-muted-foreground">
                  <Trans>Total</Trans>
                </span>
                <output className="text-base font-semibold tabular-nums">{formatCents(total)}</output>
              </div>
              <FormField
                className="sm:col-span-2"
                label={t`Reason`}
                required
                error={text(errors.reason?.message)}
              >
                <Textarea rows={2} {...register('reason')} />
              </FormField>
            </div>
            <fieldset className="grid gap-3">
              <legend className="mb-2 text-sm font-medium">
                <Trans>Expenses</Trans>
              </legend>
              {errors.items?.message || errors.items?.root?.message ? (
                <p role="alert" className="text-xs text-danger">
                  {text(errors.items.message ?? errors.items.root?.message)}
                </p>
              ) : null}
              {items.fields.map((item, i) => {
                const n = i + 1;
                // The schema's issues of the receipts name the body's field, `attachmentIds`.
                const itemErrors = errors.items?.[i] as
                  | (NonNullable<FieldErrors<ReimbursementValues>['items']>[number] & {
                      attachmentIds?: { message?: string };
                    })
                  | undefined;
                return (
                  <div
                    key={item.id}
                    role="group"
                    aria-label={t`Expense ${n}`}
                    className="grid gap-3 rounded-md border border-border p-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,2fr)_auto]"
                  >
                    <FormField label={t`Expense item`} required error={text(itemErrors?.itemName?.message)}>
                      <Input {...register(`items.${i}.itemName`)} />
                    </FormField>
                    <FormField
                      label={t`Amount (¥)`}
                      required
                      error={amountError(itemErrors?.amount?.message)}
                    >
                      <Input inputMode="decimal" placeholder="0.00" {...register(`items.${i}.amount`)} />
                    </FormField>
                    <FormField label={t`Remark`} error={text(itemErrors?.remark?.message)}>
                      <Input {...register(`items.${i}.remark`)} />
                    </FormField>
                    <div className="flex items-end">
                      <Button
                        type="button"
                        variant="ghost"
                        size="sm"
                        clickGuardMs={0}
                        disabled={items.fields.length === 1}
                        aria-label={t`Remove expense ${n}`}
                        onClick={() => items.remove(i)}
                      >
                        <Trash2 aria-hidden className="size-4" />
                      </Button>
                    </div>
                    <div className="sm:col-span-4">
                      <Controller
                        control={control}
                        name={`items.${i}.receipts`}
                        render={({ field }) => (
                          <ReceiptsUpload
                            value={field.value}
                            onChange={field.onChange}
                            label={t`Upload a receipt for expense ${n}`}
                          />
                        )}
                      />
                      {itemErrors?.attachmentIds ? (
                        <p className="text-xs text-danger">{text(itemErrors.attachmentIds.message)}</p>
                      ) : null}
                    </div>
                  </div>
                );
              })}
              {items.fields.length < MAX_REIMBURSEMENT_ITEMS ? (
                <div>
                  <Button
                    type="button"
                    variant="secondary"
                    size="sm"
                    clickGuardMs={0}
                    onClick={() => items.append({ ...NEW_ITEM, receipts: [] })}
                  >
                    <Plus aria-hidden className="size-4" />
                    <Trans>Add expense</Trans>
                  </Button>
                </div>
              ) : null}
            </fieldset>
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
