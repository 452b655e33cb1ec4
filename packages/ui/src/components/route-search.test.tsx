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
  routeSearchOptionsWith,
  routeSearchTexts,
} from './route-search.tsx';
import { pinyin } from 'pinyin-pro';

const routes = [
  { title: 'Courses', path: '/course/index' },
  { title: 'Workers', path: '/worker/index' },
  { title: 'Orders', path: '/order/index' },
  { title: 'Organisation users', path: '/orguser/index' },
  { title: 'Profile', path: '/profile/index' },
];

const chineseRoutes = [
  { title: '工作台', path: '/dashboard' },
  { title: '课程', path: '/course/index', keywords: ['Courses'] },
  { title: '课程分类', path: '/course/courseCate', keywords: ['Course categories'] },
  { title: '工作人员', path: '/worker/index', keywords: ['Workers'] },
  { title: '订单', path: '/order/index', keywords: ['Orders'] },
  { title: '用户', path: '/org/user', keywords: ['Users'] },
];
const englishRoutes = chineseRoutes.map(({ title, path, keywords }) => ({
  title: keywords?.[0] ?? title,
  path,
  keywords: [title],
}));

describe('RouteSearch pinyin', () => {
  it('indexes Chinese titles and keywords by full pinyin, spaced pinyin and initials', () => {
    expect(routeSearchTexts({ title: '课程管理', path: '/course' }, pinyin)).toEqual([
      '课程管理',
      'kechengguanli',
      'ke cheng guan li',
      'kcgl',
    ]);
    expect(routeSearchTexts({ title: 'Courses', path: '/course', keywords: ['课程'] }, pinyin)).toEqual([
      'Courses',
      '课程',
      'kecheng',
      'ke cheng',
      'kc',
    ]);
    // Without pinyin (not loaded yet) only the texts themselves.
    expect(routeSearchTexts({ title: '课程', path: '/c' })).toEqual(['课程']);
  });

  it.each([
    ['zh', chineseRoutes],
    ['en', englishRoutes],
  ])('finds 课程 pages by kc and kecheng with the spec weights (%s titles)', (_, routes) => {
    const fuse = new Fuse(routes, routeSearchOptionsWith(pinyin));
    for (const query of ['kc', 'kecheng']) {
      const found = fuse.search(query).map((r) => r.item.path);
      expect(found.slice(0, 2).sort()).toEqual(['/course/courseCate', '/course/index']);
    }
    expect(fuse.search('gzry')[0]?.item.path).toBe('/worker/index');
    // The spec's threshold and weights stay: title 0.7 (with its pinyin), path 0.3.
    const options = routeSearchOptionsWith(pinyin);
    expect(options.threshold).toBe(0.4);
    expect(options.keys?.map((k) => (k as { weight: number }).weight)).toEqual([0.7, 0.3]);
  });

  it('loads pinyin on first focus, then kc finds 课程 in the box', async () => {
    const onSelect = vi.fn();
    render(
      <UiLabelsProvider labels={enUiLabels}>
        <RouteSearch routes={chineseRoutes} onSelect={onSelect} />
      </UiLabelsProvider>,
    );
    const input = screen.getByRole('combobox');
    await userEvent.type(input, 'kc');
    const found = await screen.findAllByRole('option', { name: /课程/ });
    expect(screen.getAllByRole('option')[0]).toBe(found[0]);
    await userEvent.keyboard('{Enter}');
    expect(onSelect.mock.calls[0]![0].path).toMatch(/^\/course\//);
  });
});

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
