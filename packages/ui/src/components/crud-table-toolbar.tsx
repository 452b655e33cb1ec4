import type { ReactNode } from 'react';
import * as DropdownMenuPrimitive from '@radix-ui/react-dropdown-menu';
import type { ReactTable, RowData } from '@tanstack/react-table';
import { Check, Columns3, Download, Plus, RefreshCw, Upload } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { formatLabel } from '../lib/format-label.ts';
import { useUiLabels } from '../lib/labels.tsx';
import { Button, type ButtonProps } from './button.tsx';
import { menuContentClass, menuItemVariants } from './dropdown-menu.tsx';
import { columnLabel, type CrudTableFeatures } from './crud-table-columns.tsx';

/** A button in the toolbar that acts on the selected rows. */
type CrudBulkAction<TData> = {
  id: string;
  label: ReactNode;
  /** Receives the selected rows that are loaded and every selected id (other pages included). */
  onAction: (rows: TData[], ids: string[]) => void;
  variant?: ButtonProps['variant'] | undefined;
  icon?: ReactNode | undefined;
};

type CrudToolbarActions = {
  onCreate?: (() => void) | undefined;
  onImport?: (() => void) | undefined;
  onExport?: (() => void) | undefined;
  onRefresh?: (() => void) | undefined;
};

type CrudTableToolbarProps<TData extends RowData> = CrudToolbarActions & {
  table: ReactTable<CrudTableFeatures, TData, unknown>;
  bulkActions: CrudBulkAction<TData>[];
  onBulkAction: (action: CrudBulkAction<TData>) => void;
  selectedCount: number;
  columnMenu: boolean;
  children?: ReactNode | undefined;
};

function ColumnVisibilityMenu<TData extends RowData>({
  table,
}: {
  table: ReactTable<CrudTableFeatures, TData, unknown>;
}) {
  const labels = useUiLabels();
  const columns = table.getAllLeafColumns().filter((column) => column.getCanHide());
  return (
    <DropdownMenuPrimitive.Root>
      <DropdownMenuPrimitive.Trigger asChild>
        <Button variant="secondary" size="sm" clickGuardMs={0}>
          <Columns3 aria-hidden className="size-4" />
          {labels.columns}
        </Button>
      </DropdownMenuPrimitive.Trigger>
      <DropdownMenuPrimitive.Portal>
        <DropdownMenuPrimitive.Content
          data-slot="crud-table-columns-menu"
          align="end"
          sideOffset={4}
          className={menuContentClass}
        >
          {columns.map((column) => (
            <DropdownMenuPrimitive.CheckboxItem
              key={column.id}
              checked={column.getIsVisible()}
              onCheckedChange={(checked) => column.toggleVisibility(checked)}
              // Keep the menu open so several columns can be toggled in one go.
              onSelect={(event) => event.preventDefault()}
              className={cn(menuItemVariants(), 'pl-7')}
            >
              <DropdownMenuPrimitive.ItemIndicator className="absolute left-2">
                <Check aria-hidden className="size-4" />
              </DropdownMenuPrimitive.ItemIndicator>
              {columnLabel(column)}
            </DropdownMenuPrimitive.CheckboxItem>
          ))}
        </DropdownMenuPrimitive.Content>
      </DropdownMenuPrimitive.Portal>
    </DropdownMenuPrimitive.Root>
  );
}

/** Create / import / export, bulk actions and custom content on the left; refresh and columns on the right. */
function CrudTableToolbar<TData extends RowData>({
  table,
  bulkActions,
  onBulkAction,
  selectedCount,
  columnMenu,
  onCreate,
  onImport,
  onExport,
  onRefresh,
  children,
}: CrudTableToolbarProps<TData>) {
  const labels = useUiLabels();
  const hasLeft = onCreate || onImport || onExport || bulkActions.length > 0 || children;
  const hasRight = onRefresh || columnMenu;
  if (!hasLeft && !hasRight) return null;
  return (
    <div data-slot="crud-table-toolbar" className="flex flex-wrap items-center gap-2">
      {onCreate ? (
        <Button size="sm" onClick={onCreate}>
          <Plus aria-hidden className="size-4" />
          {labels.create}
        </Button>
      ) : null}
      {onImport ? (
        <Button variant="secondary" size="sm" onClick={onImport}>
          <Upload aria-hidden className="size-4" />
          {labels.import}
        </Button>
      ) : null}
      {onExport ? (
        <Button variant="secondary" size="sm" onClick={onExport}>
          <Download aria-hidden className="size-4" />
          {labels.export}
        </Button>
      ) : null}
      {bulkActions.length > 0 ? (
        <div role="group" aria-label={labels.bulkActions} className="flex items-center gap-2">
          {bulkActions.map((action) => (
            <Button
              key={action.id}
              variant={action.variant ?? 'secondary'}
              size="sm"
              clickGuardMs={0}
              onClick={() => onBulkAction(action)}
            >
              {action.icon}
              {action.label}
            </Button>
          ))}
        </div>
      ) : null}
      {children}
      <div className="ml-auto flex items-center gap-2">
        {selectedCount > 0 ? (
          <span className="text-sm text-muted-foreground" aria-live="polite">
            {formatLabel(labels.selectedCount, { count: selectedCount })}
          </span>
        ) : null}
        {onRefresh ? (
          <Button variant="secondary" size="sm" onClick={onRefresh}>
            <RefreshCw aria-hidden className="size-4" />
            {labels.refresh}
          </Button>
        ) : null}
        {columnMenu ? <ColumnVisibilityMenu table={table} /> : null}
      </div>
    </div>
  );
}

export { CrudTableToolbar };
export type { CrudBulkAction, CrudToolbarActions };
