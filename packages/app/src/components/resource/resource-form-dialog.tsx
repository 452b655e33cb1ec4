import { useMemo } from 'react';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { callEndpoint } from '@pocket/api-client';
import { ValidationCode, type EndpointDef } from '@pocket/contract';
import { Button, type TreeNodeData } from '@pocket/ui';
import type { z } from 'zod';
import { client } from '../../app/core-services.ts';
import { CrudFormDialog, useDialogForm } from '../crud-form-dialog.tsx';
import { useSaveReport } from '../crud-parts.tsx';
import { FieldControl } from './field-control.tsx';
import {
  emptyForm,
  isRequired,
  rowToForm,
  visibleFields,
  type FieldSpec,
  type FormValue,
  type FormValues,
  type RowOf,
  type ScreenContext,
  type ScreenDef,
  type ScreenResource,
} from './screen-def.ts';

const blank = (value: FormValue | undefined) =>
  value === undefined || (Array.isArray(value) ? value.length === 0 : String(value).trim() === '');

/**
 * Validates a form with the contract's schema over the body it becomes: the body's field issues
 * land on the form's fields of the same name, as codes the field text translates.
 */
export function bodyResolver<V extends FieldValues = FormValues>(
  schema: z.ZodType,
  toBody: (values: V) => Record<string, unknown>,
): Resolver<V> {
  const schemaResolver = zodResolver(schema as never) as unknown as Resolver<Record<string, unknown>>;
  return async (values, context, options) => {
    const result = await schemaResolver(toBody(values), context, { ...options, names: undefined } as never);
    const errors = result.errors as FieldErrors<V>;
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return { values, errors: {} };
  };
}

/**
 * The resolver of a resource form: the contract's schema over the body (`bodyResolver`); the
 * `required` fields read "Can't be empty" when blank whatever the schema says; and each field's
 * own `validate` rule, whose code wins on its field.
 */
export function formResolver(
  fields: readonly FieldSpec[],
  schema: z.ZodType,
  toBody: (values: FormValues) => Record<string, unknown>,
  editing = false,
): Resolver<FormValues> {
  const byBody = bodyResolver(schema, toBody);
  const required = fields.filter((f) => f.required && !(editing && f.fixedOnEdit));
  const ruled = fields.filter((f) => f.validate);
  if (ruled.length === 0 && required.length === 0) return byBody;
  return async (values, context, options) => {
    const result = await byBody(values, context, options);
    const errors: FieldErrors<FormValues> = { ...result.errors };
    for (const f of required) {
      if (blank(values[f.name])) errors[f.name] = { type: 'required', message: ValidationCode.required };
    }
    for (const f of ruled) {
      const code = f.validate?.(values[f.name] as FormValue);
      if (code) errors[f.name] = { type: 'validate', message: code };
    }
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return { values, errors: {} };
  };
}

type Props<R extends ScreenResource> = {
  def: ScreenDef<R>;
  /** The row being edited, `{}` when creating (with `values` over the empty ones), null when closed. */
  editing: { row?: RowOf<R>; values?: Partial<FormValues> } | null;
  onClose: () => void;
  /** Refreshes what the save changed. */
  onSaved: () => Promise<unknown>;
  /** The screen's tree, for a `parent` field. */
  tree?: TreeNodeData[];
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
  tree,
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
    return (values: FormValues) => (row ? { id: row.id, ...base(values, true) } : base(values, false));
  }, [form, row]);
  const createSchema = (form?.create?.body ?? schemas.create) as z.ZodType | undefined;
  const schema = (isEdit ? schemas.update : createSchema) as z.ZodType;
  const resolver = useMemo(
    () => formResolver(fields, schema, toBody, isEdit),
    [fields, schema, toBody, isEdit],
  );
  const dialog = useDialogForm<FormValues, RowOf<R>>({
    open: editing !== null,
    source: row,
    toValues: (r) =>
      r
        ? (form?.toForm?.(r) ?? rowToForm(fields, r))
        : ({ ...emptyForm(fields), ...editing?.values } as FormValues),
    resolver,
  });
  // A row cannot move under itself or anything below it (a tree screen's rows know what is below).
  const parents = useMemo(() => {
    if (!tree) return undefined;
    const below = (row as { below?: string[] } | undefined)?.below ?? [];
    return { nodes: tree, blocked: new Set(row ? [row.id, ...below] : []) };
  }, [tree, row]);
  const report = useSaveReport();
  if (!form) return null;

  /** Asks the resource whether a `unique` field's value is taken, once the schema accepts it. */
  const checkUnique = (spec: FieldSpec) => {
    const check = op.check;
    if (!spec.unique || !check || (isEdit && spec.fixedOnEdit)) return undefined;
    return async (value: string) => {
      if (value.trim() === '' || !(await dialog.trigger(spec.name))) return;
      const query = { [spec.name]: value.trim(), ...(row ? { id: row.id } : {}) };
      try {
        if (await callEndpoint(client, check, { query } as never, { silent: true })) {
          dialog.setError(spec.name, { type: 'exists', message: ValidationCode.exists });
        }
      } catch {
        // The server answers "already exists" on save as well; a failed check only defers it.
      }
    };
  };

  const submit = async (values: FormValues) => {
    const endpoint = (isEdit ? op.update : (form.create ?? op.create)) as EndpointDef;
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
      actions={form.actions?.map((action) => (
        <Button
          key={action.id}
          type="button"
          variant="secondary"
          className="sm:mr-auto"
          onClick={() => action.run(toBody(dialog.getValues()), screen)}
        >
          {i18n._(action.label)}
        </Button>
      ))}
    >
      {fields.map((spec) => (
        <FieldControl
          key={spec.name}
          spec={spec}
          control={dialog.control}
          register={dialog.register}
          error={dialog.formState.errors[spec.name]?.message}
          required={
            !(isEdit && spec.fixedOnEdit) && (Boolean(spec.required) || isRequired(createSchema, spec.name))
          }
          editing={isEdit}
          onLeave={checkUnique(spec)}
          parents={parents}
        />
      ))}
    </CrudFormDialog>
  );
}
