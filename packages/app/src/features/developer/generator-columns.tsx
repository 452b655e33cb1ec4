import { useLingui } from '@lingui/react/macro';
import {
  GEN_CONTROLS,
  GEN_FILTER_KINDS,
  type GenColumn,
  type GenControl,
  type GenFilterKind,
} from '@pocket/contract';
import { Checkbox, Input, Select } from '@pocket/ui';
import type { CustomFieldProps } from '../../components/resource/screen-def.ts';

/** The form keeps the columns as JSON text (a form value is text); the body gets them back. */
export const columnsOf = (value: unknown): GenColumn[] => {
  try {
    const parsed: unknown = JSON.parse(typeof value === 'string' ? value : '[]');
    return Array.isArray(parsed) ? (parsed as GenColumn[]) : [];
  } catch {
    return [];
  }
};

const FLAGS = ['required', 'list', 'form', 'filter'] as const;

/**
 * The configuration of every column as a table of controls: labels in zh and en, required, shown
 * in the list, the form and the filters (and how it filters), the form control and, for a
 * dictionary select, the dictionary type.
 */
export function GeneratorColumns({ value, onChange, onBlur, id, editing }: CustomFieldProps) {
  const { t } = useLingui();
  const columns = columnsOf(value);
  const change = (index: number, patch: Partial<GenColumn>) =>
    onChange(JSON.stringify(columns.map((c, i) => (i === index ? { ...c, ...patch } : c))));
  const flagLabel = { required: t`Required`, list: t`List`, form: t`Form`, filter: t`Filter` };
  const kindLabel: Record<GenFilterKind, string> = { eq: t`Equals`, like: t`Like`, range: t`Range` };
  const controlLabel: Record<GenControl, string> = {
    text: t`Text field`,
    textarea: t`Text area`,
    number: t`Number`,
    switch: t`Switch`,
    select: t`Dictionary select`,
    date: t`Date`,
    tree: t`Tree`,
    upload: t`Upload`,
  };
  if (!editing) return null;
  return (
    <div
      id={id}
      role="region"
      aria-label={t`Columns`}
      tabIndex={0}
      className="max-h-[45vh] overflow-auto rounded-md border border-border"
      onBlur={onBlur}
    >
      <table className="w-full min-w-[60rem] text-xs">
        <caption className="sr-only">{t`Columns`}</caption>
        <thead className="sticky top-0 bg-muted">
          <tr className="text-left">
            <th className="px-2 py-1">{t`Column`}</th>
            <th className="px-2 py-1">{t`Field`}</th>
            <th className="px-2 py-1">{t`Label (zh)`}</th>
            <th className="px-2 py-1">{t`Label (en)`}</th>
            {FLAGS.map((f) => (
              <th key={f} className="px-2 py-1">
                {flagLabel[f]}
              </th>
            ))}
            <th className="px-2 py-1">{t`Filter by`}</th>
            <th className="px-2 py-1">{t`Control`}</th>
            <th className="px-2 py-1">{t`Dictionary`}</th>
          </tr>
        </thead>
        <tbody>
          {columns.map((c, i) => (
            <tr key={c.column} className="border-t border-border align-middle">
              <th scope="row" className="px-2 py-1 text-left font-mono font-normal">
                {c.column}
                <span className="block text-muted-foreground">{c.dbType}</span>
              </th>
              <td className="px-2 py-1">
                <Input
                  aria-label={t`Field of ${c.column}`}
                  value={c.field}
                  onChange={(e) => change(i, { field: e.target.value })}
                />
              </td>
              <td className="px-2 py-1">
                <Input
                  aria-label={t`Label (zh) of ${c.column}`}
                  value={c.zh}
                  onChange={(e) => change(i, { zh: e.target.value })}
                />
              </td>
              <td className="px-2 py-1">
                <Input
                  aria-label={t`Label (en) of ${c.column}`}
                  value={c.en}
                  onChange={(e) => change(i, { en: e.target.value })}
                />
              </td>
              {FLAGS.map((f) => (
                <td key={f} className="px-2 py-1 text-center">
                  <Checkbox
                    aria-label={`${flagLabel[f]}: ${c.column}`}
                    checked={c[f]}
                    onCheckedChange={(checked) => change(i, { [f]: checked === true })}
                  />
                </td>
              ))}
              <td className="px-2 py-1">
                <Select
                  aria-label={t`Filter by: ${c.column}`}
                  options={GEN_FILTER_KINDS.map((k) => ({ value: k, label: kindLabel[k] }))}
                  value={c.filterKind}
                  disabled={!c.filter}
                  onValueChange={(v) => change(i, { filterKind: v as GenFilterKind })}
                />
              </td>
              <td className="px-2 py-1">
                <Select
                  aria-label={t`Control of ${c.column}`}
                  options={GEN_CONTROLS.map((k) => ({ value: k, label: controlLabel[k] }))}
                  value={c.control}
                  disabled={!c.form}
                  onValueChange={(v) => change(i, { control: v as GenControl })}
                />
              </td>
              <td className="px-2 py-1">
                <Input
                  aria-label={t`Dictionary type of ${c.column}`}
                  value={c.dictType}
                  disabled={c.control !== 'select'}
                  onChange={(e) => change(i, { dictType: e.target.value })}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
