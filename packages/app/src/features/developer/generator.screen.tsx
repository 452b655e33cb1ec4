import { lazy, Suspense, useState } from 'react';
import { msg } from '@lingui/core/macro';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { genTableResource, type DbTable, type GenTable } from '@pocket/contract';
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
} from '@pocket/ui';
import useSWR from 'swr';
import { generatorApi } from './generator-api.ts';
import { defineScreen, type FormValues, type ScreenContext } from '../../components/resource/screen-def.ts';
import { resourceScreen } from '../../components/resource/resource-screen.tsx';
import { saveBlob } from '../../lib/xlsx.ts';
import { GeneratorColumns, columnsOf } from './generator-columns.tsx';

// The preview and its highlighter load when a preview is first opened.
const GeneratorPreview = lazy(() => import('./generator-preview.tsx'));

/** The database's tables with comment and row count; one not imported yet is imported here. */
function ImportDialog({ close, screen }: { close: () => void; screen: ScreenContext }) {
  const { t } = useLingui();
  const tables = useSWR('generator/table/dbTables', () => generatorApi.tableDbTables({}));
  const [busy, setBusy] = useState<string | null>(null);
  const importTable = async (table: DbTable) => {
    setBusy(table.tableName);
    try {
      await generatorApi.tableCreate({ body: { tableName: table.tableName } });
      screen.notify(msg`Table imported: edit its configuration, then preview or download the files.`);
      close();
      await screen.refresh();
    } catch {
      // The client has shown why (no primary key, unknown column type…).
    } finally {
      setBusy(null);
    }
  };
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>
            <Trans>Import a table</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>The tables of the database. Row counts are the rows the platform can see.</Trans>
          </DialogDescription>
        </DialogHeader>
        <DialogBody>
          <div className="max-h-[55vh] overflow-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">{t`Tables of the database`}</caption>
              <thead>
                <tr className="text-left text-muted-foreground">
                  <th className="px-2 py-1">{t`Table`}</th>
                  <th className="px-2 py-1">{t`Comment`}</th>
                  <th className="px-2 py-1 text-right">{t`Rows`}</th>
                  <th className="px-2 py-1">
                    <span className="sr-only">{t`Actions`}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {(tables.data ?? []).map((table) => (
                  <tr key={table.tableName} className="border-t border-border">
                    <th scope="row" className="px-2 py-1 text-left font-mono font-normal">
                      {table.tableName}
                    </th>
                    <td className="px-2 py-1">{table.comment}</td>
                    <td className="px-2 py-1 text-right tabular-nums">{table.rows < 0 ? '—' : table.rows}</td>
                    <td className="px-2 py-1 text-right">
                      {table.imported ? (
                        <Tag>{t`Imported`}</Tag>
                      ) : (
                        <Button
                          type="button"
                          size="sm"
                          variant="secondary"
                          disabled={busy !== null}
                          aria-label={t`Import ${table.tableName}`}
                          onClick={() => void importTable(table)}
                        >
                          <Trans>Import</Trans>
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {!tables.data ? (
              <p className="p-2 text-sm text-muted-foreground">
                <Trans>Loading…</Trans>
              </p>
            ) : null}
          </div>
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

const download = async (row: GenTable) => {
  try {
    saveBlob(
      (await generatorApi.tableDownload({ params: { id: row.id } })) as unknown as Blob,
      `${row.resource}.zip`,
    );
  } catch {
    // The client has shown why.
  }
};

/**
 * The code generator (`/developer/generator`, platform): tables of the database imported and
 * configured (names, menu, scope, each column's labels, list, form and filter), then every file
 * of the resource previewed, downloaded as a zip, or (development mode) written into the workspace.
 */
export const generatorScreen = defineScreen({
  resource: genTableResource,
  texts: {
    title: msg`Code generator`,
    add: msg`Import a table`,
    edit: msg`Configure generation`,
    deleteTitle: msg`Remove imported tables`,
    deleteQuestion: (count) =>
      msg`Remove the ${plural(count, { one: '# selected imported table', other: '# selected imported tables' })}? The tables themselves stay.`,
  },
  rowLabel: (r) => r.tableName,
  columns: [
    { key: 'tableName', header: msg`Table` },
    { key: 'comment', header: msg`Comment` },
    { key: 'permissionPrefix', header: msg`Permission prefix` },
    { key: 'scope', header: msg`Scope` },
    { key: 'menuParent', header: msg`Menu parent` },
    { key: 'updateTime', header: msg`Changed at` },
  ],
  filters: [{ type: 'text', key: 'tableName', label: msg`Table` }],
  onCreate: (screen) => screen.show((close) => <ImportDialog close={close} screen={screen} />),
  form: {
    size: 'lg',
    columns: 2,
    fields: [
      {
        name: 'module',
        control: 'text',
        label: msg`Module`,
        description: msg`authority, course, msg or gateway`,
      },
      { name: 'resource', control: 'text', label: msg`Resource` },
      {
        name: 'area',
        control: 'text',
        label: msg`Screen folder`,
        description: msg`features/<folder> of the console`,
      },
      {
        name: 'menuParent',
        control: 'text',
        label: msg`Menu parent`,
        description: msg`The path of a menu, e.g. /system`,
      },
      { name: 'labelZh', control: 'text', label: msg`Name (zh)` },
      { name: 'labelEn', control: 'text', label: msg`Name (en)` },
      { name: 'labelEnPlural', control: 'text', label: msg`Name (en, plural)` },
      {
        name: 'scope',
        control: 'select',
        label: msg`Scope`,
        options: [
          { value: 'tenant', label: msg`Tenant: every tenant its own rows` },
          { value: 'platform', label: msg`Platform: the platform tenant only` },
        ],
      },
      {
        name: 'treeParent',
        control: 'text',
        label: msg`Tree parent field`,
        description: msg`parentId for a tree table; empty otherwise`,
      },
      {
        name: 'columns',
        control: 'custom',
        label: msg`Columns`,
        wide: true,
        empty: '[]',
        render: (field) => <GeneratorColumns {...field} />,
      },
    ],
    toForm: (r): FormValues => ({
      module: r.module,
      resource: r.resource,
      area: r.area,
      menuParent: r.menuParent,
      labelZh: r.labelZh,
      labelEn: r.labelEn,
      labelEnPlural: r.labelEnPlural,
      scope: r.scope,
      treeParent: r.treeParent,
      columns: JSON.stringify(r.columns),
    }),
    toBody: (values) => ({ ...values, columns: columnsOf(values.columns) }),
  },
  rowActions: [
    {
      id: 'preview',
      label: msg`Preview`,
      describe: (r) => msg`Preview the files of ${r.tableName}`,
      permission: 'generate',
      run: (r, screen) =>
        screen.show((close) => (
          <Suspense fallback={null}>
            <GeneratorPreview id={r.id} table={r.tableName} close={close} />
          </Suspense>
        )),
    },
    {
      id: 'download',
      label: msg`Download`,
      describe: (r) => msg`Download the files of ${r.tableName} as a zip`,
      permission: 'generate',
      run: (r) => download(r),
    },
    {
      id: 'write',
      label: msg`Write into workspace`,
      describe: (r) => msg`Write the files of ${r.tableName} into the workspace`,
      permission: 'generate',
      confirm: {
        title: msg`Write into the workspace`,
        question: (r) =>
          msg`Write the files of ${r.tableName} into the workspace? New files are added and lines added to existing ones; no file is overwritten. Development mode only.`,
        action: msg`Write`,
      },
      run: async (r, screen) => {
        const answer = await generatorApi.tableWrite({ params: { id: r.id } });
        screen.notify(
          msg`${plural(answer.written.length, { one: '# file written', other: '# files written' })}: run drizzle-kit generate, then restart.`,
        );
      },
    },
  ],
});

export default resourceScreen(generatorScreen);
