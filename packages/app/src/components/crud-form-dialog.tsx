import { useEffect, useRef, type ReactNode } from 'react';
import {
  Controller,
  useForm,
  type Control,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
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
  Switch,
} from '@pocket/ui';
import { applyFieldIssues } from '../lib/form-issues.ts';
import { useValidationText } from '../lib/use-validation-text.ts';

/**
 * The form of a create / edit dialog: validated by `resolver` (the contract's schema) on leaving
 * a field and on save, and reset to `toValues(source)` each time the dialog opens.
 */
export function useDialogForm<T extends FieldValues, S>(options: {
  open: boolean;
  /** What is edited; undefined when creating. */
  source: S | undefined;
  toValues: (source: S | undefined) => T;
  resolver: Resolver<T>;
}): UseFormReturn<T> {
  const { open, source, toValues, resolver } = options;
  const form = useForm<T>({
    defaultValues: toValues(undefined) as DefaultValues<T>,
    resolver,
    mode: 'onTouched',
  });
  const { reset } = form;
  const wasOpen = useRef(false);
  useEffect(() => {
    // Opening starts from the subject's values; a subject revalidated while the dialog is open
    // (the list refetched) only updates the fields the user has not touched.
    if (open) reset(toValues(source), wasOpen.current ? { keepDirtyValues: true } : undefined);
    wasOpen.current = open;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `toValues` is a pure mapping; reset when the dialog opens or its subject changes
  }, [open, source, reset]);
  return form;
}

type CrudFormDialogProps<T extends FieldValues> = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Defaults to the "fields marked with * are required" hint. */
  description?: ReactNode;
  size?: 'md' | 'lg';
  form: UseFormReturn<T>;
  /** The fields a server answer may name; its issues are put on them. */
  fields: readonly FieldPath<T>[];
  /** Saves; a rejection with field issues marks the fields, any other rejection is the caller's to report. */
  onSubmit: (values: T) => Promise<void>;
  /** Extra classes of the body, e.g. two columns. */
  bodyClassName?: string;
  /** Buttons of the form's own, before Cancel and Save. */
  actions?: ReactNode;
  children: ReactNode;
};

/** A create / edit dialog: title, form fields, Cancel and Save; it closes once the save succeeds. */
export function CrudFormDialog<T extends FieldValues>({
  open,
  onOpenChange,
  title,
  description,
  size = 'md',
  form,
  fields,
  onSubmit,
  bodyClassName,
  actions,
  children,
}: CrudFormDialogProps<T>) {
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      onOpenChange(false);
    } catch (error) {
      applyFieldIssues(error, form.setError, fields);
    }
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size={size}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {description ?? <Trans>Fields marked with * are required.</Trans>}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void submit(event)} aria-label={title}>
          <DialogBody className={bodyClassName}>{children}</DialogBody>
          <DialogFooter className="mt-6">
            {actions}
            <Button type="button" variant="secondary" clickGuardMs={0} onClick={() => onOpenChange(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              <Trans>Save</Trans>
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The "Valid" switch of a form (a boolean `state` field, or another named one). */
export function ValidSwitchField<T extends FieldValues>({
  control,
  name,
  error,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  error?: string;
}) {
  const { t } = useLingui();
  const text = useValidationText();
  return (
    <FormField label={t`Valid`} error={text(error)}>
      {(control_) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <Switch {...control_} checked={Boolean(field.value)} onCheckedChange={field.onChange} />
          )}
        />
      )}
    </FormField>
  );
}
