import type { Org } from '@pocket/contract';
import type { TreeNodeData } from '@pocket/ui';

/** The organisation tree as TreeSelect nodes; invalid organisations cannot be chosen. */
export function orgNodes(tree: readonly Org[]): TreeNodeData[] {
  return tree.map((org) => ({
    id: org.id,
    label: org.label,
    disabled: !org.state,
    children: org.children?.length ? orgNodes(org.children) : undefined,
  }));
}
