import type { ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import type { CrudOp, EndpointDef, EnumName, ResourceSchemas } from '@pocket/contract';
import type { CrudFilterValues, SelectOption } from '@pocket/ui';
import type { z } from 'zod';
import { dayRangeExtra, filterText } from '../../lib/filters.ts';

/** What a screen needs of a contract resource (any resource of `defineResource`). */
export type ScreenResource = {
  readonly key: string;
  readonly basePath: string;
  readonly ops: readonly CrudOp[];
  readonly schemas: ResourceSchemas;
  readonly permissions: Record<string, string>;
  readonly op: Partial<Record<CrudOp, EndpointDef>>;
};

type Out<S> = S extends z.ZodType ? z.output<S> : never;
/** A row of the resource as the contract gives it. */
export type RowOf<R extends ScreenResource> = Out<R['schemas']['row']> & { id: string };

/** Text of a screen: a message translated when it renders (and again on a language switch). */
export type Text = MessageDescriptor;

/** Where options of a select come from. */
export type OptionsSource =
  | { options: readonly { value: string; label: Text }[] }
  /** A server enum, described by the server in the active language. */
  | { enum: EnumName }
  /** Options the server lists (e.g. dictionary types), under a cache key of their own. */
  | { load: { key: string; fetch: () => Promise<SelectOption[]> } };

/** A column of the table: a row field, or a cell of its own. */
export type ColumnSpec<Row> = {
  key: keyof Row & string;
  header: Text;
  /** `state`: Valid / Invalid tag; `enum`: the `{ code, desc }` value's desc; a function: own cell. */
  cell?: 'state' | 'enum' | 'code' | ((row: Row) => ReactNode);
  /** The server sorts by it (the resource's server module lists it as sortable). */
  sortable?: boolean;
  /** Hidden until chosen in the column menu. */
  hidden?: boolean;
};

/** A filter of the table's bar; `key` names the filter model's field (or `extra` range). */
export type FilterSpec =
  | { type: 'text'; key: string; label: Text }
  /** Valid / invalid (a boolean `state`-like field). */
  | { type: 'state'; key: string; label?: Text }
  | ({ type: 'select'; key: string; label: Text } & OptionsSource)
  /** A date range sent as `extra.<key>_st` / `<key>_ed` (whole days). */
  | { type: 'date-range'; key: string; label: Text };

/** How a form field is edited. */
export type FieldControl =
  | { control: 'text'; inputType?: 'text' | 'email' | 'tel' | 'url' | 'password' }
  | { control: 'textarea'; rows?: number }
  /** Digits, sent as text: the contract's schema coerces them. */
  | { control: 'number' }
  /** The Valid switch (a boolean, default true). */
  | { control: 'valid' }
  | ({ control: 'select' } & OptionsSource)
  | ({ control: 'radio' } & OptionsSource)
  /** The tenant's organisation tree; '' is none (top level). */
  | { control: 'org' }
  | { control: 'datetime' }
  /** Anything else: rendered by the screen. */
  | { control: 'custom'; render: (field: CustomFieldProps) => ReactNode; empty?: FormValue };

export type FormValue = string | boolean | string[];
export type FormValues = Record<string, FormValue>;

/** What a custom control gets: the field's value and change callbacks, and its label wiring. */
export type CustomFieldProps = {
  value: FormValue;
  onChange: (value: FormValue) => void;
  onBlur: () => void;
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  editing: boolean;
};

/** A field of the create / edit form: a field of the contract's create (and update) body. */
export type FieldSpec = FieldControl & {
  name: string;
  /** Label; the Valid switch brings its own. */
  label?: Text;
  description?: Text;
  /** Shown when creating only (e.g. an initial password). */
  createOnly?: boolean;
  /** The value a new row starts with (default blank: '', or true for the Valid switch). */
  defaultValue?: FormValue;
  /** Read-only when editing (e.g. a code fixed once created). */
  fixedOnEdit?: boolean;
  /** Spans both columns of a two-column form. */
  wide?: boolean;
};

/** An action of a row, beside Edit and Delete. */
export type RowActionSpec<Row> = {
  id: string;
  label: Text;
  /** The button's accessible name for a row (default the label, then the row's label). */
  rowLabel?: (row: Row) => Text;
  /** The permission action it needs (`edit`, `reset`, …), from the resource's codes. */
  permission?: string;
  danger?: boolean;
  /** Shown for this row (default: every row that is not locked). */
  visible?: (row: Row) => boolean;
  /** Asked first: the action runs once confirmed, and the question stays open if it fails. */
  confirm?: {
    title: Text;
    question: (row: Row) => Text;
    /** The confirm button (default the action's label). */
    action?: Text;
  };
  run: (row: Row, screen: ScreenContext) => void | Promise<void>;
};

/** How a screen words its delete when it is more than "Delete" (e.g. forcing sessions out). */
export type DeleteWording<Row> = {
  /** The row's button and the confirm button (default "Delete"). */
  action?: Text;
  /** The bulk action (default "Delete selected"). */
  selected?: Text;
  /** The row button's accessible name (default the action, then the row's label). */
  rowLabel?: (row: Row) => Text;
  /** Reported once done (default "Deleted successfully"). */
  done?: Text;
  /** Why a selection holding a locked row is refused (default "Readonly Data, Inoperable"). */
  locked?: Text;
};

/** What a screen's own code may call. */
export type ScreenContext = {
  refresh: () => Promise<unknown>;
  navigate: (to: string) => void;
  /** Shows content of the screen's own (e.g. a dialog with a result) until it calls `close`. */
  show: (render: (close: () => void) => ReactNode) => void;
};

/** The texts only the screen knows (its nouns in whole sentences, for translation). */
export type ScreenTexts = {
  title: Text;
  /** The table's accessible name (default the title), e.g. "Sessions" under "Online users". */
  table?: Text;
  add?: Text;
  edit?: Text;
  /** The delete dialog's title and question, for `count` rows. */
  deleteTitle?: Text;
  deleteQuestion?: (count: number) => Text;
  importTitle?: Text;
  imported?: (count: number) => Text;
  /** The dialog's description when creating, instead of the required-fields hint. */
  createHint?: Text;
};

/**
 * A CRUD screen described once: the generic resource screen renders the table, filters, form
 * dialog, row and bulk actions, import and export from it; permissions come from the resource.
 */
export type ScreenDef<R extends ScreenResource> = {
  resource: R;
  texts: ScreenTexts;
  /** Text naming a row (checkbox labels, "Edit …" buttons). */
  rowLabel: (row: RowOf<R>) => string;
  columns: ColumnSpec<RowOf<R>>[];
  filters?: FilterSpec[];
  /** The create / edit form; without it the screen offers neither. */
  form?: {
    fields: FieldSpec[];
    size?: 'md' | 'lg';
    columns?: 1 | 2;
    /** The form's values for a row (default: each field's value, null as ''). */
    toForm?: (row: RowOf<R>) => FormValues;
    /** The body for values (default: the values as they are). */
    toBody?: (values: FormValues) => Record<string, unknown>;
    /** A new row's values from the table's applied filters (e.g. the type it is filtered by). */
    initial?: (filters: CrudFilterValues) => Partial<FormValues> | Promise<Partial<FormValues>>;
    /** Runs after a save succeeded, with what the server answered (e.g. show a secret once). */
    afterSave?: (answer: unknown, editing: boolean, screen: ScreenContext) => void;
  };
  /** Built-in rows: neither edited nor deleted ("Readonly Data, Inoperable"). */
  locked?: (row: RowOf<R>) => boolean;
  rowActions?: RowActionSpec<RowOf<R>>[];
  /** The delete's own wording (the resource's delete operation, with its permission). */
  deleting?: DeleteWording<RowOf<R>>;
  /** Replaces the form's create (e.g. a page of its own). */
  onCreate?: (screen: ScreenContext) => void;
  /** The server sorts by this column first (enables sorting). */
  defaultSort?: string;
  /** File name of exports (default the resource key). */
  exportName?: string;
  /** Extra model fields every query carries (e.g. the org chosen in a side tree). */
  baseQuery?: () => Record<string, unknown>;
  /** Content left of the table (e.g. a tree that filters it), and above it. */
  aside?: ReactNode;
};

/** Keeps the literal types of a screen definition. */
export function defineScreen<R extends ScreenResource>(def: ScreenDef<R>): ScreenDef<R> {
  return def;
}

/** The paged query's model and extra for the bar's applied values, as the filter specs say. */
export function filtersToQuery(
  specs: readonly FilterSpec[],
  filters: CrudFilterValues,
): { model: Record<string, string>; extra: Record<string, string> } {
  const model: Record<string, string> = {};
  let extra: Record<string, string> = {};
  for (const spec of specs) {
    if (spec.type === 'date-range') {
      extra = { ...extra, ...dayRangeExtra(filters, spec.key) };
      continue;
    }
    const value = filterText(filters[spec.key]);
    if (spec.type === 'state' && value !== 'true' && value !== 'false') continue;
    if (value) model[spec.key] = value;
  }
  return { model, extra };
}

const BLANK: Record<FieldControl['control'], FormValue> = {
  text: '',
  textarea: '',
  number: '',
  valid: true,
  select: '',
  radio: '',
  org: '',
  datetime: '',
  custom: '',
};

/** A field's value when it holds nothing. */
function blank(field: FieldSpec): FormValue {
  return field.control === 'custom' && field.empty !== undefined ? field.empty : BLANK[field.control];
}

/** The form's values when creating: each field's default value, else blank. */
export function emptyForm(fields: readonly FieldSpec[]): FormValues {
  return Object.fromEntries(fields.map((f) => [f.name, f.defaultValue ?? blank(f)]));
}

/** A row field as a form value: null is '', an enum `{ code }` its code, a number its digits. */
function formValue(value: unknown, fallback: FormValue): FormValue {
  if (value === null || value === undefined) return fallback;
  if (typeof value === 'boolean' || typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'object' && 'code' in value) return String((value as { code: unknown }).code);
  return fallback;
}

/** The form's values for a row: each field's value in the row. */
export function rowToForm(fields: readonly FieldSpec[], row: Record<string, unknown>): FormValues {
  return Object.fromEntries(fields.map((f) => [f.name, formValue(row[f.name], blank(f))]));
}

/** The fields a form shows: create-only ones only when creating. */
export function visibleFields(fields: readonly FieldSpec[], editing: boolean): FieldSpec[] {
  return fields.filter((f) => !(editing && f.createOnly));
}

/** True when the create schema needs the field (it does not accept it missing). */
export function isRequired(schema: z.ZodType | undefined, name: string): boolean {
  const shape = (schema as { shape?: Record<string, z.ZodType> } | undefined)?.shape;
  const field = shape?.[name];
  return field ? !field.safeParse(undefined).success : false;
}
