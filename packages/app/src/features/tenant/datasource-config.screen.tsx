import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { datasourceConfigResource, type DatasourceTest } from '@pocket/contract';
import { useLingui } from '@lingui/react/macro';
import { datasourceConfigApi } from '../../app/api/datasourceConfig.ts';
import { resourceScreen } from '../../components/resource/resource-screen.tsx';
import { defineScreen, type FieldSpec, type ScreenContext } from '../../components/resource/screen-def.ts';

/** Tries settings on the server and says how it went (a failure is the server's message, with
 * the database's own words, shown by the client as any failed call is). */
async function testConnection(body: Record<string, unknown>, screen: ScreenContext) {
  const { id, driverClassName, url, username, password } = body as DatasourceTest;
  const result = await datasourceConfigApi.datasourceConfigTest({
    body: { ...(id ? { id } : {}), driverClassName, url, username, password },
  });
  const { version, elapsedMs } = result;
  screen.notify(
    result.isNew
      ? msg`The folder does not exist yet and can be made: a new embedded database starts there when the first tenant moves in.`
      : msg`Connected: ${version} (${elapsedMs} ms)`,
    { duration: 8_000 },
  );
}

/** A stored password, never shown: dots with a name for screen readers. */
function Masked() {
  const { t } = useLingui();
  return (
    <span role="img" aria-label={t`Stored encrypted`}>
      ••••••
    </span>
  );
}

const FIELDS: FieldSpec[] = [
  { name: 'name', control: 'text', label: msg`Name` },
  {
    name: 'poolName',
    control: 'text',
    label: msg`Pool name`,
    description: msg`Shown as the connections' application name.`,
  },
  {
    name: 'driverClassName',
    control: 'select',
    label: msg`Driver`,
    enum: 'DatasourceDriver',
    initial: 'POSTGRESQL',
  },
  {
    name: 'url',
    control: 'text',
    label: msg`URL`,
    description: msg`PostgreSQL: postgres://host:5432/database (no user or password in it). PGlite: the name of a folder beside the server's data.`,
  },
  { name: 'username', control: 'text', label: msg`Database user` },
  {
    name: 'password',
    control: 'text',
    inputType: 'password',
    label: msg`Password`,
    description: msg`Stored encrypted and never shown again; leave empty to keep the stored one.`,
  },
];

/**
 * Datasources (`/tenant/datasourceConfig`, platform only): the databases a tenant's rows may live
 * in. Test connection tries what the form holds (a stored password when the field is empty);
 * tenants are moved to one from the tenant list.
 */
export const datasourceConfigScreen = defineScreen({
  resource: datasourceConfigResource,
  texts: {
    title: msg`Data sources`,
    add: msg`Add data source`,
    edit: msg`Edit data source`,
    createHint: msg`The database is migrated when the first tenant moves there.`,
    deleteTitle: msg`Delete data sources`,
    deleteQuestion: (count) =>
      msg`Delete the ${count} selected data source(s)? Their databases are left as they are.`,
  },
  rowLabel: (d) => d.name,
  columns: [
    { key: 'name', header: msg`Name` },
    { key: 'driverClassName', header: msg`Driver`, cell: 'enum' },
    { key: 'url', header: msg`URL`, cell: 'code' },
    { key: 'username', header: msg`Database user` },
    {
      key: 'hasPassword',
      header: msg`Password`,
      cell: (d) =>
        d.hasPassword ? (
          <Masked />
        ) : (
          <span className="text-muted-foreground">
            <Trans context="password">None</Trans>
          </span>
        ),
    },
    {
      key: 'tenants',
      header: msg`Tenants`,
      cell: (d) =>
        d.tenants.length ? (
          d.tenants.join(', ')
        ) : (
          <span className="text-muted-foreground">
            <Trans context="tenants">None</Trans>
          </span>
        ),
    },
    { key: 'updateTime', header: msg`Updated at` },
  ],
  filters: [
    { type: 'text', key: 'name', label: msg`Name` },
    { type: 'select', key: 'driverClassName', label: msg`Driver`, enum: 'DatasourceDriver' },
  ],
  form: {
    columns: 2,
    fields: FIELDS,
    toForm: (d) => ({
      name: d.name,
      poolName: d.poolName ?? '',
      driverClassName: d.driverClassName.code,
      url: d.url,
      username: d.username ?? '',
      password: '',
    }),
    actions: [{ id: 'test', label: msg`Test connection`, run: testConnection }],
  },
  rowActions: [
    {
      id: 'test',
      label: msg`Test connection`,
      describe: ({ name }) => msg`Test connection of ${name}`,
      permission: 'edit',
      run: (d, screen) =>
        testConnection(
          { id: d.id, driverClassName: d.driverClassName.code, url: d.url, username: d.username ?? '' },
          screen,
        ),
    },
  ],
});

export default resourceScreen(datasourceConfigScreen);
