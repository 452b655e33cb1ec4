import { useMemo, useRef, useState, type ChangeEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@pocket/api-client';
import { usePermission } from '@pocket/auth/react';
import { formatMessage, successMessages } from '@pocket/i18n';
import { ATTACHMENT_IMAGE_TYPES, ATTACHMENT_MAX_BYTES, type AttachmentRow } from '@pocket/contract';
import {
  Button,
  CrudTable,
  createCrudColumnHelper,
  toast,
  type CrudFilterField,
  type CrudFilterValues,
} from '@pocket/ui';
import { Upload } from 'lucide-react';
import { api } from '../../app/services.ts';
import { DeleteConfirm, RowAction, useDeleteSelection } from '../../components/crud-parts.tsx';
import { useServerTable } from '../../components/use-server-table.ts';
import { dayRangeExtra, filterText } from '../../lib/filters.ts';

const PAGE = 'file/attachment/page';
const CAN = { add: 'file:attachment:add', delete: 'file:attachment:delete' } as const;
const col = createCrudColumnHelper<AttachmentRow>();

/** The paged query's model and extra for the bar's applied values (whole days for the range). */
export function attachmentFiltersToQuery(filters: CrudFilterValues) {
  const model: { bizType?: string; originalName?: string } = {};
  for (const key of ['bizType', 'originalName'] as const) {
    const value = filterText(filters[key]);
    if (value) model[key] = value;
  }
  return { model, extra: dayRangeExtra(filters, 'createTime') };
}

/** `12.3 KB` / `1.4 MB`. */
export function fileSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Attachments (`/resources/attachment`): the tenant's uploaded images, newest first. */
export function AttachmentsScreen() {
  const { t, i18n } = useLingui();
  const gates = usePermission();
  const [deleting, setDeleting] = useState<string[] | null>(null);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const can = (code: string) => gates.hasAllPermissions(code);

  const table = useServerTable({
    resource: PAGE,
    toQuery: attachmentFiltersToQuery,
    fetch: (query) => api.attachment.attachmentPage({ body: query }),
  });

  const filterFields = useMemo<CrudFilterField[]>(
    () => [
      { type: 'text', id: 'originalName', label: t`File name` },
      { type: 'text', id: 'bizType', label: t`Used for` },
      { type: 'date-range', id: 'createTime', label: t`Uploaded` },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n.locale],
  );
  // The server lists files newest first and sorts by nothing else.
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('url', {
          id: 'preview',
          header: t`Preview`,
          enableSorting: false,
          cell: ({ row }) => (
            <img
              src={row.original.url}
              alt={row.original.originalName}
              loading="lazy"
              className="size-10 rounded border border-border object-cover"
            />
          ),
        }),
        col.accessor('originalName', {
          header: t`File name`,
          enableSorting: false,
          cell: ({ row }) => (
            <a
              href={row.original.url}
              target="_blank"
              rel="noreferrer"
              className="text-primary-text underline"
            >
              {row.original.originalName}
            </a>
          ),
        }),
        col.accessor('bizType', { header: t`Used for`, enableSorting: false }),
        col.accessor((r) => fileSize(r.size), { id: 'size', header: t`Size`, enableSorting: false }),
        col.accessor('contentType', { header: t`Type`, enableSorting: false }),
        col.accessor('createTime', { header: t`Uploaded at`, enableSorting: false }),
      ]),
    // The headers are translated: rebuild them when the language changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n.locale],
  );

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
      await api.attachment.attachmentUpload({ body: { file, bizType: 'FILE' } }, { silent: true });
      toast.success(formatMessage(i18n, successMessages.upload));
      await table.refresh();
    } catch (error) {
      toast.error(isApiError(error) && error.msg ? error.msg : t`Upload failed`);
    } finally {
      setUploading(false);
    }
  };

  const { bulkActions } = useDeleteSelection({
    allowed: can(CAN.delete),
    rows: table.page.data?.records ?? [],
    onAsk: setDeleting,
  });
  const count = deleting?.length ?? 0;

  return (
    <section aria-labelledby="attachments-title" className="grid gap-4 p-4">
      <h1 id="attachments-title" className="text-lg font-semibold">
        <Trans>Attachments</Trans>
      </h1>
      <input
        ref={fileInput}
        type="file"
        accept={ATTACHMENT_IMAGE_TYPES.join(',')}
        className="sr-only"
        tabIndex={-1}
        aria-label={t`File to upload`}
        onChange={(event) => void upload(event)}
      />
      <CrudTable
        key={table.tableKey}
        {...table.tableProps}
        filterFields={filterFields}
        label={t`Files`}
        columns={columns}
        getRowId={(r) => r.id}
        getRowLabel={(r) => r.originalName}
        selectable={bulkActions.length > 0}
        bulkActions={bulkActions}
        toolbar={
          can(CAN.add) ? (
            <Button
              variant="secondary"
              clickGuardMs={0}
              loading={uploading}
              onClick={() => fileInput.current?.click()}
            >
              <Upload aria-hidden className="size-4" />
              <Trans>Upload image</Trans>
            </Button>
          ) : null
        }
        rowActions={
          can(CAN.delete)
            ? (r) => (
                <RowAction danger label={t`Delete ${r.originalName}`} onClick={() => setDeleting([r.id])}>
                  <Trans>Delete</Trans>
                </RowAction>
              )
            : undefined
        }
      />
      <DeleteConfirm
        ids={deleting}
        onClose={() => setDeleting(null)}
        title={t`Delete files`}
        description={t`Delete the ${count} selected file(s)? Pages and avatars showing them will show nothing.`}
        onDelete={async (ids) => {
          await api.attachment.attachmentDelete({ body: ids });
          await table.refresh();
        }}
        onDeleted={() => table.resetSelection()}
      />
    </section>
  );
}

export default AttachmentsScreen;
