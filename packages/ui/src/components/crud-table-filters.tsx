import { useId, useState, type FormEvent } from 'react';
import { RotateCcw, Search } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { useUiLabels } from '../lib/labels.tsx';
import { Button } from './button.tsx';
import { DatePicker } from './date-picker.tsx';
import { Input } from './input.tsx';
import { Select, type SelectOption } from './select.tsx';
import type { TreeNodeData } from './tree-core.tsx';
import { TreeSelect } from './tree-select.tsx';

/** Inclusive date range, each end `YYYY-MM-DD` or '' when open. */
type CrudDateRange = { from: string; to: string };

type CrudFilterValue = string | CrudDateRange;

/** Applied filter values by field id; empty fields are left out. */
type CrudFilterValues = Record<string, CrudFilterValue | undefined>;

/** A field of CrudTable's filter bar. `label` is visible text, so it comes in translated. */
type CrudFilterField =
  | { type: 'text'; id: string; label: string; placeholder?: string }
  | {
      type: 'select';
      id: string;
      label: string;
      options: SelectOption[];
      /** Shown when nothing is picked; default the `all` label. */
      placeholder?: string | undefined;
    }
  | { type: 'date-range'; id: string; label: string }
  /** One node of a tree (a cascader: e.g. a category or one of its children); "All" clears it. */
  | { type: 'tree'; id: string; label: string; nodes: TreeNodeData[] };

/** Radix Select items cannot have an empty value, so "any" travels as this and maps to ''. */
const ANY = '__any';

function isEmpty(value: CrudFilterValue | undefined): boolean {
  if (value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  return value.from === '' && value.to === '';
}

/** The values without empty fields, with text trimmed: what the server should filter by. */
function cleanFilterValues(values: CrudFilterValues): CrudFilterValues {
  const result: CrudFilterValues = {};
  for (const [id, value] of Object.entries(values)) {
    if (!isEmpty(value)) result[id] = typeof value === 'string' ? value.trim() : value;
  }
  return result;
}

type CrudFilterBarProps = {
  fields: CrudFilterField[];
  /** The applied values; edits stay in the bar until Search. */
  values: CrudFilterValues;
  /** Called with the cleaned values on Search (button or Enter) and with `{}` on Reset. */
  onSubmit: (values: CrudFilterValues) => void;
  disabled?: boolean | undefined;
  className?: string | undefined;
};

/**
 * The filter form above a CrudTable: one control per field, Search and Reset. Enter in any field
 * searches, as in a native form.
 */
function CrudFilterBar({ fields, values, onSubmit, disabled, className }: CrudFilterBarProps) {
  const labels = useUiLabels();
  const base = useId();
  const [draft, setDraft] = useState(values);
  // A new applied value from the parent (e.g. filters restored from the URL) replaces the draft.
  const [applied, setApplied] = useState(values);
  if (applied !== values) {
    setApplied(values);
    setDraft(values);
  }
  const set = (id: string, value: CrudFilterValue) => setDraft((current) => ({ ...current, [id]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(cleanFilterValues(draft));
  };
  const reset = () => {
    setDraft({});
    onSubmit({});
  };

  return (
    <form
      role="search"
      aria-label={labels.filters}
      data-slot="crud-table-filter-bar"
      onSubmit={submit}
      className={cn('flex flex-wrap items-end gap-3', className)}
    >
      {fields.map((field) => {
        const id = `${base}-${field.id}`;
        const value = draft[field.id];
        if (field.type === 'date-range') {
          const range = typeof value === 'object' ? value : { from: '', to: '' };
          return (
            <div
              key={field.id}
              role="group"
              aria-labelledby={id}
              data-slot="crud-table-filter"
              className="grid gap-1"
            >
              <span id={id} className="text-sm font-medium">
                {field.label}
              </span>
              <span className="flex items-center gap-1">
                <DatePicker
                  aria-label={labels.rangeStart}
                  value={range.from}
                  max={range.to || undefined}
                  onValueChange={(from) => set(field.id, { ...range, from })}
                  disabled={disabled}
                />
                <span aria-hidden>–</span>
                <DatePicker
                  aria-label={labels.rangeEnd}
                  value={range.to}
                  min={range.from || undefined}
                  onValueChange={(to) => set(field.id, { ...range, to })}
                  disabled={disabled}
                />
              </span>
            </div>
          );
        }
        const text = typeof value === 'string' ? value : '';
        return (
          <div key={field.id} data-slot="crud-table-filter" className="grid gap-1">
            <label htmlFor={id} className="text-sm font-medium">
              {field.label}
            </label>
            {field.type === 'tree' ? (
              <TreeSelect
                id={id}
                className="min-w-48"
                nodes={field.nodes}
                value={text}
                topLevelValue="0"
                topLevelLabel={labels.all}
                placeholder={labels.all}
                onValueChange={(next) => set(field.id, String(next) === '0' ? '' : String(next))}
                disabled={disabled}
              />
            ) : field.type === 'select' ? (
              <Select
                id={id}
                className="min-w-40"
                options={[{ value: ANY, label: labels.all }, ...field.options]}
                placeholder={field.placeholder ?? labels.all}
                value={text}
                onValueChange={(next) => set(field.id, next === ANY ? '' : next)}
                disabled={disabled}
              />
            ) : (
              <Input
                id={id}
                className="w-48"
                value={text}
                placeholder={field.placeholder}
                onChange={(event) => set(field.id, event.target.value)}
                disabled={disabled}
              />
            )}
          </div>
        );
      })}
      <div className="flex items-center gap-2">
        <Button type="submit" size="sm" clickGuardMs={0} disabled={disabled} className="h-9">
          <Search aria-hidden className="size-4" />
          {labels.search}
        </Button>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          clickGuardMs={0}
          disabled={disabled}
          onClick={reset}
          className="h-9"
        >
          <RotateCcw aria-hidden className="size-4" />
          {labels.reset}
        </Button>
      </div>
    </form>
  );
}

export { CrudFilterBar, cleanFilterValues };
export type { CrudDateRange, CrudFilterBarProps, CrudFilterField, CrudFilterValue, CrudFilterValues };
