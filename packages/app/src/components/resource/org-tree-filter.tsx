import { useId, useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, Tree, type TreeNodeData } from '@pocket/ui';
import { useOrgNodesWhen } from './option-sources.ts';

const choosable = (nodes: TreeNodeData[]): TreeNodeData[] =>
  nodes.map((node) => ({ ...node, disabled: false, children: node.children && choosable(node.children) }));

/**
 * The tenant's organisation tree beside a table: choosing a node filters the table by it (an
 * invalid organisation too: its members are still listed); "All" lifts the filter.
 */
export function OrgTreeFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | undefined;
  onChange: (id: string | undefined) => void;
}) {
  const { t } = useLingui();
  const headingId = useId();
  const loaded = useOrgNodesWhen(true);
  const nodes = useMemo(() => choosable(loaded), [loaded]);
  return (
    <section
      aria-labelledby={headingId}
      className="grid content-start gap-1 self-start rounded-md border p-2"
    >
      <h2 id={headingId} className="px-2 pt-1 text-sm font-medium">
        {label}
      </h2>
      <Button
        size="sm"
        variant="ghost"
        className="justify-start"
        clickGuardMs={0}
        aria-pressed={value === undefined}
        onClick={() => onChange(undefined)}
      >
        {t`All`}
      </Button>
      {/* Mounted once the tree is there, so it opens fully expanded. */}
      {nodes.length > 0 ? (
        <Tree
          label={label}
          nodes={nodes}
          checkable={false}
          selected={value ?? null}
          onNodeActivate={(node) => onChange(String(node.id))}
          defaultExpandAll
        />
      ) : null}
    </section>
  );
}
