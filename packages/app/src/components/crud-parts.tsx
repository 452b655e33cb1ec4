import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@pocket/api-client';
import { Button, ConfirmDialog, Tag, toast, type CrudBulkAction } from '@pocket/ui';
import { isValidationFailure } from '../lib/form-issues.ts';

/** Valid / invalid as a coloured tag. */
export function StateTag({ valid }: { valid: boolean }) {
  const { t } = useLingui();
  return valid ? <Tag variant="success">{t`Valid`}</Tag> : <Tag variant="danger">{t`Invalid`}</Tag>;
}

/** A link-style button of a table row; `label` names the row for screen readers. */
export function RowAction({
  label,
  onClick,
  danger = false,
  children,
}: {
  label: string;
  onClick: () => void;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      size="sm"
      variant="link"
      className={danger ? 'text-danger' : undefined}
      clickGuardMs={0}
      aria-label={label}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

/**
 * Runs a silent create or update call and reports it: the success text, or, unless the server's
 * field issues are going onto the form, its message (else "Update failed"). The error is
 * re-thrown so the dialog stays open and marks its fields.
 */
export function useSaveReport() {
  const { t } = useLingui();
  return async (save: () => Promise<unknown>, success: string): Promise<void> => {
    try {
      await save();
      toast.success(success);
    } catch (error) {
      if (!(isValidationFailure(error) && isApiError(error) && error.issues?.length)) {
        toast.error(isApiError(error) && error.msg ? error.msg : t`Update failed`);
      }
      throw error;
    }
  };
}

/**
 * Asks before deleting the rows `ids` (null: closed); after `onDelete` resolves it reports
 * `done` ("Deleted successfully") and calls `onDeleted` (e.g. to drop the table's selection).
 */
export function DeleteConfirm({
  ids,
  onClose,
  title,
  description,
  confirmLabel,
  done,
  onDelete,
  onDeleted,
}: {
  ids: string[] | null;
  onClose: () => void;
  title: string;
  description: string;
  /** The confirm button (default "Delete"). */
  confirmLabel?: string;
  /** Reported once deleted (default "Deleted successfully"). */
  done?: string;
  onDelete: (ids: string[]) => Promise<unknown>;
  onDeleted?: () => void;
}) {
  const { t } = useLingui();
  return (
    <ConfirmDialog
      open={ids !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      variant="danger"
      title={title}
      description={description}
      confirmLabel={confirmLabel ?? t`Delete`}
      onConfirm={async () => {
        if (!ids) return;
        await onDelete(ids);
        onDeleted?.();
        toast.success(done ?? t`Deleted successfully`);
      }}
    />
  );
}

/**
 * The "Delete selected" bulk action (none without the permission). Rows `isLocked` reports as
 * built-in cancel the action with `lockedWarning` ("Readonly Data, Inoperable"); otherwise
 * `onAsk` receives the ids (usually to open a DeleteConfirm). `askDelete` applies the same rule
 * to a single row. `label` words the action otherwise (e.g. "Force out selected").
 */
export function useDeleteSelection<R extends { id: string }>({
  allowed,
  rows,
  isLocked,
  onAsk,
  label,
  lockedWarning,
}: {
  allowed: boolean;
  rows: readonly R[];
  isLocked?: (row: R) => boolean;
  onAsk: (ids: string[]) => void;
  label?: string;
  lockedWarning?: string;
}) {
  const { t } = useLingui();
  const askDelete = (ids: string[]) => {
    if (isLocked && rows.some((row) => ids.includes(row.id) && isLocked(row))) {
      toast.warning(lockedWarning ?? t`Readonly Data, Inoperable`);
      return;
    }
    onAsk(ids);
  };
  const bulkActions: CrudBulkAction<R>[] = allowed
    ? [
        {
          id: 'delete',
          label: label ?? t`Delete selected`,
          variant: 'danger',
          onAction: (_rows, ids) => askDelete(ids),
        },
      ]
    : [];
  return { bulkActions, askDelete };
}
