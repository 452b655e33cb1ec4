import { useRef, useState, type ChangeEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@pocket/api-client';
import {
  ATTACHMENT_IMAGE_TYPES,
  ATTACHMENT_MAX_BYTES,
  MEDIA_MAX_BYTES,
  MEDIA_TYPES,
  type Attachment,
  type MediaKind,
} from '@pocket/contract';
import { Button } from '@pocket/ui';
import { FileUp, X } from 'lucide-react';
import { attachmentApi } from '../app/api/attachment.ts';

/** What a field takes: a cover image, or a media kind of the file module. */
export type UploadKind = 'image' | MediaKind;

const ACCEPT: Record<UploadKind, string> = {
  image: ATTACHMENT_IMAGE_TYPES.join(','),
  video: 'video/mp4,video/webm,.mp4,.webm',
  pdf: 'application/pdf,.pdf',
  ppt: `${MEDIA_TYPES.ppt.join(',')},.ppt,.pptx`,
};
const LIMIT: Record<UploadKind, number> = { image: ATTACHMENT_MAX_BYTES, ...MEDIA_MAX_BYTES };

/** "1.5 MB", "820 KB", "12 B" (binary units). */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

type Props = {
  kind: UploadKind;
  /** The stored address ('' when none). */
  value: string;
  onChange: (value: string) => void;
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
};

/**
 * The one upload control of the console: picks a file, checks its size against the contract's
 * limit (the server checks type and size again, on the bytes), uploads it through the file module
 * with a progress bar, then shows the stored file's name, size and type; an image shows itself.
 */
export function FileUpload({ kind, value, onChange, id, ...aria }: Props) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [stored, setStored] = useState<(Attachment & { originalName: string }) | null>(null);
  const [error, setError] = useState<string | null>(null);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    const limit = LIMIT[kind];
    if (file.size > limit) {
      const max = fileSize(limit);
      setError(t`The file is larger than ${max}.`);
      return;
    }
    setProgress(0);
    try {
      const options = { silent: true, timeout: 0, onUploadProgress: (f: number) => setProgress(f) };
      const answer =
        kind === 'image'
          ? await attachmentApi.attachmentUpload({ body: { file, bizType: 'COURSE_COVER' } }, options)
          : await attachmentApi.attachmentMedia({ body: { file, kind } }, options);
      setStored({ ...answer, originalName: file.name });
      onChange(answer.url);
    } catch (e) {
      setError(isApiError(e) && e.msg ? e.msg : t`Upload failed`);
    } finally {
      setProgress(null);
    }
  };

  const percent = progress === null ? null : Math.round(progress * 100);
  return (
    <div className="flex flex-col gap-1.5">
      <input
        ref={input}
        id={id}
        type="file"
        accept={ACCEPT[kind]}
        className="sr-only"
        onChange={(event) => void pick(event)}
        {...aria}
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          size="sm"
          clickGuardMs={0}
          loading={percent !== null}
          onClick={() => input.current?.click()}
        >
          <FileUp aria-hidden className="size-4" />
          {value ? <Trans>Replace file</Trans> : <Trans>Choose file</Trans>}
        </Button>
        {value && percent === null ? (
          <Button variant="ghost" size="sm" clickGuardMs={0} onClick={() => (setStored(null), onChange(''))}>
            <X aria-hidden className="size-4" />
            <Trans>Remove</Trans>
          </Button>
        ) : null}
      </div>
      {percent !== null ? (
        <div className="flex items-center gap-2 text-xs text-muted-foreground">
          <progress className="h-2 w-40" max={100} value={percent} aria-label={t`Upload progress`} />
          <span>{percent}%</span>
        </div>
      ) : null}
      {value && percent === null ? (
        <div className="flex items-center gap-2 text-xs text-muted-foreground">
          {kind === 'image' ? (
            <img src={value} alt="" className="h-10 w-16 rounded border border-border object-cover" />
          ) : null}
          {stored ? (
            <span>
              {stored.originalName} · {fileSize(stored.size)} · {stored.contentType}
            </span>
          ) : (
            <span>
              <Trans>Stored file</Trans> · {value.slice(value.lastIndexOf('.') + 1).toUpperCase()}
            </span>
          )}
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
