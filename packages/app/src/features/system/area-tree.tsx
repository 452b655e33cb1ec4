import { useCallback, useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Area } from '@pocket/contract';
import { Tree, type TreeNodeData } from '@pocket/ui';
import { areaLookupApi } from '../../app/api/areaLookup.ts';

/** A node whose children have not been asked for yet: a stand-in child keeps it expandable. */
const PENDING = ':pending';

type Loaded = Map<string, Area[]>;

function toNodes(areas: readonly Area[], loaded: Loaded, pending: string): TreeNodeData[] {
  return areas.map((a) => {
    const children = loaded.get(a.id);
    return {
      id: a.id,
      label: `${a.label} ${a.code}`,
      ...(children
        ? children.length
          ? { children: toNodes(children, loaded, pending) }
          : {}
        : a.hasChildren
          ? { children: [{ id: `${a.id}${PENDING}`, label: pending, disabled: true }] }
          : {}),
    };
  });
}

/** The ids from the top ("0") down to `id`, through what is loaded. */
function trailTo(id: string, loaded: Loaded): string[] {
  const parentOf = new Map<string, string>();
  for (const [parent, children] of loaded) for (const c of children) parentOf.set(c.id, parent);
  const trail = [id];
  for (let at = parentOf.get(id); at !== undefined; at = parentOf.get(at)) trail.unshift(at);
  return trail[0] === '0' ? trail : ['0', ...trail];
}

/** The areas loaded so far, by parent ("0": the provinces), and a loader of more. */
export function useAreaLevels() {
  const [loaded, setLoaded] = useState<Loaded>(new Map());
  const load = useCallback(async (parentId: string) => {
    const children = await areaLookupApi.areaLinkage({ query: { parentId } });
    setLoaded((before) => new Map(before).set(parentId, children));
  }, []);
  useEffect(() => {
    void load('0');
  }, [load]);
  return { loaded, load };
}

/**
 * The administrative divisions as a tree that loads children on demand: choosing an area asks
 * the server for its children (`/authority/area/linkage`) and filters the table by it.
 */
export function AreaTree({
  selected,
  onSelect,
  levels,
}: {
  selected: string;
  onSelect: (id: string) => void;
  levels: ReturnType<typeof useAreaLevels>;
}) {
  const { t } = useLingui();
  const { loaded, load } = levels;
  const roots = loaded.get('0') ?? [];
  return (
    <Tree
      label={t`Areas`}
      checkable={false}
      nodes={[{ id: '0', label: t`All areas`, children: toNodes(roots, loaded, t`Loading…`) }]}
      defaultExpanded={trailTo(selected, loaded)}
      selected={selected}
      onNodeActivate={(node) => {
        const id = String(node.id);
        if (id.endsWith(PENDING)) return;
        if (id !== '0' && !loaded.has(id)) void load(id);
        onSelect(id);
      }}
    />
  );
}
