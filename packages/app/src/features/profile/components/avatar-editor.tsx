import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@pocket/api-client';
import { ATTACHMENT_IMAGE_TYPES, ATTACHMENT_MAX_BYTES } from '@pocket/contract';
import {
  Avatar,
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
  toast,
} from '@pocket/ui';
import { applyFieldIssues } from '../../../lib/form-issues.ts';
import { useValidationText } from '../../../lib/use-validation-text.ts';
import { avatarResolver, type AvatarValues } from '../forms/profile-forms.ts';

type AvatarEditorProps = {
  avatar: string | null;
  name: string;
  onSave: (values: AvatarValues) => Promise<unknown>;
  /** Uploads a chosen image and saves it as the avatar; resolves with the saved user. */
  onUpload: (file: File) => Promise<{ avatar: string | null }>;
};

/** Whether a chosen file may be uploaded as an avatar (the server checks the bytes again). */
function isAllowedImage(file: File): boolean {
  return (ATTACHMENT_IMAGE_TYPES as readonly string[]).includes(file.type);
}

/**
 * The avatar and its change dialog. The server keeps an avatar as an absolute image URL or a
 * local image name (`PUT /authority/user/avatar`); the dialog previews the new one before saving.
 * "Upload" sends a chosen image (checked here for type and size first) and saves its address.
 */
export function AvatarEditor({ avatar, name, onSave, onUpload }: AvatarEditorProps) {
  const { t } = useLingui();
  const text = useValidationText();
  const [open, setOpen] = useState(false);
  const { register, handleSubmit, watch, reset, setError, setValue, formState } = useForm<AvatarValues>({
    defaultValues: { avatar: avatar ?? '' },
    resolver: avatarResolver,
  });
  const preview = watch('avatar');
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadPreview, setUploadPreview] = useState<string | null>(null);

  const upload = async (file: File) => {
    if (!isAllowedImage(file)) {
      toast.error(t`Only PNG, JPEG, GIF or WebP images can be uploaded`);
      return;
    }
    if (file.size > ATTACHMENT_MAX_BYTES) {
      toast.error(t`The image is too large (at most 2 MiB)`);
      return;
    }
    setUploading(true);
    const local = URL.createObjectURL(file);
    setUploadPreview(local);
    try {
      const saved = await onUpload(file);
      setValue('avatar', saved.avatar ?? '');
      toast.success(t`Avatar updated`);
      setOpen(false);
    } catch (error) {
      toast.error(isApiError(error) && error.msg ? error.msg : t`Upload failed`);
    } finally {
      setUploadPreview(null);
      URL.revokeObjectURL(local);
      setUploading(false);
    }
  };

  const submit = handleSubmit(async (values) => {
    try {
      await onSave(values);
      toast.success(t`Avatar updated`);
      setOpen(false);
    } catch (error) {
      const rest = applyFieldIssues(error, setError, ['avatar']);
      if (!isApiError(error) || !error.issues || rest.length > 0) toast.error(t`Upload failed`);
    }
  });

  return (
    <div className="flex flex-col items-center gap-3">
      <Avatar size="xl" src={avatar} alt={t`Avatar of ${name}`} />
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (next) reset({ avatar: avatar ?? '' });
          setOpen(next);
        }}
      >
        <Button
          type="button"
          variant="secondary"
          size="sm"
          clickGuardMs={0}
          onClick={() => {
            reset({ avatar: avatar ?? '' });
            setOpen(true);
          }}
        >
          <Trans>Change avatar</Trans>
        </Button>
        <DialogContent size="sm">
          <DialogHeader>
            <DialogTitle>
              <Trans>Change avatar</Trans>
            </DialogTitle>
            <DialogDescription>
              <Trans>Enter the address of an image (http or https) or the name of a stored image.</Trans>
            </DialogDescription>
          </DialogHeader>
          <form noValidate onSubmit={submit} aria-label={t`Change avatar`}>
            <DialogBody>
              <div className="flex justify-center">
                <Avatar
                  size="xl"
                  src={uploadPreview ?? (preview || null)}
                  alt={t`Preview of the new avatar`}
                />
              </div>
              <div className="flex items-end gap-2">
                <div className="min-w-0 flex-1">
                  <FormField label={t`Image address`} required error={text(formState.errors.avatar?.message)}>
                    <Input type="url" autoComplete="off" {...register('avatar')} />
                  </FormField>
                </div>
                <input
                  ref={fileInput}
                  type="file"
                  accept="image/*"
                  className="sr-only"
                  tabIndex={-1}
                  aria-label={t`Avatar image file`}
                  onChange={(event) => {
                    const file = event.currentTarget.files?.[0];
                    event.currentTarget.value = '';
                    if (file) void upload(file);
                  }}
                />
                <Button
                  type="button"
                  variant="secondary"
                  clickGuardMs={0}
                  loading={uploading}
                  onClick={() => fileInput.current?.click()}
                >
                  <Trans>Upload</Trans>
                </Button>
              </div>
            </DialogBody>
            <DialogFooter className="mt-6">
              <Button type="button" variant="secondary" clickGuardMs={0} onClick={() => setOpen(false)}>
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" loading={formState.isSubmitting}>
                <Trans>Save</Trans>
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </div>
  );
}
