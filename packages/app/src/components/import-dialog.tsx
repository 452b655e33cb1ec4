import { useRef, useState, type ChangeEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@pocket/api-client';
import type { ValidationIssue } from '@pocket/contract';
import {
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
} from '@pocket/ui';
import { useValidationText } from '../lib/use-validation-text.ts';
import { isXlsxFile } from '../lib/xlsx.ts';

type ImportDialogProps = {
  /** What is imported, e.g. "Import users". */
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Uploads the file; resolves with the number of imported rows. */
  onImport: (file: File) => Promise<number>;
  /** Called after a successful import with the count. */
  onImported: (count: number) => void;
};

/** Where an import issue points: `['rows', <sheet row>, <column>]` from the server. */
export function issuePlace(issue: ValidationIssue): { row: string; column: string } {
  if (issue.path[0] === 'rows') return { row: issue.path[1] ?? '', column: issue.path.slice(2).join('.') };
  return { row: '', column: issue.path.join('.') };
}

type Phase =
  | { kind: 'idle' }
  | { kind: 'uploading' }
  | { kind: 'rows'; issues: ValidationIssue[] }
  | { kind: 'failed'; message: string };

/** Imports an xlsx file: all rows or none; row errors are listed in a table. */
export function ImportDialog({ title, open, onOpenChange, onImport, onImported }: ImportDialogProps) {
  const { t } = useLingui();
  const text = useValidationText();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const fileInput = useRef<HTMLInputElement>(null);

  const changeOpen = (next: boolean) => {
    if (phase.kind === 'uploading') return;
    if (!next) {
      setFile(null);
      setFileError(undefined);
      setPhase({ kind: 'idle' });
    }
    onOpenChange(next);
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setPhase({ kind: 'idle' });
    if (chosen && !isXlsxFile(chosen)) {
      setFile(null);
      setFileError('xlsx_only');
      event.target.value = '';
      return;
    }
    setFileError(undefined);
    setFile(chosen);
  };

  const upload = async () => {
    if (!file) {
      setFileError('required');
      return;
    }
    setPhase({ kind: 'uploading' });
    try {
      const count = await onImport(file);
      setPhase({ kind: 'idle' });
      setFile(null);
      onImported(count);
      onOpenChange(false);
    } catch (error) {
      if (isApiError(error) && error.issues && error.issues.length > 0) {
        setPhase({ kind: 'rows', issues: error.issues });
      } else {
        setPhase({ kind: 'failed', message: isApiError(error) && error.msg ? error.msg : t`Upload failed` });
      }
    }
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            <Trans>Choose an xlsx file. Either every row is imported or none is.</Trans>
          </DialogDescription>
        </DialogHeader>
        <DialogBody>
          <FormField label={t`File`} required error={text(fileError)}>
            {(control) => (
              <div className="flex min-w-0 items-center gap-3">
                {/* The browser's own file button speaks the browser's language, not the console's. */}
                <input
                  {...control}
                  ref={fileInput}
                  type="file"
                  accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                  className="sr-only"
                  tabIndex={-1}
                  onChange={choose}
                  disabled={phase.kind === 'uploading'}
                />
                <Button
                  type="button"
                  variant="secondary"
                  clickGuardMs={0}
                  aria-describedby={control['aria-describedby']}
                  aria-invalid={control['aria-invalid']}
                  disabled={phase.kind === 'uploading'}
                  onClick={() => fileInput.current?.click()}
                >
                  <Trans>Choose file</Trans>
                </Button>
                <span className="min-w-0 truncate text-sm text-muted-foreground" data-testid="chosen-file">
                  {file ? file.name : <Trans>No file chosen</Trans>}
                </span>
              </div>
            )}
          </FormField>
          {phase.kind === 'uploading' ? (
            <div className="grid gap-1" role="status">
              <span className="text-sm">
                <Trans>Importing…</Trans>
              </span>
              <progress className="h-2 w-full accent-primary-solid" aria-label={t`Import progress`} />
            </div>
          ) : null}
          {phase.kind === 'failed' ? (
            <p role="alert" className="text-sm text-danger">
              {phase.message}
            </p>
          ) : null}
          {phase.kind === 'rows' ? (
            <div className="grid gap-2">
              <p role="alert" className="text-sm text-danger">
                <Trans>The file was not imported. Fix these rows and try again:</Trans>
              </p>
              <div className="max-h-64 overflow-auto rounded-md border border-border">
                <table className="w-full text-left text-sm" aria-label={t`Row errors`}>
                  <thead className="bg-muted">
                    <tr>
                      <th scope="col" className="px-3 py-2 font-medium">
                        <Trans>Row</Trans>
                      </th>
                      <th scope="col" className="px-3 py-2 font-medium">
                        <Trans>Column</Trans>
                      </th>
                      <th scope="col" className="px-3 py-2 font-medium">
                        <Trans>Problem</Trans>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {phase.issues.map((issue, index) => {
                      const { row, column } = issuePlace(issue);
                      return (
                        <tr key={index} className="border-t border-border">
                          <td className="px-3 py-1.5">{row}</td>
                          <td className="px-3 py-1.5">{column}</td>
                          <td className="px-3 py-1.5">{text(issue.code) ?? issue.message}</td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
            </div>
          ) : null}
        </DialogBody>
        <DialogFooter>
          <Button
            type="button"
            variant="secondary"
            clickGuardMs={0}
            disabled={phase.kind === 'uploading'}
            onClick={() => changeOpen(false)}
          >
            <Trans>Cancel</Trans>
          </Button>
          <Button
            type="button"
            clickGuardMs={0}
            loading={phase.kind === 'uploading'}
            onClick={() => void upload()}
          >
            <Trans>Upload</Trans>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
