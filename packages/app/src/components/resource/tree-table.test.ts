import { describe, expect, it } from 'vitest';
import { countBelow, flattenTree, treeNodes, type TreeNode } from './tree-table.ts';

type Node = TreeNode & { label: string; children?: Node[] };
const node = (id: string, children?: Node[]): Node => ({
  id,
  label: `Org ${id}`,
  ...(children ? { children } : {}),
});
const tree = [node('1', [node('2', [node('3')]), node('4')]), node('5')];

describe('tree screens', () => {
  it('list the tree parents first, each row with its depth and everything below it', () => {
    expect(flattenTree(tree).map((r) => [r.id, r.depth, r.below])).toEqual([
      ['1', 0, ['2', '3', '4']],
      ['2', 1, ['3']],
      ['3', 2, []],
      ['4', 1, []],
      ['5', 0, []],
    ]);
  });

  it('count what a delete takes along: the rows below the chosen ones, each once', () => {
    const rows = flattenTree(tree);
    expect(countBelow(rows, ['1'])).toBe(3);
    expect(countBelow(rows, ['1', '2'])).toBe(2);
    expect(countBelow(rows, ['3', '5'])).toBe(0);
  });

  it('offer every node as a parent, named by the screen', () => {
    expect(treeNodes(tree, (n) => n.label)).toEqual([
      {
        id: '1',
        label: 'Org 1',
        children: [
          { id: '2', label: 'Org 2', children: [{ id: '3', label: 'Org 3', children: undefined }] },
          { id: '4', label: 'Org 4', children: undefined },
        ],
      },
      { id: '5', label: 'Org 5', children: undefined },
    ]);
  });
});
