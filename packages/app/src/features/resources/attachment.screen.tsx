import { msg } from '@lingui/core/macro';
import { attachmentResource } from '@pocket/contract';
import type { AttachmentRow } from '@pocket/contract';
import { attachmentApi } from '../../app/api/attachment.ts';
import { defineScreen } from '../../components/resource/screen-def.ts';
import { resourceScreen } from '../../components/resource/resource-screen.tsx';
import { saveBlob } from '../../lib/xlsx.ts';
import { AttachmentUpload } from './components/attachment-upload.tsx';

/** `12.3 KB` / `1.4 MB`. */
export function fileSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Downloads the selected files: one file as itself, several as one zip (the server's caps and
 * errors are shown by the client). */
export async function downloadAttachments(rows: AttachmentRow[], ids: string[]): Promise<void> {
  try {
    const blob = (await attachmentApi.attachmentDownload({ body: ids })) as unknown as Blob;
    // Several ids answer a zip; one file found answers itself.
    const first = ids.map((id) => rows.find((r) => r.id === id)).find((r) => r !== undefined);
    saveBlob(
      blob,
      blob.type === 'application/zip' ? 'attachments.zip' : (first?.originalName ?? 'attachment'),
    );
  } catch {
    // The client has shown why.
  }
}

/** Attachments (`/resources/attachment`): the tenant's uploaded images, newest first. */
export const attachmentScreen = defineScreen({
  resource: attachmentResource,
  texts: {
    title: msg`Attachments`,
    tableLabel: msg`Files`,
    deleteTitle: msg`Delete files`,
    deleteQuestion: (count) =>
      msg`Delete the ${count} selected file(s)? Pages and avatars showing them will show nothing.`,
  },
  rowLabel: (file) => file.originalName,
  // The server lists files newest first and sorts by nothing else.
  columns: [
    {
      key: 'url',
      header: msg`Preview`,
      cell: (file) => (
        <img
          src={file.url}
          alt={file.originalName}
          loading="lazy"
          className="size-10 rounded border border-border object-cover"
        />
      ),
    },
    {
      key: 'originalName',
      header: msg`File name`,
      cell: (file) => (
        <a href={file.url} target="_blank" rel="noreferrer" className="text-primary-text underline">
          {file.originalName}
        </a>
      ),
    },
    { key: 'bizType', header: msg`Used for` },
    { key: 'size', header: msg`Size`, cell: (file) => fileSize(file.size) },
    { key: 'contentType', header: msg`Type` },
    { key: 'createTime', header: msg`Uploaded at` },
  ],
  filters: [
    { type: 'text', key: 'originalName', label: msg`File name` },
    { type: 'text', key: 'bizType', label: msg`Used for` },
    { type: 'date-range', key: 'createTime', label: msg`Uploaded` },
  ],
  bulkActions: [
    {
      id: 'download',
      label: msg`Download`,
      permission: 'download',
      run: (rows, ids) => downloadAttachments(rows, ids),
    },
  ],
  toolbar: (screen) => (screen.allowed('add') ? <AttachmentUpload onUploaded={screen.refresh} /> : null),
});

export default resourceScreen(attachmentScreen);
