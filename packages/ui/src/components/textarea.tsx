import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';
import { inputVariants } from './input.tsx';

type TextareaProps = ComponentProps<'textarea'>;

function Textarea({ className, rows = 3, ...props }: TextareaProps) {
  return (
    <textarea
      data-slot="textarea"
      rows={rows}
      className={cn(inputVariants(), 'h-auto min-h-16 py-2', className)}
      {...props}
    />
  );
}

export { Textarea };
export type { TextareaProps };
