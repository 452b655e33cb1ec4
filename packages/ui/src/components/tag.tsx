import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { useUiLabels } from '../lib/labels.tsx';

const tagVariants = cva('inline-flex items-center gap-1 rounded-sm border font-medium whitespace-nowrap', {
  variants: {
    variant: {
      default: 'border-border bg-muted text-foreground',
      primary: 'border-primary-text/30 bg-primary-soft text-primary-text',
      success: 'border-success/30 bg-success-soft text-success',
      warning: 'border-warning/30 bg-warning-soft text-warning',
      danger: 'border-danger/30 bg-danger-soft text-danger',
      info: 'border-info/30 bg-info-soft text-info',
    },
    size: { sm: 'h-5 px-1.5 text-xs', md: 'h-6 px-2 text-xs', lg: 'h-7 px-2.5 text-sm' },
  },
  defaultVariants: { variant: 'default', size: 'md' },
});

type TagVariant = NonNullable<VariantProps<typeof tagVariants>['variant']>;

type TagProps = ComponentProps<'span'> &
  VariantProps<typeof tagVariants> & {
    /** Shows a close button that calls onClose. */
    closable?: boolean | undefined;
    onClose?: (() => void) | undefined;
    /** Accessible name of the close button; defaults to the `close` label. */
    closeLabel?: string | undefined;
  };

/**
 * A short coloured label, e.g. a message type.
 * @example <Tag variant={{ WAIT: 'warning', NOTIFY: 'primary' }[type]}>{typeName}</Tag>
 */
function Tag({
  className,
  variant,
  size,
  closable = false,
  onClose,
  closeLabel,
  children,
  ...props
}: TagProps) {
  const labels = useUiLabels();
  return (
    <span data-slot="tag" className={cn(tagVariants({ variant, size }), className)} {...props}>
      {children}
      {closable ? (
        <button
          type="button"
          data-slot="tag-close"
          aria-label={closeLabel ?? labels.close}
          onClick={onClose}
          className="-mr-0.5 inline-flex rounded-sm opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-ring"
        >
          <X aria-hidden className="size-3" />
        </button>
      ) : null}
    </span>
  );
}

export { Tag, tagVariants };
export type { TagProps, TagVariant };
