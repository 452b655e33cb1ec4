import { describe, expect, it } from 'vitest';
import { closeAllViews, closeOtherViews, closeView, type VisitedView } from './use-tags-view.ts';

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
