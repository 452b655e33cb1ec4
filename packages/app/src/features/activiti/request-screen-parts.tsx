import type { ComponentType } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import type { WfInstanceState } from '@pocket/contract';
import { Button, FormField, Select } from '@pocket/ui';
import { Plus } from 'lucide-react';
import type { ColumnSpec, FilterSpec, ScreenContext } from '../../components/resource/screen-def.ts';
import { INSTANCE_STATE_LABEL, InstanceStateTag, MINE_FILTER, optionsOf } from './request-parts.tsx';

// What the business-request screens (leave, reimbursement) share: the columns and filters of a
// request's process, the toolbar's "ask" button and the type select of the asking dialogs.

type RequestRow = {
  state: { code: WfInstanceState };
  currentTask: unknown;
  startUser: unknown;
  createTime: unknown;
};

/** The columns a request list ends with: where its process stands, who asked and when. */
export function processColumns<Row extends RequestRow>(): ColumnSpec<Row>[] {
  return [
    { key: 'state', header: msg`State`, cell: (r) => <InstanceStateTag state={r.state} /> },
    { key: 'currentTask', header: msg`Current step` },
    { key: 'startUser', header: msg`Requested by` },
    { key: 'createTime', header: msg`Submitted at` },
  ];
}

/** A request list's filters: title, the kind of request, the process state, mine only. */
export function requestFilters<C extends string>(types: Record<C, MessageDescriptor>): FilterSpec[] {
  return [
    { type: 'text', key: 'name', label: msg`Title` },
    { type: 'select', key: 'type', label: msg`Type`, options: optionsOf(types) },
    { type: 'select', key: 'state', label: msg`State`, options: optionsOf(INSTANCE_STATE_LABEL) },
    MINE_FILTER,
  ];
}

type AskDialog = ComponentType<{ onClose: () => void; onCreated: () => void }>;

function AskButton({ label, onClick }: { label: MessageDescriptor; onClick: () => void }) {
  const { i18n } = useLingui();
  return (
    <Button size="sm" onClick={onClick}>
      <Plus aria-hidden className="size-4" />
      {i18n._(label)}
    </Button>
  );
}

/** The toolbar of a request list: for whoever may add, a button that opens the asking dialog. */
export function askToolbar(label: MessageDescriptor, Dialog: AskDialog) {
  return (screen: ScreenContext) =>
    screen.allowed('add') ? (
      <AskButton
        label={label}
        onClick={() =>
          screen.show((close) => <Dialog onClose={close} onCreated={() => void screen.refresh()} />)
        }
      />
    ) : null;
}

/** The required select of a request's kind in an asking dialog. */
export function TypeSelectField<
  T extends FieldValues,
  C extends string,
  TContext = unknown,
  TTransformed extends FieldValues = T,
>({
  control,
  name,
  label,
  types,
  error,
}: {
  control: Control<T, TContext, TTransformed>;
  name: FieldPath<T>;
  label: string;
  types: Record<C, MessageDescriptor>;
  error: string | undefined;
}) {
  const { i18n } = useLingui();
  return (
    <FormField label={label} required error={error}>
      {(c) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <Select
              {...c}
              value={field.value as string}
              onValueChange={(v) => field.onChange(v)}
              onOpenChange={(open) => {
                if (!open) field.onBlur();
              }}
              options={optionsOf(types).map((o) => ({ value: o.value, label: i18n._(o.label) }))}
            />
          )}
        />
      )}
    </FormField>
  );
}
