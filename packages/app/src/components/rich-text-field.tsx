import { lazy, Suspense, type ComponentProps } from 'react';
import type { RichTextEditor as Editor } from './rich-text-editor.tsx';

const LazyEditor = lazy(async () => ({ default: (await import('./rich-text-editor.tsx')).RichTextEditor }));

/**
 * The rich-text editor as a form shows it: its code (with DOMPurify, ~12 kB gzip) loads when a
 * form first renders it, so the screens that offer it (courses, messages) show their lists
 * without it. Until then a frame of the editor's size holds its place.
 */
export function RichTextField(props: ComponentProps<typeof Editor>) {
  return (
    <Suspense
      fallback={
        <div aria-busy="true" className="rounded-md border border-input">
          <div className="h-[41px] border-b border-border" />
          <div className="min-h-28" />
        </div>
      }
    >
      <LazyEditor {...props} />
    </Suspense>
  );
}
