import type { ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import type { CrudOp, EndpointDef, EnumName, ResourceSchemas } from '@pocket/contract';
import type { CrudFilterValues, SelectOption, TreeNodeData } from '@pocket/ui';
import type { z } from 'zod';
import { dayRangeExtra, filterText } from '../../lib/filters.ts';
import type { UploadKind } from '../file-upload.tsx';

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
  | { type: 'date-range'; key: string; label: Text }
  /** The organisation tree left of the table: choosing a node filters by its id. */
  | { type: 'org'; key: string; label: Text }
  /** One node of a tree the server lists (a cascader, e.g. a category or one of its children). */
  | { type: 'tree'; key: string; label: Text; load: { key: string; fetch: () => Promise<TreeNodeData[]> } };

/** How a form field is edited. */
export type FieldControl =
  | { control: 'text'; inputType?: 'text' | 'email' | 'tel' | 'url' | 'password' | 'time' }
  | { control: 'textarea'; rows?: number }
  /** Digits, sent as text: the contract's schema coerces them. */
  | { control: 'number' }
  /** The Valid switch (a boolean, default true). */
  | { control: 'valid' }
  /** A yes / no switch with a label of its own (a boolean, default false). */
  | { control: 'switch' }
  /** `none`: an option that empties the field again, with this label. */
  | ({ control: 'select'; none?: Text } & OptionsSource)
  | ({ control: 'radio' } & OptionsSource)
  /** The tenant's organisation tree; '' is none (top level). */
  | { control: 'org' }
  /** In a tree screen: the parent among the screen's own rows ('0' top level), never the row or below it. */
  | { control: 'parent' }
  | { control: 'datetime' }
  /** A day, `YYYY-MM-DD` ('' for none). */
  | { control: 'date' }
  /** A file uploaded through the file module; the value is its stored address ('' for none). */
  | { control: 'upload'; kind: UploadKind }
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
  /** Read-only when editing (e.g. a code fixed once created). */
  fixedOnEdit?: boolean;
  /** Spans both columns of a two-column form. */
  wide?: boolean;
  /** The value a new row starts with, instead of the control's empty one. */
  initial?: FormValue;
  /** Required though the schema accepts it empty; an empty value reads "Can't be empty". */
  required?: boolean;
  /** Asked of the resource's `check` op when the field is left; a taken value reads "Already exists". */
  unique?: boolean;
  /** A rule of the screen's own, checked with the contract's: a validation code when the value breaks it. */
  validate?: (value: FormValue) => string | undefined;
};

/** An action of a row, beside Edit and Delete. */
export type RowActionSpec<Row> = {
  id: string;
  label: Text;
  /** The permission action it needs (`edit`, `reset`, …), from the resource's codes. */
  permission?: string;
  danger?: boolean;
  /** Shown for this row (default: every row that is neither locked nor guarded). */
  visible?: (row: Row) => boolean;
  /** The button's accessible name for a row (default: the label and the row's name). */
  describe?: (row: Row) => Text;
  /** Asked first: the action runs once confirmed, and the question stays open if it fails. */
  confirm?: {
    title: Text;
    question: (row: Row) => Text;
    /** The confirm button (default the action's label). */
    action?: Text;
  };
  run: (row: Row, screen: ScreenContext) => void | Promise<void>;
};

/** A button of the create / edit form beside Save (e.g. trying the entered settings): it gets the
 * body the form's values would save, without saving them. */
export type FormActionSpec = {
  id: string;
  label: Text;
  run: (body: Record<string, unknown>, screen: ScreenContext) => Promise<void>;
};

/** An action on the selected rows, beside "Delete selected". */
export type BulkActionSpec<Row> = {
  id: string;
  label: Text;
  /** The permission action it needs, from the resource's codes. */
  permission?: string;
  /** Gets the selected rows that are loaded and every selected id. */
  run: (rows: Row[], ids: string[], screen: ScreenContext) => void | Promise<void>;
};

/** A question before an action of the screen's own: a confirm dialog that waits for `run`. */
export type ConfirmSpec = {
  title: Text;
  question: Text;
  /** The confirm button. */
  action: Text;
  danger?: boolean;
  run: () => Promise<unknown>;
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
  /** True when the user holds the resource's permission for `action` (`add`, `edit`, …). */
  allowed: (action: string) => boolean;
  /** Opens the create form with these values over the empty ones (e.g. a child under a row). */
  create: (values?: FormValues) => void;
  /** Asks in a confirm dialog; the action runs on confirm. */
  confirm: (ask: ConfirmSpec) => void;
  /** Reports the success of an action of the screen's own. */
  notify: (text: Text, options?: { duration?: number }) => void;
  /** Shows content of the screen's own (e.g. a dialog with a result) until it calls `close`. */
  show: (render: (close: () => void) => ReactNode) => void;
};

/** The texts only the screen knows (its nouns in whole sentences, for translation). */
export type ScreenTexts = {
  title: Text;
  /** The table's accessible name when it is not the title. */
  tableLabel?: Text;
  add?: Text;
  edit?: Text;
  /** The delete dialog's title and question, for `count` rows (in a tree, `below` more go with them). */
  deleteTitle?: Text;
  deleteQuestion?: (count: number, below: number) => Text;
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
    /** The body for values (default: the values as they are); `editing` is false when creating. */
    toBody?: (values: FormValues, editing: boolean) => Record<string, unknown>;
    /** A new row's values from the table's applied filters (e.g. the type it is filtered by). */
    initial?: (filters: CrudFilterValues) => Partial<FormValues> | Promise<Partial<FormValues>>;
    /** Runs after a save succeeded, with what the server answered (e.g. show a secret once). */
    afterSave?: (answer: unknown, editing: boolean, screen: ScreenContext) => void;
    /** Creates through this endpoint of the resource (validated by its body) instead of `create`. */
    create?: EndpointDef;
    /** Buttons beside Save that use the values without saving them. */
    actions?: FormActionSpec[];
  };
  /** Built-in rows: neither edited nor deleted ("Readonly Data, Inoperable"). */
  locked?: (row: RowOf<R>) => boolean;
  rowActions?: RowActionSpec<RowOf<R>>[];
  /** Actions on the selection beside "Delete selected" (e.g. reset passwords). */
  bulkActions?: BulkActionSpec<RowOf<R>>[];
  /** Rows that only Edit may touch: no Delete, no own action, a bulk selection holding one is cancelled with this warning. */
  guard?: (row: RowOf<R>) => Text | undefined;
  /** Rows come from the resource's `tree` op, parents first and indented, unpaged; a delete takes the rows below. */
  tree?: boolean;
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
  /** Extra content of the table's toolbar (e.g. an upload button). */
  toolbar?: (screen: ScreenContext) => ReactNode;
  /** Other cached resources a change refreshes too (e.g. an inbox the rows also show in). */
  refreshes?: readonly string[];
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
  switch: false,
  select: '',
  radio: '',
  org: '',
  parent: '0',
  datetime: '',
  date: '',
  upload: '',
  custom: '',
};

/** A field's value when nothing is in it. */
function emptyValue(f: FieldSpec): FormValue {
  return f.control === 'custom' && f.empty !== undefined ? f.empty : BLANK[f.control];
}

/** The form's values when creating. */
export function emptyForm(fields: readonly FieldSpec[]): FormValues {
  return Object.fromEntries(fields.map((f) => [f.name, f.initial ?? emptyValue(f)]));
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
  return Object.fromEntries(fields.map((f) => [f.name, formValue(row[f.name], emptyValue(f))]));
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
