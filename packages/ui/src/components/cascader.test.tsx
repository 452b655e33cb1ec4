import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { UiLabelsProvider, enUiLabels, zhCnUiLabels } from '../lib/labels.tsx';
import { expectNoAxeViolations } from '../test/axe.ts';
import { Cascader, type CascaderOption } from './cascader.tsx';
import { placeChildren, searchPlaces } from './cascader.fixtures.ts';
import { FormField } from './form-field.tsx';

function Controlled({
  initial = [] as string[],
  onChange = vi.fn(),
  loadChildren = placeChildren,
  search = searchPlaces as ((text: string) => Promise<CascaderOption[][]>) | undefined,
}) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <Cascader
      aria-label="Area"
      value={value}
      loadChildren={loadChildren}
      search={search}
      searchDelay={0}
      onValueChange={(next, path) => {
        setValue(next);
        onChange(next, path);
      }}
    />
  );
}

describe('Cascader', () => {
  it('loads each column on demand and chooses a leaf by clicking', async () => {
    const load = vi.fn(placeChildren);
    const onChange = vi.fn();
    render(<Controlled loadChildren={load} onChange={onChange} />);
    expect(load).not.toHaveBeenCalled();
    const trigger = screen.getByRole('combobox', { name: 'Area' });
    expect(trigger).toHaveTextContent('Select…');
    await userEvent.click(trigger);
    expect(load).toHaveBeenCalledWith(null);
    await userEvent.click(await screen.findByRole('option', { name: 'Zhejiang' }));
    expect(load).toHaveBeenLastCalledWith('330000');
    await userEvent.click(await screen.findByRole('option', { name: 'Hangzhou' }));
    expect(screen.getByRole('listbox', { name: 'Hangzhou' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('option', { name: 'Xihu' }));
    expect(onChange).toHaveBeenCalledWith(
      ['330000', '330100', '330106'],
      [
        { id: '330000', label: 'Zhejiang', isLeaf: false },
        { id: '330100', label: 'Hangzhou', isLeaf: false },
        { id: '330106', label: 'Xihu', isLeaf: true },
      ],
    );
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveTextContent('Zhejiang / Hangzhou / Xihu');
    // Loaded once each: opening again loads nothing new.
    await userEvent.click(trigger);
    expect(load).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('option', { name: 'Xihu' })).toHaveAttribute('aria-selected', 'true');
  });

  it('names a value by loading the columns along it, or shows the labels it was given', async () => {
    const load = vi.fn(placeChildren);
    const { unmount } = render(
      <Cascader
        aria-label="Area"
        value={['440000', '440300', '440305']}
        onValueChange={vi.fn()}
        loadChildren={load}
      />,
    );
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Area' })).toHaveTextContent(
        'Guangdong / Shenzhen / Nanshan',
      ),
    );
    expect(load.mock.calls).toEqual([[null], ['440000'], ['440300']]);
    unmount();
    load.mockClear();
    render(
      <Cascader
        aria-label="Area"
        value={['440000', '440300']}
        valueLabels={['广东省', '深圳市']}
        onValueChange={vi.fn()}
        loadChildren={load}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Area' })).toHaveTextContent('广东省 / 深圳市');
    expect(load).not.toHaveBeenCalled();
  });

  it('moves by keyboard: ↓ into the list, → opens, ← goes back, Enter chooses', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const trigger = screen.getByRole('combobox', { name: 'Area' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveFocus();
    await screen.findByRole('option', { name: 'Guangdong' });
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Guangdong' })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Guangzhou' })).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Guangdong' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Zhejiang' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Hangzhou' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Xihu' })).toHaveFocus());
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('option', { name: 'Shangcheng' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('option', { name: 'Xihu' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(['330000', '330100', '330106'], expect.any(Array));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('chooses an option without children (Hong Kong) at once', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Area' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Hong Kong' }));
    expect(onChange).toHaveBeenCalledWith(['810000'], [{ id: '810000', label: 'Hong Kong', isLeaf: true }]);
  });

  it('finds a district by typing and shows each match with its full path', async () => {
    const search = vi.fn(searchPlaces);
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} search={search} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Area' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'tian');
    const hit = await screen.findByRole('option', { name: 'Guangdong / Guangzhou / Tianhe' });
    expect(screen.getByRole('listbox', { name: 'Matches: Area' })).toContainElement(hit);
    expect(search).toHaveBeenLastCalledWith('tian');
    await userEvent.keyboard('{ArrowDown}');
    expect(hit).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(['440000', '440100', '440106'], expect.any(Array));
    expect(screen.getByRole('combobox', { name: 'Area' })).toHaveTextContent(
      'Guangdong / Guangzhou / Tianhe',
    );
  });

  it('opens the columns of a match that is not a leaf', async () => {
    render(<Controlled />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Area' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'shenzhen');
    await userEvent.click(await screen.findByRole('option', { name: 'Guangdong / Shenzhen' }));
    expect(await screen.findByRole('option', { name: 'Nanshan' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Shenzhen' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('says when nothing matches, and when a column fails offers a retry', async () => {
    let fail = true;
    const load = vi.fn((parentId: string | null) =>
      fail ? Promise.reject(new Error('offline')) : placeChildren(parentId),
    );
    render(<Controlled loadChildren={load} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Area' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('option', { name: 'Guangdong' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'zzz');
    expect(await screen.findByText('No results')).toBeInTheDocument();
  });

  it('clears the value with its button', async () => {
    const onChange = vi.fn();
    render(<Controlled initial={['440000', '440100', '440106']} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(onChange).toHaveBeenCalledWith([], []);
    expect(screen.getByRole('combobox', { name: 'Area' })).toHaveTextContent('Select…');
    expect(screen.queryByRole('button', { name: 'Clear selection' })).not.toBeInTheDocument();
  });

  it('shows its texts in the labels of the provider (zh)', async () => {
    render(
      <UiLabelsProvider labels={zhCnUiLabels}>
        <Controlled initial={['440000', '440100', '440106']} />
      </UiLabelsProvider>,
    );
    expect(screen.getByRole('button', { name: '清除选择' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Area' }));
    expect(screen.getByRole('searchbox', { name: '搜索' })).toBeInTheDocument();
  });

  it('is named by its field label and has no axe violations, open or closed', async () => {
    const { container } = render(
      <UiLabelsProvider labels={enUiLabels}>
        <FormField label="Campus area">
          <Cascader value={[]} onValueChange={vi.fn()} loadChildren={placeChildren} search={searchPlaces} />
        </FormField>
      </UiLabelsProvider>,
    );
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('combobox', { name: 'Campus area' }));
    expect(screen.getByRole('dialog', { name: 'Campus area' })).toBeInTheDocument();
    expect(await screen.findByRole('listbox', { name: 'Campus area' })).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });
});
