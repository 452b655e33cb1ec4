import { describe, expect, it } from 'vitest';
import type { Org } from '@pocket/contract';
import { ValidationCode } from '@pocket/contract';
import { emptyOrgForm, flattenOrgs, orgFormResolver, subtreeIds } from './org-form.ts';

const node = (id: string, children?: Org[]): Org => ({
  id,
  label: `Org ${id}`,
  abbreviation: null,
  describe: null,
  parentId: '0',
  type: null,
  sortValue: 0,
  state: true,
  ...(children ? { children } : {}),
});

describe('organisation helpers', () => {
  it('lists the tree parents first, with depth and the count of everything below', () => {
    const rows = flattenOrgs([node('1', [node('2', [node('3')]), node('4')]), node('5')]);
    expect(rows.map((r) => [r.id, r.depth, r.descendants])).toEqual([
      ['1', 0, 3],
      ['2', 1, 1],
      ['3', 2, 0],
      ['4', 1, 0],
      ['5', 0, 0],
    ]);
    expect([...subtreeIds(node('1', [node('2', [node('3')])]))]).toEqual(['1', '2', '3']);
  });

  it('validates with the contract codes', async () => {
    const run = orgFormResolver();
    const bad = await run({ ...emptyOrgForm(), sortValue: '-2' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(bad.errors.label?.message).toBe(ValidationCode.required);
    expect(bad.errors.sortValue?.message).toBe(ValidationCode.invalid);
  });
});
