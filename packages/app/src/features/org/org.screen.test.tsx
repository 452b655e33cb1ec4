import '../../test/jsdom-radix.ts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Org } from '@pocket/contract';
import { activateLocale, i18n } from '@pocket/i18n';
import { ResourceFormDialog } from '../../components/resource/resource-form-dialog.tsx';
import type { ScreenContext } from '../../components/resource/screen-def.ts';
import { flattenTree, treeNodes } from '../../components/resource/tree-table.ts';
import { authStorage } from '../../app/core-services.ts';
import { createMockServer } from '../../test/mock-server.ts';
import { orgScreen } from './org.screen.tsx';

/** The dialog alone: no screen around it (these forms do nothing after a save). */
const NO_SCREEN = {} as ScreenContext;

const node = (id: string, children?: Org[]): Org => ({
  id,
  label: `Org ${id}`,
  abbreviation: null,
  describe: null,
  parentId: '0',
  type: null,
  sortValue: 0,
  state: id !== '5',
  ...(children ? { children } : {}),
});
const tree = [node('1', [node('2', [node('3')])]), node('5')];
const rows = flattenTree(tree);

authStorage.set('TOKEN', 'test-token');
let stub: ReturnType<typeof createMockServer> | undefined;
afterEach(() => stub?.close());

async function renderForm(editing: { row?: Org; values?: Record<string, string> }) {
  await activateLocale('en');
  render(
    <I18nProvider i18n={i18n}>
      <ResourceFormDialog
        def={orgScreen}
        editing={editing}
        onClose={vi.fn()}
        onSaved={() => Promise.resolve()}
        screen={NO_SCREEN}
        tree={treeNodes(tree, orgScreen.rowLabel)}
      />
    </I18nProvider>,
  );
  return screen.findByRole('dialog');
}

describe('the organisation form', () => {
  it('never offers the organisation itself or anything below it as its parent', async () => {
    const dialog = await renderForm({ row: rows[1] });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Parent organisation' }));
    // Searching shows every match expanded.
    await userEvent.type(await screen.findByRole('searchbox'), 'Org');
    expect(await screen.findByRole('treeitem', { name: 'Org 2' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('treeitem', { name: 'Org 3' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('treeitem', { name: 'Org 1' })).not.toHaveAttribute('aria-disabled');
    // An invalid organisation can still hold others.
    expect(screen.getByRole('treeitem', { name: 'Org 5' })).not.toHaveAttribute('aria-disabled');
  });

  it('adds under a row: the parent is chosen already, and the body carries it', async () => {
    stub = createMockServer({
      makeRow: { org: (body, id) => ({ ...node(id), ...body, parentId: '2' }) as never },
    });
    stub.listen();
    const dialog = await renderForm({ values: { parentId: '2' } });
    expect(within(dialog).getByRole('combobox', { name: 'Parent organisation' })).toHaveTextContent('Org 2');
    await userEvent.type(within(dialog).getByLabelText('Name', { exact: false }), 'Library');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(stub?.calls).toHaveLength(1));
    expect(stub.calls[0]).toMatchObject({
      method: 'post',
      path: '/authority/org',
      body: { label: 'Library', parentId: '2', state: true },
    });
  });

  it('validates with the contract: a name is needed, the order is a whole number from 0', async () => {
    const dialog = await renderForm({});
    await userEvent.type(within(dialog).getByLabelText('Order'), '-2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const field = (label: string) => within(dialog).getByLabelText(label, { exact: false });
    await waitFor(() => expect(field('Name')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('Order')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Abbreviation')).not.toHaveAttribute('aria-invalid', 'true');
  });
});
