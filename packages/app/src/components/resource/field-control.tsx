import { Controller, type Control, type UseFormRegister } from 'react-hook-form';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import {
  DatePicker,
  DateTimePicker,
  FormField,
  Input,
  RadioGroup,
  Select,
  Switch,
  Textarea,
  TreeSelect,
  type TreeNodeData,
} from '@pocket/ui';
import { FileUpload } from '../file-upload.tsx';
import { useValidationText } from '../../lib/use-validation-text.ts';
import { useOptionSources, useOrgNodesWhen } from './option-sources.ts';
import type { FieldSpec, FormValues } from './screen-def.ts';

type FieldControlProps = {
  spec: FieldSpec;
  control: Control<FormValues>;
  register: UseFormRegister<FormValues>;
  error: string | undefined;
  required: boolean;
  editing: boolean;
  /** Called with a text field's value when it is left. */
  onLeave?: (value: string) => void;
  /** A `parent` field's choice: the screen's tree, and the ids the row cannot move under. */
  parents?: { nodes: TreeNodeData[]; blocked: ReadonlySet<string> };
};

/** The value of a select's "none" option (a select option cannot be ''). */
const NONE = '__none__';

/** One field of a resource form: label, control, description and error, as its spec says. */
export function FieldControl({
  spec,
  control,
  register,
  error,
  required,
  editing,
  onLeave,
  parents,
}: FieldControlProps) {
  const { i18n } = useLingui();
  const text = useValidationText();
  const [options = []] = useOptionSources([
    'enum' in spec || 'options' in spec || 'load' in spec ? spec : undefined,
  ]);
  const nodes = useOrgNodesWhen(spec.control === 'org');
  const label = spec.control === 'valid' ? i18n._(validLabel) : spec.label ? i18n._(spec.label) : spec.name;
  const readOnly = editing && spec.fixedOnEdit;
  const controlled = (render: Parameters<typeof Controller<FormValues>>[0]['render']) => (
    <Controller control={control} name={spec.name} render={render} />
  );
  return (
    <FormField
      label={label}
      required={required}
      description={spec.description ? i18n._(spec.description) : undefined}
      error={text(error)}
      className={spec.wide ? 'sm:col-span-2' : undefined}
    >
      {(wiring) => {
        switch (spec.control) {
          case 'text':
            return (
              <Input
                {...wiring}
                type={spec.inputType ?? 'text'}
                autoComplete={spec.inputType === 'password' ? 'new-password' : 'off'}
                // A time of day to the second (`HH:mm:ss`, as the server keeps it).
                {...(spec.inputType === 'time' ? { step: 1 } : {})}
                readOnly={readOnly}
                {...register(
                  spec.name,
                  onLeave ? { onBlur: (event) => onLeave(String(event.target.value)) } : {},
                )}
              />
            );
          case 'number':
            return <Input {...wiring} inputMode="numeric" autoComplete="off" {...register(spec.name)} />;
          case 'textarea':
            return <Textarea {...wiring} rows={spec.rows} {...register(spec.name)} />;
          case 'valid':
          case 'switch':
            return controlled(({ field }) => (
              <Switch {...wiring} checked={Boolean(field.value)} onCheckedChange={field.onChange} />
            ));
          case 'select':
            return controlled(({ field }) => (
              <Select
                {...wiring}
                options={spec.none ? [{ value: NONE, label: i18n._(spec.none) }, ...options] : options}
                value={(field.value as string) || undefined}
                onValueChange={(v) => {
                  field.onChange(v === NONE ? '' : v);
                  field.onBlur();
                }}
              />
            ));
          case 'radio':
            return controlled(({ field }) => (
              <RadioGroup
                {...wiring}
                aria-label={label}
                orientation="horizontal"
                options={options}
                value={(field.value as string) || ''}
                onValueChange={field.onChange}
              />
            ));
          case 'org':
            return controlled(({ field }) => (
              <TreeSelect
                id={wiring.id}
                aria-describedby={wiring['aria-describedby']}
                aria-invalid={wiring['aria-invalid']}
                nodes={nodes}
                // A required organisation has no "none": the top level is not offered.
                allowTopLevel={!required}
                topLevelValue="0"
                value={(field.value as string) || (required ? null : '0')}
                placeholder={required ? i18n._(chooseOrg) : undefined}
                onValueChange={(id) => {
                  field.onChange(String(id) === '0' ? '' : String(id));
                  field.onBlur();
                }}
              />
            ));
          case 'parent':
            return controlled(({ field }) => (
              <TreeSelect
                id={wiring.id}
                aria-describedby={wiring['aria-describedby']}
                aria-invalid={wiring['aria-invalid']}
                nodes={parents?.nodes ?? []}
                topLevelValue="0"
                value={(field.value as string) || '0'}
                isNodeDisabled={(node) => parents?.blocked.has(String(node.id)) ?? false}
                onValueChange={(id) => {
                  field.onChange(String(id));
                  field.onBlur();
                }}
              />
            ));
          case 'datetime':
            return controlled(({ field }) => (
              <DateTimePicker
                {...wiring}
                name={field.name}
                value={field.value as string}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
              />
            ));
          case 'date':
            return controlled(({ field }) => (
              <DatePicker
                {...wiring}
                name={field.name}
                value={field.value as string}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
              />
            ));
          case 'upload':
            return controlled(({ field }) => (
              <FileUpload
                kind={spec.kind}
                id={wiring.id}
                aria-describedby={wiring['aria-describedby']}
                aria-invalid={wiring['aria-invalid']}
                value={(field.value as string) ?? ''}
                onChange={(value) => {
                  field.onChange(value);
                  field.onBlur();
                }}
              />
            ));
          case 'custom':
            return controlled(({ field }) => (
              <>
                {spec.render({
                  value: field.value,
                  onChange: field.onChange,
                  onBlur: field.onBlur,
                  id: wiring.id,
                  'aria-describedby': wiring['aria-describedby'],
                  'aria-invalid': wiring['aria-invalid'],
                  editing,
                })}
              </>
            ));
        }
      }}
    </FormField>
  );
}

const validLabel = msg`Valid`;
const chooseOrg = msg`Choose an organisation`;
