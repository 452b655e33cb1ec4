import { useRef, useState, type ChangeEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@pocket/api-client';
import { ATTACHMENT_IMAGE_TYPES, ATTACHMENT_MAX_BYTES } from '@pocket/contract';
import { formatMessage, successMessages } from '@pocket/i18n';
import { Button, toast } from '@pocket/ui';
import { Upload } from 'lucide-react';
import { attachmentApi } from '../../../app/api/attachment.ts';

/**
 * The attachment screen's upload button: an image is checked before it is sent (type and size,
 * as the server checks them again), then uploaded and the table refreshed.
 */
export function AttachmentUpload({ onUploaded }: { onUploaded: () => Promise<unknown> }) {
  const { t, i18n } = useLingui();
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!(ATTACHMENT_IMAGE_TYPES as readonly string[]).includes(file.type)) {
      toast.error(t`Only PNG, JPEG, GIF and WebP images can be uploaded.`);
      return;
    }
    if (file.size > ATTACHMENT_MAX_BYTES) {
      toast.error(t`The file is larger than 2 MiB.`);
      return;
    }
    setUploading(true);
    try {
      await attachmentApi.attachmentUpload({ body: { file, bizType: 'FILE' } }, { silent: true });
      toast.success(formatMessage(i18n, successMessages.upload));
      await onUploaded();
    } catch (error) {
      toast.error(isApiError(error) && error.msg ? error.msg : t`Upload failed`);
    } finally {
      setUploading(false);
    }
  };

  return (
    <>
      <input
        ref={fileInput}
        type="file"
        accept={ATTACHMENT_IMAGE_TYPES.join(',')}
        className="sr-only"
        tabIndex={-1}
        aria-label={t`File to upload`}
        onChange={(event) => void upload(event)}
      />
      <Button
        variant="secondary"
        clickGuardMs={0}
        loading={uploading}
        onClick={() => fileInput.current?.click()}
      >
        <Upload aria-hidden className="size-4" />
        <Trans>Upload image</Trans>
      </Button>
    </>
  );
}
