import { useLingui } from '@lingui/react/macro';
import { Tree } from '@pocket/ui';
import { useOrgNodesWhen } from './option-sources.ts';
import type { CustomFieldProps } from './screen-def.ts';

/** Chooses organisations in the tenant's tree (a parent ticks what is under it). */
export function OrgChecklist({ value, onChange, id }: CustomFieldProps) {
  const { t } = useLingui();
  const nodes = useOrgNodesWhen(true);
  const chosen = Array.isArray(value) ? value : [];
  return (
    <div id={id} className="max-h-56 overflow-auto rounded-md border border-border p-2">
      <Tree
        label={t`Organisations`}
        nodes={nodes}
        checked={chosen}
        defaultExpandAll
        onCheckedChange={(ids) => onChange(ids.map(String))}
      />
    </div>
  );
}
