import { useRef, useState, type ChangeEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@pocket/api-client';
import { ATTACHMENT_IMAGE_TYPES, ATTACHMENT_MAX_BYTES, MAX_ITEM_ATTACHMENTS } from '@pocket/contract';
import { Button } from '@pocket/ui';
import { FileUp, X } from 'lucide-react';
import { attachmentApi } from '../../app/api/attachment.ts';
import { fileSize } from '../../components/file-upload.tsx';

/** A receipt uploaded for an item: its attachment id and the name it had. */
export type Receipt = { id: string; name: string };

/**
 * The receipts of one expense: photos or scans uploaded through the attachment module (any
 * signed-in user may upload), listed by name with a remove button; the item sends their ids.
 */
export function ReceiptsUpload({
  value,
  onChange,
  label,
}: {
  value: Receipt[];
  onChange: (value: Receipt[]) => void;
  /** Names the upload button for screen readers (which item's receipts). */
  label: string;
}) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    if (file.size > ATTACHMENT_MAX_BYTES) {
      const max = fileSize(ATTACHMENT_MAX_BYTES);
      setError(t`The file is larger than ${max}.`);
      return;
    }
    setBusy(true);
    try {
      const stored = await attachmentApi.attachmentUpload(
        { body: { file, bizType: 'REIMBURSEMENT_RECEIPT' } },
        { silent: true, timeout: 0 },
      );
      onChange([...value, { id: stored.id, name: file.name }]);
    } catch (e) {
      setError(isApiError(e) && e.msg ? e.msg : t`Upload failed`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-1">
      <input
        ref={input}
        type="file"
        accept={ATTACHMENT_IMAGE_TYPES.join(',')}
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        onChange={(event) => void pick(event)}
      />
      <div className="flex flex-wrap items-center gap-2">
        {value.map((receipt) => (
          <span
            key={receipt.id}
            className="inline-flex items-center gap-1 rounded-sm border border-border px-1.5 text-xs"
          >
            {receipt.name}
            <button
              type="button"
              className="rounded-sm p-0.5 text-muted-foreground hover:text-foreground"
              aria-label={t`Remove ${receipt.name}`}
              onClick={() => onChange(value.filter((r) => r.id !== receipt.id))}
            >
              <X aria-hidden className="size-3" />
            </button>
          </span>
        ))}
        {value.length < MAX_ITEM_ATTACHMENTS ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            clickGuardMs={0}
            loading={busy}
            aria-label={label}
            onClick={() => input.current?.click()}
          >
            <FileUp aria-hidden className="size-4" />
            <Trans>Receipt</Trans>
          </Button>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
