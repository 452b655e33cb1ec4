import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { GenFile } from '@pocket/contract';
import {
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Tag,
  cn,
} from '@pocket/ui';
import useSWR from 'swr';
import { generatorApi } from './generator-api.ts';
import { highlight, type Token } from '../../lib/highlight.ts';

const TOKEN_CLASS: Record<Token['kind'], string> = {
  plain: '',
  keyword: 'text-primary-text font-medium',
  string: 'text-success',
  comment: 'text-muted-foreground italic',
  number: 'text-warning',
  type: 'text-info',
};

/** A generated file, highlighted. */
function Code({ file }: { file: GenFile }) {
  return (
    <pre
      role="region"
      aria-label={file.path}
      tabIndex={0}
      className="max-h-[55vh] overflow-auto rounded-md border border-border bg-muted/40 p-3 font-mono text-xs leading-5"
    >
      <code>
        {highlight(file.content, file.language).map((t, i) =>
          t.kind === 'plain' ? (
            t.text
          ) : (
            <span key={i} className={TOKEN_CLASS[t.kind]}>
              {t.text}
            </span>
          ),
        )}
      </code>
    </pre>
  );
}

/**
 * Every file the generator would write for an imported table (loaded with this dialog, which the
 * screen loads on first use): the list of paths, new or changed, and the chosen one highlighted.
 */
export default function GeneratorPreview({
  id,
  table,
  close,
}: {
  id: string;
  table: string;
  close: () => void;
}) {
  const { t } = useLingui();
  const files = useSWR(['generator/table/preview', id], () =>
    generatorApi.tablePreview({ params: { id } }, { silent: true }),
  );
  const [chosen, setChosen] = useState(0);
  const list = files.data ?? [];
  const file = list[chosen];
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent size="xl">
        <DialogHeader>
          <DialogTitle>
            <Trans>Files generated from {table}</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>New files, and the whole new text of the files a line is added to.</Trans>
          </DialogDescription>
        </DialogHeader>
        <DialogBody>
          {files.error ? (
            <p role="alert" className="text-sm text-danger">
              {(files.error as { msg?: string }).msg ?? t`The files could not be generated.`}
            </p>
          ) : !files.data ? (
            <p className="text-sm text-muted-foreground">
              <Trans>Generating…</Trans>
            </p>
          ) : (
            <div className="grid gap-3 md:grid-cols-[16rem_1fr]">
              <ul aria-label={t`Generated files`} className="flex flex-col gap-1 text-xs">
                {list.map((f, i) => (
                  <li key={f.path}>
                    <button
                      type="button"
                      aria-current={i === chosen}
                      onClick={() => setChosen(i)}
                      className={cn(
                        'flex w-full items-start gap-2 rounded px-2 py-1 text-left break-all hover:bg-muted',
                        i === chosen && 'bg-muted font-medium',
                      )}
                    >
                      <Tag variant={f.kind === 'new' ? 'success' : 'default'}>
                        {f.kind === 'new' ? t`new` : t`changed`}
                      </Tag>
                      <span>{f.path}</span>
                    </button>
                  </li>
                ))}
              </ul>
              {file ? <Code file={file} /> : null}
            </div>
          )}
        </DialogBody>
        <DialogFooter className="mt-4">
          <Button type="button" variant="secondary" onClick={close}>
            <Trans>Close</Trans>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
