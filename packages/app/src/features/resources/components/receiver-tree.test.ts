import { describe, expect, it } from 'vitest';
import type { User } from '@pocket/contract';
import { checkedUserIds, receiverNodes } from './receiver-tree.ts';

const user = (id: string, name: string, orgId: string | null, orgName: string | null, state = true) =>
  ({ id, name, account: `u${id}`, orgId, orgName, state }) as User;

describe('receiverNodes', () => {
  it('groups valid users under their organisation, by name, with the unassigned last', () => {
    const nodes = receiverNodes(
      [
        user('1', 'Ann', null, null),
        user('2', 'Bo', '20', 'Campus'),
        user('3', 'Cy', '10', 'Head office'),
        user('4', 'Di', '20', 'Campus'),
        user('5', 'Ed', '20', 'Campus', false),
      ],
      'No organisation',
    );
    expect(nodes).toEqual([
      {
        id: 'org:20',
        label: 'Campus',
        children: [
          { id: '2', label: 'Bo (u2)' },
          { id: '4', label: 'Di (u4)' },
        ],
      },
      { id: 'org:10', label: 'Head office', children: [{ id: '3', label: 'Cy (u3)' }] },
      { id: 'org:-', label: 'No organisation', children: [{ id: '1', label: 'Ann (u1)' }] },
    ]);
  });

  it('keeps only user ids of the checked rows', () => {
    expect(checkedUserIds(['org:20', '2', '4', 'org:-'])).toEqual(['2', '4']);
  });
});
