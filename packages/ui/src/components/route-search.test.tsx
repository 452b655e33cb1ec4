import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Fuse from 'fuse.js';
import { describe, expect, it, vi } from 'vitest';
import { UiLabelsProvider, enUiLabels } from '../lib/labels.tsx';
import { expectNoAxeViolations } from '../test/axe.ts';
import {
  ROUTE_SEARCH_KEYS,
  ROUTE_SEARCH_THRESHOLD,
  RouteSearch,
  routeSearchOptions,
} from './route-search.tsx';

const routes = [
  { title: 'Courses', path: '/course/index' },
  { title: 'Workers', path: '/worker/index' },
  { title: 'Orders', path: '/order/index' },
  { title: 'Organisation users', path: '/orguser/index' },
  { title: 'Profile', path: '/profile/index' },
];

describe('RouteSearch', () => {
  it('exports the spec constants: threshold 0.4, title 0.7, path 0.3', () => {
    expect(ROUTE_SEARCH_THRESHOLD).toBe(0.4);
    expect(ROUTE_SEARCH_KEYS).toEqual([
      { name: 'title', weight: 0.7 },
      { name: 'path', weight: 0.3 },
    ]);
    expect(routeSearchOptions.threshold).toBe(0.4);
  });

  it('finds routes by fuzzy title and by path', async () => {
    render(<RouteSearch routes={routes} onSelect={vi.fn()} />);
    const input = screen.getByRole('combobox', { name: 'Search' });
    await userEvent.type(input, 'Corses');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(within(screen.getByRole('listbox')).getAllByRole('option')[0]).toHaveTextContent('Courses');
    await userEvent.clear(input);
    await userEvent.type(input, 'orguser');
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('Organisation users');
  });

  it('ranks like fuse.js with the spec options', async () => {
    const expected = new Fuse(routes, routeSearchOptions).search('ord').map((r) => r.item.title);
    render(<RouteSearch routes={routes} onSelect={vi.fn()} />);
    await userEvent.type(screen.getByRole('combobox'), 'ord');
    expect(screen.getAllByRole('option').map((o) => o.firstChild?.textContent)).toEqual(expected);
  });

  it('moves the active option with the arrow keys and selects with Enter', async () => {
    const onSelect = vi.fn();
    render(<RouteSearch routes={routes} onSelect={onSelect} />);
    const input = screen.getByRole('combobox');
    await userEvent.type(input, 'index');
    const options = screen.getAllByRole('option');
    expect(options.length).toBeGreaterThan(2);
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await userEvent.keyboard('{ArrowDown}');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(options.at(-1)).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith(
      routes.find((r) => r.title === options[1]!.firstChild?.textContent),
    );
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape, then clears on a second Escape', async () => {
    render(<RouteSearch routes={routes} onSelect={vi.fn()} />);
    const input = screen.getByRole('combobox');
    await userEvent.type(input, 'work');
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('work');
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveValue('');
  });

  it('selects with the mouse and says when nothing matches, in the provided language', async () => {
    const onSelect = vi.fn();
    render(
      <UiLabelsProvider labels={{ ...enUiLabels, search: '搜索', noResults: '无结果' }}>
        <RouteSearch routes={routes} onSelect={onSelect} />
      </UiLabelsProvider>,
    );
    const input = screen.getByRole('combobox', { name: '搜索' });
    await userEvent.type(input, 'zzzzqq');
    expect(screen.getByRole('status')).toHaveTextContent('无结果');
    await userEvent.clear(input);
    await userEvent.type(input, 'Profile');
    await userEvent.click(screen.getByRole('option', { name: /Profile/ }));
    expect(onSelect).toHaveBeenCalledWith(routes[4]);
  });

  it('has no accessibility violations while open', async () => {
    const { container } = render(<RouteSearch routes={routes} onSelect={vi.fn()} />);
    await userEvent.type(screen.getByRole('combobox'), 'or');
    await expectNoAxeViolations(container);
  });
});
