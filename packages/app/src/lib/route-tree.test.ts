import { describe, expect, it } from 'vitest';
import type { RouterNode } from '@pocket/contract';
import { findTrail } from './route-tree.ts';

const node = (path: string, component: string, children?: RouterNode[]): RouterNode => ({
  path,
  name: `${component}:${path}`,
  component,
  hidden: false,
  alwaysShow: false,
  meta: { title: path, icon: null, affix: false, noCache: false, breadcrumb: true },
  ...(children ? { children } : {}),
});

const names = (trail: RouterNode[]) => trail.map((n) => n.name);

describe('findTrail', () => {
  const tree = [
    node('/dashboard', 'dashboard/index'),
    node('/course', 'Layout', [
      node('index', 'course/index'),
      node('cate', 'Layout', [node('list', 'course/cate')]),
      // A second page at a path already taken: the first in the tree's order is the one.
      node('/course/index', 'course/other'),
    ]),
    node('/audit', 'Layout', [node('', 'audit/index')]),
  ];

  it('gives the chain from the top of the tree to the page, parents first', () => {
    expect(names(findTrail(tree, '/course/cate/list'))).toEqual([
      'Layout:/course',
      'Layout:cate',
      'course/cate:list',
    ]);
    expect(names(findTrail(tree, '/dashboard'))).toEqual(['dashboard/index:/dashboard']);
  });

  it('skips a layout at the path and finds the page below it; the first page at a path wins', () => {
    expect(names(findTrail(tree, '/audit'))).toEqual(['Layout:/audit', 'audit/index:']);
    expect(names(findTrail(tree, '/course/index'))).toEqual(['Layout:/course', 'course/index:index']);
  });

  it('is empty for a path no page has, and reads a new tree afresh', () => {
    expect(findTrail(tree, '/course/cate')).toEqual([]);
    expect(findTrail(tree, '/nowhere')).toEqual([]);
    const next = [node('/nowhere', 'misc/page')];
    expect(names(findTrail(next, '/nowhere'))).toEqual(['misc/page:/nowhere']);
    expect(findTrail(next, '/dashboard')).toEqual([]);
  });
});
