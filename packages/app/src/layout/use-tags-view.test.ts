import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  closeAllViews,
  closeOtherViews,
  closeView,
  useTagsView,
  visitView,
  type VisitedView,
} from './use-tags-view.ts';

const view = (path: string, affix = false): VisitedView => ({
  path,
  fullPath: path,
  title: path,
  affix,
  noCache: false,
});
const views = [view('/dashboard', true), view('/a'), view('/b'), view('/c')];

describe('tag bar rules', () => {
  it('closes one tag but never a pinned one', () => {
    expect(closeView(views, '/b').map((v) => v.path)).toEqual(['/dashboard', '/a', '/c']);
    expect(closeView(views, '/dashboard')).toEqual(views);
  });
  it('close others keeps the pinned dashboard and the chosen tag', () => {
    expect(closeOtherViews(views, '/b').map((v) => v.path)).toEqual(['/dashboard', '/b']);
  });
  it('close all keeps only pinned tags', () => {
    expect(closeAllViews(views).map((v) => v.path)).toEqual(['/dashboard']);
  });
});

describe('visiting pages', () => {
  it('adds a new page at the end, updates a known one in place, and keeps a pinned tag pinned', () => {
    expect(visitView(views, view('/d')).map((v) => v.path)).toEqual(['/dashboard', '/a', '/b', '/c', '/d']);
    const updated = visitView(views, { ...view('/a'), fullPath: '/a?page=2' });
    expect(updated.map((v) => v.fullPath)).toEqual(['/dashboard', '/a?page=2', '/b', '/c']);
    expect(visitView(views, { ...view('/dashboard'), title: 'Home' })[0]).toMatchObject({
      title: 'Home',
      affix: true,
    });
    expect(visitView(views, view('/b'))).toBe(views);
  });

  it('the shown page is among the views from the first render, in one commit', () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useTagsView(() => [view('/dashboard', true)], view('/a'));
    });
    expect(result.current.views.map((v) => v.path)).toEqual(['/dashboard', '/a']);
    // The update during render re-runs the hook before anything is committed: one render more,
    // no second commit (an effect would have committed the layout without the page first).
    expect(renders).toBe(2);
  });

  it('follows navigation, and a closed tag of the page on screen stays closed', () => {
    const { result, rerender } = renderHook(
      ({ current }: { current: VisitedView }) => useTagsView(() => [view('/dashboard', true)], current),
      { initialProps: { current: view('/a') } },
    );
    rerender({ current: view('/b') });
    expect(result.current.views.map((v) => v.path)).toEqual(['/dashboard', '/a', '/b']);
    act(() => result.current.setViews(closeView(result.current.views, '/b')));
    expect(result.current.views.map((v) => v.path)).toEqual(['/dashboard', '/a']);
    // Back to a page whose tag was closed: it is visited again.
    rerender({ current: view('/a') });
    rerender({ current: view('/b') });
    expect(result.current.views.map((v) => v.path)).toEqual(['/dashboard', '/a', '/b']);
  });
});
