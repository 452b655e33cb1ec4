import '../../test/jsdom-radix.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { msg } from '@lingui/core/macro';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parameterResource, type Parameter, type Station } from '@pocket/contract';
import { authStorage } from '../../app/core-services.ts';
import { stationScreen } from '../../features/org/station.screen.tsx';
import { createMockServer, type MockData } from '../../test/mock-server.ts';
import { ResourceScreen } from './resource-screen.tsx';
import { defineScreen, type ScreenDef, type ScreenResource } from './screen-def.ts';
import { renderInConsole } from '../../test/render-in-console.tsx';

const station = (id: string, name: string, state = true): Station => ({
  id,
  name,
  describe: null,
  orgId: null,
  orgName: null,
  state,
  createTime: '2026-11-01 08:00:00',
});
const parameter = (id: string, key: string, readonly: boolean): Parameter => ({
  id,
  key,
  name: key,
  value: 'v',
  describe: null,
  state: true,
  readonly,
});

const ALL = ['authority:station', 'authority:parameter'];
// A signed-in session: the client sends nothing without a token.
authStorage.set('TOKEN', 'test-token');
authStorage.set('TENANT', '1111');
authStorage.set('EXPIRE_TIME', Date.now() + 3_600_000);
let mock = createMockServer();
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => mock.server.resetHandlers());
afterAll(() => mock.server.close());

/** The screen of `def` against a fresh mock of the contract, as a user granted `codes`. */
async function renderScreen<R extends ScreenResource>(def: ScreenDef<R>, data: MockData, codes = ALL) {
  mock.server.close();
  mock = createMockServer(data);
  mock.server.listen({ onUnhandledRequest: 'error' });
  await renderInConsole(<ResourceScreen def={def} />, { codes });

  return screen.findByRole('table');
}

describe('ResourceScreen', () => {
  it('lists the rows of the page endpoint and searches with the filter model', async () => {
    const table = await renderScreen(stationScreen, {
      rows: { station: [station('1', 'Teacher'), station('2', 'Cook', false)] },
    });
    await within(table).findByText('Teacher');
    expect(within(table).getByText('Cook')).toBeInTheDocument();
    expect(within(table).getByText('Invalid')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Tea');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(within(table).queryByText('Cook')).not.toBeInTheDocument());
    const last = mock.calls.filter((c) => c.path === '/authority/station/page').at(-1);
    expect(last?.body).toMatchObject({ model: { name: 'Tea' }, current: 1, size: 10 });
  });

  it('starts with the columns marked hidden left out; the column menu shows them', async () => {
    const def = {
      ...stationScreen,
      columns: stationScreen.columns.map((c) => (c.key === 'describe' ? { ...c, hidden: true } : c)),
    };
    const table = await renderScreen(def, {
      rows: { station: [{ ...station('1', 'Teacher'), describe: 'Teaches' }] },
    });
    await within(table).findByText('Teacher');
    expect(within(table).queryByRole('columnheader', { name: 'Description' })).not.toBeInTheDocument();
    expect(within(table).queryByText('Teaches')).not.toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Created at' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const item = await screen.findByRole('menuitemcheckbox', { name: 'Description' });
    expect(item).toHaveAttribute('aria-checked', 'false');
    await user.click(item);
    expect(await within(table).findByText('Teaches')).toBeInTheDocument();
  });

  it('filters by a node of a tree filter (cascader) in the page query', async () => {
    const def = {
      ...stationScreen,
      filters: [
        ...(stationScreen.filters ?? []),
        {
          type: 'tree' as const,
          key: 'orgId',
          label: msg`Branch`,
          load: {
            key: 'test/branches',
            fetch: () =>
              Promise.resolve([{ id: '5', label: 'North', children: [{ id: '6', label: 'Harbour' }] }]),
          },
        },
      ],
    };
    const table = await renderScreen(def, { rows: { station: [station('1', 'Teacher')] } });
    await within(table).findByText('Teacher');
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Branch' }));
    await user.click(await screen.findByRole('treeitem', { name: /North/ }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(mock.calls.filter((c) => c.path === '/authority/station/page').at(-1)?.body).toMatchObject({
        model: { orgId: '5' },
      }),
    );
  });

  it('creates a row through a dialog validated by the contract’s create schema', async () => {
    await renderScreen(stationScreen, {
      rows: { station: [] },
      makeRow: { station: (b, id) => station(id, String(b.name)) },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add station' });
    // Required from the schema: marked, and refused before anything is sent.
    expect(within(dialog).getByLabelText('Name', { exact: false })).toHaveAttribute('aria-required', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText("Can't be empty")).toBeInTheDocument();
    expect(mock.calls.some((c) => c.method === 'post' && c.path === '/authority/station')).toBe(false);

    await user.type(within(dialog).getByLabelText('Name', { exact: false }), 'Librarian');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mock.calls.find((c) => c.path === '/authority/station' && c.method === 'post')?.body).toEqual({
      name: 'Librarian',
      orgId: '',
      describe: '',
      state: true,
    });
    expect(await screen.findByRole('cell', { name: 'Librarian' })).toBeInTheDocument();
    expect(await screen.findByText('Created successfully')).toBeInTheDocument();
  });

  it('runs a form action of the screen with the body the values would save, without saving', async () => {
    const tried: Record<string, unknown>[] = [];
    const def = {
      ...stationScreen,
      form: {
        ...stationScreen.form!,
        actions: [
          {
            id: 'try',
            label: msg`Try it`,
            run: async (body: Record<string, unknown>) => {
              tried.push(body);
            },
          },
        ],
      },
    };
    const table = await renderScreen(def, { rows: { station: [station('1', 'Teacher')] } });
    const user = userEvent.setup();
    await user.click(await within(table).findByRole('button', { name: 'Edit Teacher' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit station' });
    await user.type(within(dialog).getByLabelText('Name', { exact: false }), ' (head)');
    await user.click(within(dialog).getByRole('button', { name: 'Try it' }));
    await waitFor(() => expect(tried).toHaveLength(1));
    expect(tried[0]).toMatchObject({ id: '1', name: 'Teacher (head)' });
    // Still open and nothing saved.
    expect(screen.getByRole('dialog', { name: 'Edit station' })).toBeInTheDocument();
    expect(mock.calls.some((c) => c.method === 'put')).toBe(false);
  });

  it('edits a row, then deletes it after confirmation', async () => {
    const table = await renderScreen(stationScreen, { rows: { station: [station('1', 'Teacher')] } });
    const user = userEvent.setup();
    await user.click(await within(table).findByRole('button', { name: 'Edit Teacher' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit station' });
    const name = within(dialog).getByLabelText('Name', { exact: false });
    expect(name).toHaveValue('Teacher');
    await user.clear(name);
    await user.type(name, 'Head teacher');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(table).findByText('Head teacher');
    expect(mock.calls.find((c) => c.method === 'put')?.body).toMatchObject({ id: '1', name: 'Head teacher' });

    await user.click(within(table).getByRole('button', { name: 'Delete Head teacher' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Delete the 1 selected station?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(mock.rows('station')).toEqual([]));
    expect(mock.calls.find((c) => c.method === 'delete')?.body).toEqual(['1']);
  });

  it('offers only what the user’s codes allow', async () => {
    const table = await renderScreen(stationScreen, { rows: { station: [station('1', 'Teacher')] } }, [
      'authority:station:view',
    ]);
    await within(table).findByText('Teacher');
    expect(screen.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete selected' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Edit Teacher' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('keeps locked rows from edit and delete, and says so for a selection holding one', async () => {
    const def = defineScreen({
      resource: parameterResource,
      texts: { title: msg`Parameters` },
      rowLabel: (p) => p.key,
      columns: [{ key: 'key', header: msg`Key` }],
      form: { fields: [{ name: 'key', control: 'text', label: msg`Key` }] },
      locked: (p) => p.readonly,
    });
    const table = await renderScreen(def, {
      rows: { parameter: [parameter('1', 'BUILT_IN', true), parameter('2', 'MINE', false)] },
    });
    await within(table).findByText('BUILT_IN');
    expect(within(table).queryByRole('button', { name: 'Edit BUILT_IN' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Delete BUILT_IN' })).not.toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Edit MINE' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(table).getByRole('checkbox', { name: /BUILT_IN/ }));
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    expect(await screen.findByText('Readonly Data, Inoperable')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('checks the rules of the contract’s schema beyond each field before sending', async () => {
    const def = defineScreen({
      resource: parameterResource,
      texts: { title: msg`Parameters`, add: msg`Add parameter` },
      rowLabel: (p) => p.key,
      columns: [{ key: 'key', header: msg`Key` }],
      form: {
        fields: [
          { name: 'key', control: 'text', label: msg`Key` },
          { name: 'name', control: 'text', label: msg`Name` },
          { name: 'value', control: 'text', label: msg`Value` },
        ],
      },
    });
    await renderScreen(def, { rows: { parameter: [] } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add parameter' });
    // The initial password must be a valid password: a rule of the contract's schema.
    await user.type(within(dialog).getByLabelText('Key', { exact: false }), 'INITIAL_PASSWORD');
    await user.type(within(dialog).getByLabelText('Name', { exact: false }), 'Initial password');
    await user.type(within(dialog).getByLabelText('Value', { exact: false }), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('6 to 20 characters')).toBeInTheDocument();
    expect(mock.calls.some((c) => c.method === 'post' && c.path === '/authority/parameter')).toBe(false);
  });

  it('puts the server’s field issues on the form’s fields and keeps the dialog open', async () => {
    await renderScreen(stationScreen, {
      rows: { station: [] },
      refuse: (call) => (call.method === 'post' ? [{ path: ['name'], code: 'exists' }] : undefined),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add station' });
    await user.type(within(dialog).getByLabelText('Name', { exact: false }), 'Teacher');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const name = within(dialog).getByLabelText('Name', { exact: false });
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByText('Already exists')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add station' })).toBeInTheDocument();
  });
});
