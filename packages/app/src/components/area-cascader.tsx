import type { AreaHit } from '@pocket/contract';
import { Cascader, type CascaderOption } from '@pocket/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { areaLookupApi } from '../app/api/areaLookup.ts';

type AreaCascaderProps = {
  /** The chosen area's code ('' = none): a district, or a city or province without children. */
  value: string;
  onChange: (code: string) => void;
  onBlur?: (() => void) | undefined;
  id?: string | undefined;
  placeholder?: string | undefined;
  disabled?: boolean | undefined;
  'aria-label'?: string | undefined;
  'aria-describedby'?: string | undefined;
  'aria-invalid'?: boolean | undefined;
  className?: string | undefined;
};

/** A search hit as the cascader's path; only a district is a leaf (a city opens its districts). */
const hitPath = (hit: AreaHit): CascaderOption[] =>
  hit.path.map((p, i) => ({
    id: p.code,
    label: p.label,
    isLeaf: i === hit.path.length - 1 && hit.level === 'COUNTY',
  }));

/**
 * The kit's Cascader over the area tree (`/authority/area/linkage`, `/search`, `/path`): province
 * / city / district loaded on demand, found by typing; the value is the chosen area's code. The
 * cascader's option ids are area codes; the ids the linkage asks for are remembered as they load.
 */
export function AreaCascader({ value, onChange, onBlur, ...rest }: AreaCascaderProps) {
  const ids = useRef(new Map<string, string>());
  const [chosen, setChosen] = useState<{ codes: string[]; labels: string[] }>({ codes: [], labels: [] });

  const remember = (hit: AreaHit) => hit.path.forEach((p) => ids.current.set(p.code, p.id));

  // A stored code: its path from the province, to show and to open the columns on.
  useEffect(() => {
    if (!value) {
      setChosen({ codes: [], labels: [] });
      return;
    }
    if (chosen.codes[chosen.codes.length - 1] === value) return;
    let current = true;
    void areaLookupApi.areaPath({ query: { codes: value } }).then((hits) => {
      const hit = hits.find((h) => h.code === value);
      if (!current) return;
      if (!hit) {
        setChosen({ codes: [value], labels: [value] });
        return;
      }
      remember(hit);
      setChosen({ codes: hit.path.map((p) => p.code), labels: hit.path.map((p) => p.label) });
    });
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new value is looked up
  }, [value]);

  const loadChildren = useCallback(async (parentCode: string | null) => {
    let parentId = parentCode === null ? '0' : ids.current.get(parentCode);
    if (parentId === undefined && parentCode !== null) {
      const [hit] = await areaLookupApi.areaPath({ query: { codes: parentCode } });
      if (hit) remember(hit);
      parentId = ids.current.get(parentCode);
    }
    if (parentId === undefined) return [];
    const areas = await areaLookupApi.areaLinkage({ query: { parentId } });
    return areas.map((a) => {
      ids.current.set(a.code, a.id);
      return { id: a.code, label: a.label, isLeaf: !a.hasChildren };
    });
  }, []);

  const search = useCallback(async (keyword: string) => {
    const hits = await areaLookupApi.areaSearch({ query: { keyword, limit: 20 } });
    hits.forEach(remember);
    return hits.map(hitPath);
  }, []);

  return (
    <Cascader
      {...rest}
      value={value ? chosen.codes : []}
      valueLabels={value ? chosen.labels : undefined}
      onValueChange={(codes, path) => {
        setChosen({ codes, labels: path.map((o) => o.label) });
        onChange(codes[codes.length - 1] ?? '');
        onBlur?.();
      }}
      loadChildren={loadChildren}
      search={search}
    />
  );
}
