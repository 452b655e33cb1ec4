import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import DOMPurify from 'dompurify';
import { Button } from '@pocket/ui';
import { Bold, Italic, List, ListOrdered, RemoveFormatting } from 'lucide-react';

type Props = {
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  id: string;
  /** The accessible name (a `<label for>` does not name a contentEditable area). */
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
};

/**
 * A small rich-text editor: a contentEditable area with bold, italic, lists and clear formatting.
 * What it shows is sanitised first (the server sanitises what it stores with its own sanitiser;
 * this only keeps the console from running markup it loads).
 */
export function RichTextEditor({ value, onChange, onBlur, id, ...aria }: Props) {
  const { t } = useLingui();
  const area = useRef<HTMLDivElement>(null);

  // The area owns its content while focused; a value from outside (a row loaded) replaces it.
  useEffect(() => {
    const el = area.current;
    if (el && document.activeElement !== el && el.innerHTML !== value) {
      el.innerHTML = DOMPurify.sanitize(value, { USE_PROFILES: { html: true } });
    }
  }, [value]);

  const run = (command: string) => {
    area.current?.focus();
    // execCommand is deprecated but still the one editing primitive every browser implements.
    document.execCommand(command);
    onChange(area.current?.innerHTML ?? '');
  };
  const tools = [
    { command: 'bold', label: t`Bold`, icon: Bold },
    { command: 'italic', label: t`Italic`, icon: Italic },
    { command: 'insertUnorderedList', label: t`Bulleted list`, icon: List },
    { command: 'insertOrderedList', label: t`Numbered list`, icon: ListOrdered },
    { command: 'removeFormat', label: t`Clear formatting`, icon: RemoveFormatting },
  ];

  return (
    <div className="rounded-md border border-input focus-within:ring-2 focus-within:ring-ring">
      <div role="toolbar" aria-label={t`Formatting`} className="flex gap-1 border-b border-border p-1">
        {tools.map(({ command, label, icon: Icon }) => (
          <Button
            key={command}
            variant="ghost"
            size="sm"
            clickGuardMs={0}
            aria-label={label}
            title={label}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => run(command)}
          >
            <Icon aria-hidden className="size-4" />
          </Button>
        ))}
      </div>
      <div
        ref={area}
        id={id}
        role="textbox"
        aria-multiline="true"
        contentEditable
        suppressContentEditableWarning
        className="prose prose-sm min-h-28 max-w-none px-3 py-2 text-sm outline-none [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5"
        onInput={(e) => onChange(e.currentTarget.innerHTML)}
        onBlur={onBlur}
        {...aria}
      />
    </div>
  );
}
