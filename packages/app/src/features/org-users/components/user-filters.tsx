import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, DatePicker, FormField, Input, Select } from '@pocket/ui';

/** Filter values as typed; applied when the form is submitted. */
export type UserFilterValues = {
  account: string;
  name: string;
  mobile: string;
  state: '' | 'true' | 'false';
  createdFrom: string;
  createdTo: string;
};

export const EMPTY_FILTERS: UserFilterValues = {
  account: '',
  name: '',
  mobile: '',
  state: '',
  createdFrom: '',
  createdTo: '',
};

/** The paged query's `model` and `extra` for a set of filters (created time via `createTime_st/_ed`). */
export function filtersToQuery(filters: UserFilterValues) {
  const model: { account?: string; name?: string; mobile?: string; state?: 'true' | 'false' } = {};
  if (filters.account.trim()) model.account = filters.account.trim();
  if (filters.name.trim()) model.name = filters.name.trim();
  if (filters.mobile.trim()) model.mobile = filters.mobile.trim();
  if (filters.state) model.state = filters.state;
  const extra: Record<string, string> = {};
  if (filters.createdFrom) extra.createTime_st = `${filters.createdFrom} 00:00:00`;
  if (filters.createdTo) extra.createTime_ed = `${filters.createdTo} 23:59:59`;
  return { model, extra };
}

type UserFiltersProps = { onApply: (filters: UserFilterValues) => void };

/** Account, name, mobile, state and created-time range; Search applies them, Reset clears them. */
export function UserFilters({ onApply }: UserFiltersProps) {
  const { t } = useLingui();
  const [values, setValues] = useState<UserFilterValues>(EMPTY_FILTERS);
  const set = <K extends keyof UserFilterValues>(key: K, value: UserFilterValues[K]) =>
    setValues((previous) => ({ ...previous, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(values);
  };

  return (
    <form
      role="search"
      aria-label={t`Filter users`}
      onSubmit={submit}
      className="grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-4 xl:grid-cols-7"
    >
      <FormField label={t`Account`}>
        <Input value={values.account} onChange={(e) => set('account', e.target.value)} />
      </FormField>
      <FormField label={t`Name`}>
        <Input value={values.name} onChange={(e) => set('name', e.target.value)} />
      </FormField>
      <FormField label={t`Mobile`}>
        <Input type="tel" value={values.mobile} onChange={(e) => set('mobile', e.target.value)} />
      </FormField>
      <FormField label={t`State`}>
        {(control) => (
          <Select
            {...control}
            value={values.state || 'all'}
            onValueChange={(v) => set('state', v === 'all' ? '' : (v as 'true' | 'false'))}
            options={[
              { value: 'all', label: t`All` },
              { value: 'true', label: t`Valid` },
              { value: 'false', label: t`Invalid` },
            ]}
          />
        )}
      </FormField>
      <FormField label={t`Created from`}>
        <DatePicker
          className="w-full"
          value={values.createdFrom}
          max={values.createdTo || undefined}
          onValueChange={(v) => set('createdFrom', v)}
        />
      </FormField>
      <FormField label={t`Created to`}>
        <DatePicker
          className="w-full"
          value={values.createdTo}
          min={values.createdFrom || undefined}
          onValueChange={(v) => set('createdTo', v)}
        />
      </FormField>
      <div className="flex gap-2">
        <Button type="submit" clickGuardMs={0}>
          <Trans>Search</Trans>
        </Button>
        <Button
          type="button"
          variant="secondary"
          clickGuardMs={0}
          onClick={() => {
            setValues(EMPTY_FILTERS);
            onApply(EMPTY_FILTERS);
          }}
        >
          <Trans>Reset</Trans>
        </Button>
      </div>
    </form>
  );
}
