import type { User } from '@pocket/contract';
import type { TreeNodeData } from '@pocket/ui';

/** Ids of organisation rows in the receiver tree; user rows carry the user's own id. */
const ORG_PREFIX = 'org:';

/**
 * Valid users grouped under their organisation, for checking whole organisations at once. Users
 * without an organisation come last, under `noOrgLabel`.
 */
export function receiverNodes(users: User[], noOrgLabel: string): TreeNodeData[] {
  const groups = new Map<string, { label: string; users: User[] }>();
  for (const user of users) {
    if (!user.state) continue;
    const key = user.orgId ?? '';
    const group = groups.get(key) ?? { label: user.orgName ?? noOrgLabel, users: [] };
    group.users.push(user);
    groups.set(key, group);
  }
  return [...groups.entries()]
    .sort(([a, ga], [b, gb]) => (a === '' ? 1 : b === '' ? -1 : ga.label.localeCompare(gb.label)))
    .map(([key, group]) => ({
      id: `${ORG_PREFIX}${key || '-'}`,
      label: group.label,
      children: group.users.map((user) => ({ id: user.id, label: `${user.name} (${user.account})` })),
    }));
}

/** The user ids among the tree's checked ids. */
export function checkedUserIds(checked: (string | number)[]): string[] {
  return checked.map(String).filter((id) => !id.startsWith(ORG_PREFIX));
}
