import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn.ts';
import { Label } from './label.tsx';

const formFieldVariants = cva('grid gap-1.5', {
  variants: {
    layout: {
      // At the top of its cell: beside a taller field (a description, an error) the label and
      // control stay level with their neighbours'.
      vertical: 'content-start',
      horizontal: 'sm:grid-cols-[8rem_1fr] sm:items-center sm:gap-x-3',
    },
  },
  defaultVariants: { layout: 'vertical' },
});

/** Props a field hands to its control so the label, description and error are announced. */
type FormControlProps = {
  id: string;
  'aria-describedby'?: string | undefined;
  'aria-invalid'?: true | undefined;
  'aria-required'?: true | undefined;
};

type FormFieldProps = VariantProps<typeof formFieldVariants> & {
  /** Id of the control; generated when omitted. */
  id?: string | undefined;
  label: ReactNode;
  description?: ReactNode | undefined;
  /** Validation message, e.g. `errors.name?.message` from react-hook-form. */
  error?: string | undefined;
  required?: boolean | undefined;
  className?: string | undefined;
  /**
   * The control. An element receives id / aria-describedby / aria-invalid / aria-required; a
   * function receives them to spread where it wants (for controls that wrap their input).
   */
  children: ReactElement<Partial<FormControlProps>> | ((control: FormControlProps) => ReactNode);
};

/**
 * A label, a control, an optional description and an error message, wired for assistive tech.
 * @example
 * <FormField label="Name" error={errors.name?.message} required>
 *   <Input {...register('name')} />
 * </FormField>
 */
function FormField({ id, label, description, error, required, layout, className, children }: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const descriptionId = `${controlId}-description`;
  const errorId = `${controlId}-error`;
  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ');
  const control: FormControlProps = {
    id: controlId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(required ? { 'aria-required': true as const } : {}),
  };

  return (
    <div
      data-slot="form-field"
      data-invalid={error ? '' : undefined}
      className={cn(formFieldVariants({ layout }), className)}
    >
      <Label htmlFor={controlId} required={required}>
        {label}
      </Label>
      <div className="grid gap-1">
        {typeof children === 'function'
          ? children(control)
          : isValidElement(children)
            ? cloneElement(children, control)
            : children}
        {description ? (
          <p data-slot="form-field-description" id={descriptionId} className="text-xs text-muted-foreground">
            {description}
          </p>
        ) : null}
        {error ? (
          <p data-slot="form-field-error" id={errorId} className="text-xs text-danger">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}

export { FormField, formFieldVariants };
export type { FormFieldProps, FormControlProps };
