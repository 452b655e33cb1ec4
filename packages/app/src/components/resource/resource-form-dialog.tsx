import { useMemo } from 'react';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { callEndpoint } from '@pocket/api-client';
import type { EndpointDef } from '@pocket/contract';
import type { z } from 'zod';
import { client } from '../../app/services.ts';
import { CrudFormDialog, useDialogForm } from '../crud-form-dialog.tsx';
import { useSaveReport } from '../crud-parts.tsx';
import { FieldControl } from './field-control.tsx';
import {
  emptyForm,
  isRequired,
  rowToForm,
  visibleFields,
  type FormValues,
  type RowOf,
  type ScreenContext,
  type ScreenDef,
  type ScreenResource,
} from './screen-def.ts';

/**
 * Validates a form with the contract's schema over the body it becomes: the body's field issues
 * land on the form's fields of the same name, as codes the field text translates.
 */
export function bodyResolver(
  schema: z.ZodType,
  toBody: (values: FormValues) => Record<string, unknown>,
): Resolver<FormValues> {
  const schemaResolver = zodResolver(schema as never) as unknown as Resolver<Record<string, unknown>>;
  return async (values, context, options) => {
    const result = await schemaResolver(toBody(values), context, { ...options, names: undefined } as never);
    const errors = result.errors as FieldErrors<FormValues>;
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return { values, errors: {} };
  };
}

type Props<R extends ScreenResource> = {
  def: ScreenDef<R>;
  /** The row being edited, `{}` (or a new row's `initial` values) when creating, null when closed. */
  editing: { row?: RowOf<R>; initial?: Partial<FormValues> } | null;
  onClose: () => void;
  /** Refreshes what the save changed. */
  onSaved: () => Promise<unknown>;
  /** The screen, for what the form does after a save. */
  screen: ScreenContext;
};

/**
 * The create / edit dialog of a resource screen: its form fields, validated by the contract. Only
 * for a definition with a form: its resolver needs the resource's create and update schemas.
 */
export function ResourceFormDialog<R extends ScreenResource>({
  def,
  editing,
  onClose,
  onSaved,
  screen,
}: Props<R>) {
  const { t, i18n } = useLingui();
  const form = def.form;
  const row = editing?.row;
  const isEdit = row !== undefined;
  const { schemas, op } = def.resource;
  const fields = useMemo(() => visibleFields(form?.fields ?? [], isEdit), [form, isEdit]);
  const toBody = useMemo(() => {
    const base = form?.toBody ?? ((values: FormValues) => values);
    return (values: FormValues) => (row ? { id: row.id, ...base(values) } : base(values));
  }, [form, row]);
  const schema = (isEdit ? schemas.update : schemas.create) as z.ZodType;
  const resolver = useMemo(() => bodyResolver(schema, toBody), [schema, toBody]);
  const dialog = useDialogForm<FormValues, RowOf<R>>({
    open: editing !== null,
    source: row,
    toValues: (r) =>
      r
        ? (form?.toForm?.(r) ?? rowToForm(fields, r))
        : ({ ...emptyForm(fields), ...editing?.initial } as FormValues),
    resolver,
  });
  const report = useSaveReport();
  if (!form) return null;

  const submit = async (values: FormValues) => {
    const endpoint = (isEdit ? op.update : op.create) as EndpointDef;
    let answer: unknown;
    await report(
      async () => {
        answer = await callEndpoint(client, endpoint, { body: toBody(values) } as never, { silent: true });
      },
      isEdit ? t`Updated successfully` : t`Created successfully`,
    );
    await onSaved();
    form.afterSave?.(answer, isEdit, screen);
  };
  const { texts } = def;
  const title = isEdit ? (texts.edit ? i18n._(texts.edit) : t`Edit`) : texts.add ? i18n._(texts.add) : t`Add`;
  return (
    <CrudFormDialog
      open={editing !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      description={!isEdit && texts.createHint ? i18n._(texts.createHint) : undefined}
      size={form.size ?? (form.columns === 2 ? 'lg' : 'md')}
      form={dialog}
      fields={fields.map((f) => f.name)}
      onSubmit={submit}
      bodyClassName={form.columns === 2 ? 'sm:grid-cols-2' : undefined}
    >
      {fields.map((spec) => (
        <FieldControl
          key={spec.name}
          spec={spec}
          control={dialog.control}
          register={dialog.register}
          error={dialog.formState.errors[spec.name]?.message}
          required={!(isEdit && spec.fixedOnEdit) && isRequired(schemas.create, spec.name)}
          editing={isEdit}
        />
      ))}
    </CrudFormDialog>
  );
}
